// Capacity per time slot in the checkout (issue 21): the branch's slot availability for the chosen day
// (GET /api/branches/{id}/slots), the picker's times without the full slots, and the rush-mode notice.
import {
  type LocalDate,
  type LocalTime,
  type OrderType,
  type SlotAvailability,
  type SlotView,
  zonedInstant,
} from '@bestell/domain';
import { startTransition, useEffect, useState } from 'react';
import { apiCall } from '../../shared/api/typed';

export type SlotLoader = (branchId: string, orderType: OrderType, date: LocalDate) => Promise<SlotAvailability>;

/** Typed by the generated OpenAPI client (issue 22): the answer must fit the domain's SlotAvailability. */
export const fetchSlots: SlotLoader = (branchId, orderType, date) =>
  apiCall('get', '/api/branches/{branchId}/slots', { path: { branchId }, query: { orderType, date } });

/** The full slot a local time of `date` falls in, if any. */
export function fullSlotAt(
  availability: SlotAvailability | null,
  date: LocalDate,
  time: LocalTime,
  tz: string,
): SlotView | null {
  if (!availability) return null;
  const at = zonedInstant(date, time, tz).getTime();
  return availability.slots.find((s) => s.full && Date.parse(s.start) <= at && at < Date.parse(s.end)) ?? null;
}

/** The picker's start times of `date` without those inside a full slot. */
export function freeTimes(
  times: readonly LocalTime[],
  date: LocalDate,
  availability: SlotAvailability | null,
  tz: string,
): LocalTime[] {
  if (!availability || !availability.slots.some((s) => s.full)) return [...times];
  return times.filter((time) => !fullSlotAt(availability, date, time, tz));
}

/**
 * The availability of one branch, order type and date, reloaded when one of them or `tick` (the minute)
 * changes, so slots filling up meanwhile show; null while loading the first time, without a loader, or
 * when the request failed (the server still checks every order).
 */
export function useSlotAvailability(
  load: SlotLoader | undefined,
  branchId: string,
  orderType: OrderType,
  date: LocalDate,
  tick = 0,
): SlotAvailability | null {
  const [state, setState] = useState<{ key: string; value: SlotAvailability } | null>(null);
  const key = `${branchId}|${orderType}|${date}`;
  useEffect(() => {
    if (!load) return;
    let live = true;
    // In a transition: the answer re-renders the whole checkout (this hook sits in useCheckout), and as a
    // plain update that render was one blocking task, ~500 ms in Lighthouse's throttled checkout (issue 17).
    const show = (update: Parameters<typeof setState>[0]) => live && startTransition(() => setState(update));
    load(branchId, orderType, date).then(
      (value) => show({ key, value }),
      () => show((shown) => (shown?.key === key ? shown : null)),
    );
    return () => {
      live = false;
    };
  }, [load, branchId, orderType, date, key, tick]);
  return state?.key === key ? state.value : null;
}
