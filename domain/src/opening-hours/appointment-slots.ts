import { CHECKOUT_TEXTS } from '../messages/storefront.js';
import type { Instant, LocalDate, LocalTime, OpeningHoursRule } from '../types.js';
import { SLOT_HORIZON_DAYS, SLOT_MINUTES } from './lead-time.js';
import { ceilToMinutes } from './next-opening.js';
import { mergeShifts, shiftsBetween } from './shifts.js';
import { addDays, toDate, zonedInstant, zonedParts } from './zoned-time.js';

/** Options of the pickers: `earliest` (default `now`) comes from earliestAppointment(). */
export interface SlotOptions {
  now: Instant;
  tz: string;
  earliest?: Instant;
  horizonDays?: number;
  stepMinutes?: number;
}

/** A bookable window within one calendar day; `to` is '24:00' when it runs to midnight. */
export interface TimeWindow {
  start: Date;
  end: Date;
  from: LocalTime;
  to: LocalTime;
}

function bounds(options: SlotOptions) {
  const step = options.stepMinutes ?? SLOT_MINUTES;
  const earliest = ceilToMinutes(
    new Date(Math.max(toDate(options.now).getTime(), toDate(options.earliest ?? options.now).getTime())),
    step,
  );
  const lastDate = addDays(zonedParts(options.now, options.tz).date, options.horizonDays ?? SLOT_HORIZON_DAYS);
  return { step, earliest, horizonEnd: zonedInstant(lastDate, '00:00', options.tz) };
}

/**
 * Bookable windows of one local date (spec 2, time picker): the open shifts clipped to that calendar
 * day, to `earliest` and to the horizon; starts rounded up to the step. A shift past midnight shows as
 * '22:00 - 24:00' on its first day and '00:00 - 02:00' on the next.
 */
export function timeWindows(rules: readonly OpeningHoursRule[], date: LocalDate, options: SlotOptions): TimeWindow[] {
  const { step, earliest, horizonEnd } = bounds(options);
  const dayStart = zonedInstant(date, '00:00', options.tz);
  const dayEnd = zonedInstant(addDays(date, 1), '00:00', options.tz);
  const lower = Math.max(dayStart.getTime(), earliest.getTime());
  const upper = Math.min(dayEnd.getTime(), horizonEnd.getTime());
  const windows: TimeWindow[] = [];
  for (const shift of mergeShifts(shiftsBetween(rules, addDays(date, -1), 2, options.tz))) {
    const start = ceilToMinutes(new Date(Math.max(shift.start.getTime(), lower)), step);
    const end = new Date(Math.min(shift.end.getTime(), upper));
    if (start.getTime() >= end.getTime()) continue;
    windows.push({
      start,
      end,
      from: zonedParts(start, options.tz).time,
      to: end.getTime() === dayEnd.getTime() ? '24:00' : zonedParts(end, options.tz).time,
    });
  }
  return windows;
}

/** Every selectable start time of a date, in `stepMinutes` (default 5) steps, as local 'HH:mm'. */
export function timeSlots(rules: readonly OpeningHoursRule[], date: LocalDate, options: SlotOptions): LocalTime[] {
  const stepMs = (options.stepMinutes ?? SLOT_MINUTES) * 60_000;
  const slots: LocalTime[] = [];
  for (const window of timeWindows(rules, date, options)) {
    for (let time = window.start.getTime(); time < window.end.getTime(); time += stepMs) {
      slots.push(zonedParts(new Date(time), options.tz).time);
    }
  }
  return slots;
}

/** Dates the date picker may offer (spec 2): from today through the horizon, those with a window. */
export function availableDates(rules: readonly OpeningHoursRule[], options: SlotOptions): LocalDate[] {
  const today = zonedParts(options.now, options.tz).date;
  const days = options.horizonDays ?? SLOT_HORIZON_DAYS;
  const dates: LocalDate[] = [];
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(today, offset);
    if (timeWindows(rules, date, options).length > 0) dates.push(date);
  }
  return dates;
}

/**
 * Appointment check (spec 5): null when valid, otherwise the German message. Valid means inside a
 * shift, not before `earliest` (lead time) and within the horizon. A day without any window gets
 * 'Zum ausgewählten Tag sind keine Termine verfügbar.', any other miss the "geschlossen" text.
 */
export function appointmentError(
  rules: readonly OpeningHoursRule[],
  appointment: Instant,
  options: SlotOptions,
): string | null {
  const at = toDate(appointment);
  const date = zonedParts(at, options.tz).date;
  const windows = timeWindows(rules, date, options);
  if (windows.length === 0) return CHECKOUT_TEXTS.noSlotsOnDay;
  const bookable = windows.some(
    (window) => window.start.getTime() <= at.getTime() && at.getTime() < window.end.getTime(),
  );
  return bookable ? null : CHECKOUT_TEXTS.appointmentClosed;
}
