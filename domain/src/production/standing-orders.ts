// Issue 42 item 3: standing orders (Serienbestellungen) of business customers and the branches' par levels.
// Which days a standing order delivers, which of them the customer may still pause, when its order is placed
// (the branch's cut-off of that day) and for which pickup time: the rules the API, the minute job and the
// customer's page share.
import type { FieldError } from '../checkout/validation.js';
import { shiftsOfDate } from '../opening-hours/shifts.js';
import { addDays } from '../opening-hours/zoned-time.js';
import type { Instant, LocalDate, OpeningHoursRule, Weekday } from '../types.js';
import { type StandingOrder, standingOrderDue } from './bake-list.js';
import { isPastCutoff, MAX_CUTOFF_DAYS_BEFORE, type ProductionCutoff } from './freeze.js';

/** The cut-off of a branch that sets none: its standing orders still become orders, the day before at 20:00. */
export const DEFAULT_STANDING_CUTOFF: ProductionCutoff = { daysBefore: 1, time: '20:00' };

/** How far ahead the customer's page lists deliveries (and may pause them): twelve weeks. */
export const STANDING_ORDER_HORIZON_DAYS = 84;

/** German texts of standing orders and par levels. */
export const STANDING_ORDER_TEXTS = {
  weekdays: 'Bitte wählen Sie mindestens einen Wochentag.',
  items: 'Bitte fügen Sie mindestens ein Produkt hinzu.',
  endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  pauseOutside: (date: string) => `Am ${date} wird nichts geliefert: Dieser Tag kann nicht pausiert werden.`,
  pauseLocked: (date: string) =>
    `Die Bestellung für den ${date} ist bereits aufgegeben und kann nicht mehr geändert werden.`,
  notFound: 'Serienbestellung nicht gefunden.',
  parDuplicate: 'Für dieses Produkt gibt es an diesem Wochentag in dieser Filiale bereits einen Mindestbestand.',
  closed: 'Die Filiale hat an diesem Tag geschlossen: Die Serienbestellung wurde nicht aufgegeben.',
  noPayment: 'Die Filiale bietet keine Zahlung bei Abholung an: Die Serienbestellung wurde nicht aufgegeben.',
  pickupPast:
    'Die Abholzeit dieses Tages war schon vorbei: Die Serienbestellung wurde für diesen Tag nicht aufgegeben.',
  orderComment: (customer: string) => `Serienbestellung ${customer}`,
} as const;

/** The days from `from` to `to` (both included) on which the standing order delivers, paused ones left out. */
export function standingOrderDates(standing: StandingOrder, from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let date = from < standing.startDate ? standing.startDate : from; date <= to; date = addDays(date, 1)) {
    if (standing.endDate && date > standing.endDate) break;
    if (standingOrderDue(standing, date)) dates.push(date);
  }
  return dates;
}

/** A delivery as the customer's page lists it: the day, whether it is paused, whether it can still change. */
export interface StandingDelivery {
  date: LocalDate;
  paused: boolean;
  /** Past the branch's cut-off: the order is placed (or the day frozen); pausing no longer changes it. */
  locked: boolean;
}

/** The deliveries of the next `days` days from `today` (weekday and period; paused ones marked). */
export function standingDeliveries(
  standing: StandingOrder,
  today: LocalDate,
  cutoff: ProductionCutoff,
  now: Instant,
  tz: string,
  days = STANDING_ORDER_HORIZON_DAYS,
): StandingDelivery[] {
  const unpaused = { ...standing, pausedDates: [] };
  const paused = new Set(standing.pausedDates ?? []);
  return standingOrderDates(unpaused, today, addDays(today, days - 1)).map((date) => ({
    date,
    paused: paused.has(date),
    locked: isPastCutoff(date, cutoff, now, tz),
  }));
}

/**
 * A pause change by the customer (or staff through the customer's view): only delivery days can be paused,
 * and no day whose cut-off has passed may change either way (its order is placed). Errors name the field
 * `pausedDates`; German dates in the texts.
 */
export function pauseErrors(
  standing: StandingOrder,
  requested: readonly LocalDate[],
  cutoff: ProductionCutoff,
  now: Instant,
  tz: string,
): FieldError[] {
  const before = new Set(standing.pausedDates ?? []);
  const after = new Set(requested);
  const changed = [...new Set([...before, ...after])].filter((d) => before.has(d) !== after.has(d)).sort();
  const unpaused = { ...standing, pausedDates: [] };
  const german = (date: LocalDate) => date.split('-').reverse().join('.');
  const errors: FieldError[] = [];
  for (const date of changed) {
    if (after.has(date) && !standingOrderDue(unpaused, date))
      errors.push({ field: 'pausedDates', message: STANDING_ORDER_TEXTS.pauseOutside(german(date)) });
    else if (isPastCutoff(date, cutoff, now, tz))
      errors.push({ field: 'pausedDates', message: STANDING_ORDER_TEXTS.pauseLocked(german(date)) });
  }
  return errors;
}

/** The stored form of a standing order's fields the rules check (weekdays, period, items). */
export interface StandingOrderShape {
  weekdays: readonly Weekday[];
  startDate: LocalDate;
  endDate?: LocalDate | null;
  items: readonly unknown[];
}

/** What a saved standing order must satisfy: a weekday, an item, an end not before the start. */
export function standingOrderErrors(standing: StandingOrderShape): FieldError[] {
  const errors: FieldError[] = [];
  if (standing.weekdays.length === 0) errors.push({ field: 'weekdays', message: STANDING_ORDER_TEXTS.weekdays });
  if (standing.items.length === 0) errors.push({ field: 'items', message: STANDING_ORDER_TEXTS.items });
  if (standing.endDate && standing.endDate < standing.startDate)
    errors.push({ field: 'endDate', message: STANDING_ORDER_TEXTS.endBeforeStart });
  return errors;
}

/** The days whose orders are placed at `now`: past the cut-off and not over yet (as the freeze). */
export function datesToMaterialise(cutoff: ProductionCutoff | null, now: Instant, tz: string, today: LocalDate) {
  const rule = cutoff ?? DEFAULT_STANDING_CUTOFF;
  const dates: LocalDate[] = [];
  for (let offset = 0; offset <= Math.min(rule.daysBefore, MAX_CUTOFF_DAYS_BEFORE) + 1; offset++) {
    const date = addDays(today, offset);
    if (isPastCutoff(date, rule, now, tz)) dates.push(date);
  }
  return dates;
}

/** The pickup time of a standing order's order: the branch's first opening on that day; null when closed. */
export function standingPickupAt(hours: readonly OpeningHoursRule[], date: LocalDate, tz: string): Date | null {
  return shiftsOfDate(hours, date, tz)[0]?.start ?? null;
}

/** The customer's page of a standing order (by its access token): what is delivered when, and the pauses. */
export interface StandingOrderCustomerView {
  customerName: string;
  branch: { id: string; name: string };
  weekdays: Weekday[];
  startDate: LocalDate;
  endDate: LocalDate | null;
  items: { product: { id: string; name: string }; amount: string; unit: string; option: string | null }[];
  pausedDates: LocalDate[];
  deliveries: StandingDelivery[];
}
