import type { Branch, Instant, LocalTime, OpeningHoursRule, OrderType } from '../types.js';
import { currentShift, type Shift } from './shifts.js';
import { toDate, zonedParts } from './zoned-time.js';

/** Branch status of spec 4: open, closing soon (under 60 minutes left) or closed. */
export type BranchStatus = 'open' | 'closingSoon' | 'closed';

/** Minutes before closing from which a branch counts as "closing soon" (spec 4). */
export const CLOSING_SOON_MINUTES = 60;

export interface BranchStatusResult {
  status: BranchStatus;
  /** Closing instant of the current shift (null when closed). */
  closesAt: Date | null;
  /** Local 'HH:mm' of closesAt. */
  closesAtTime: LocalTime | null;
  /** Whole minutes left until closing, rounded down. */
  minutesLeft: number | null;
}

type HoursSource = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>;

/** Hours that govern delivery: delivery hours when enabled, otherwise opening hours (spec 4). */
export function deliveryRules(branch: HoursSource): OpeningHoursRule[] {
  return branch.isDeliveryHoursEnabled ? (branch.deliveryHours ?? []) : branch.openingHours;
}

/** Hours that govern an order type: delivery rules for delivery, opening hours otherwise. */
export function hoursFor(branch: HoursSource, orderType: OrderType): OpeningHoursRule[] {
  return orderType === 'delivery' ? deliveryRules(branch) : branch.openingHours;
}

/**
 * Status at `now` (spec 4): open within opening hours, or within delivery hours when those are enabled.
 * When both apply, the later closing time counts.
 */
export function branchStatus(branch: HoursSource, now: Instant, tz: string): BranchStatusResult {
  const shifts = [currentShift(branch.openingHours, now, tz)];
  if (branch.isDeliveryHoursEnabled) shifts.push(currentShift(branch.deliveryHours ?? [], now, tz));
  const open = shifts.filter((shift): shift is Shift => shift !== null);
  if (open.length === 0) return { status: 'closed', closesAt: null, closesAtTime: null, minutesLeft: null };
  const closesAt = new Date(Math.max(...open.map((shift) => shift.end.getTime())));
  const minutesLeft = Math.floor((closesAt.getTime() - toDate(now).getTime()) / 60_000);
  return {
    status: minutesLeft < CLOSING_SOON_MINUTES ? 'closingSoon' : 'open',
    closesAt,
    closesAtTime: zonedParts(closesAt, tz).time,
    minutesLeft,
  };
}

/** Delivery is possible now when enabled and inside the delivery rules (spec 4). */
export function isDeliveryAvailable(
  branch: HoursSource & Pick<Branch, 'isDeliveryEnabled'>,
  now: Instant,
  tz: string,
): boolean {
  return !!branch.isDeliveryEnabled && currentShift(deliveryRules(branch), now, tz) !== null;
}

/** Whether an order of this type can be placed for "now": delivery availability or opening hours. */
export function isOrderableNow(
  branch: HoursSource & Pick<Branch, 'isDeliveryEnabled'>,
  orderType: OrderType,
  now: Instant,
  tz: string,
): boolean {
  return orderType === 'delivery'
    ? isDeliveryAvailable(branch, now, tz)
    : currentShift(branch.openingHours, now, tz) !== null;
}
