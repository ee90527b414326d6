import { OPENING_TEXTS } from '../messages/storefront.js';
import { OPENING_OWN_TEXTS } from '../messages/opening-texts.js';
import { formatDate, germanWeekday } from '../text/dates.js';
import type { Branch, Instant, LocalDate, LocalTime } from '../types.js';
import { branchStatus, type BranchStatus } from './branch-status.js';
import { nextOpening } from './next-opening.js';
import { currentShift, shiftsOfDate } from './shifts.js';
import { daysBetween, toDate, zonedParts } from './zoned-time.js';

/** How far ahead "Öffnet {day}" looks on a branch card; beyond it the card says closed. */
export const CARD_LOOKAHEAD_DAYS = 7;

/**
 * Open at least this long without a break, the toolbar names no closing time: a bare 'HH:mm' means its
 * next occurrence, so a later one would be read as a day too early.
 */
export const OPEN_WITHOUT_CLOSING_MINUTES = 24 * 60;

/** A closing time at midnight is the end of the day, '24:00'; '00:00' reads as the day's start. */
export function closingTimeText(time: LocalTime): LocalTime {
  return time === '00:00' ? '24:00' : time;
}

/** {day} in "am {day}": weekday name within the next six days, else 'DD.MM.YYYY'. */
export function dayName(date: LocalDate, today: LocalDate): string {
  return daysBetween(today, date) < 7 ? germanWeekday(date) : formatDate(date);
}

/** {day} in "Öffnet {day}": 'heute', 'morgen', else as dayName(). */
export function relativeDayName(date: LocalDate, today: LocalDate): string {
  const days = daysBetween(today, date);
  if (days === 0) return OPENING_OWN_TEXTS.today;
  if (days === 1) return OPENING_OWN_TEXTS.tomorrow;
  return dayName(date, today);
}

/**
 * Branch card status line (spec 2): 'Offen heute {from} Uhr bis {to} Uhr' while open, else
 * 'Öffnet {day} um {time} Uhr' within a week, else the closedMessage or 'Geschlossen'.
 */
export function openingStatusText(
  branch: Pick<Branch, 'openingHours' | 'closedMessage'>,
  now: Instant,
  tz: string,
): string {
  const shift = currentShift(branch.openingHours, now, tz);
  if (shift) return OPENING_TEXTS.openToday(shift.from, closingTimeText(shift.to));
  const next = nextOpening(branch.openingHours, now, tz, { horizonDays: CARD_LOOKAHEAD_DAYS });
  if (next) {
    const local = zonedParts(next, tz);
    return OPENING_TEXTS.opensAt(relativeDayName(local.date, zonedParts(now, tz).date), local.time);
  }
  return branch.closedMessage || OPENING_TEXTS.closed;
}

/**
 * Pickup line (spec 2): 'Abholung {from} Uhr bis {to} Uhr' for today's current or next shift; the start
 * is orderableFrom when set. Null when no shift is left today.
 */
export function pickupLine(
  branch: Pick<Branch, 'openingHours' | 'orderableFrom'>,
  now: Instant,
  tz: string,
): string | null {
  const current = currentShift(branch.openingHours, now, tz);
  const later = shiftsOfDate(branch.openingHours, zonedParts(now, tz).date, tz).find(
    (shift) => shift.end.getTime() > toDate(now).getTime(),
  );
  const shift = current ?? later;
  if (!shift) return null;
  return OPENING_TEXTS.pickup(branch.orderableFrom || shift.from, closingTimeText(shift.to));
}

/** Location toolbar summary (spec 2): '{n} Standort(e) geöffnet' or 'Alle Standorte geschlossen'. */
export function locationsSummary(statuses: readonly BranchStatus[]): string {
  const open = statuses.filter((status) => status !== 'closed').length;
  return open === 0 ? OPENING_TEXTS.allLocationsClosed : OPENING_TEXTS.locationsOpen(open);
}

/**
 * Toolbar status of the selected branch (spec 2): 'Geöffnet bis {time}', a warning when closing soon, or
 * 'Geschlossen'. Open for the next 24 hours or more without a break: 'Geöffnet' alone.
 */
export function branchToolbarStatus(
  branch: Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>,
  now: Instant,
  tz: string,
): { text: string; warning: string | null } {
  const result = branchStatus(branch, now, tz);
  if (result.status === 'closed') return { text: OPENING_TEXTS.closed, warning: null };
  if (result.minutesLeft! >= OPEN_WITHOUT_CLOSING_MINUTES)
    return { text: OPENING_OWN_TEXTS.openWithoutClosing, warning: null };
  return {
    text: OPENING_TEXTS.openUntil(closingTimeText(result.closesAtTime!)),
    warning: result.status === 'closingSoon' ? OPENING_OWN_TEXTS.closingSoon(result.minutesLeft!) : null,
  };
}
