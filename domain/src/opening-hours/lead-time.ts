import type { Instant, LeadTimeType, Product } from '../types.js';
import { ceilToMinutes } from './next-opening.js';
import { addDays, toDate, zonedInstant, zonedParts } from './zoned-time.js';

/** Appointment times are offered on a 5-minute grid (spec 4 and 9). */
export const SLOT_MINUTES = 5;
/** Lead-time slots look ahead 180 days by default (spec 4). */
export const SLOT_HORIZON_DAYS = 180;

type LeadTimeSource = Pick<Product, 'isLeadTimeEnabled' | 'leadTimeType' | 'leadTimeValue'>;

/**
 * `now` plus a lead time. Minutes and hours are real elapsed time; days and weeks are calendar days in
 * the branch timezone (same wall-clock time), so "1 day" across a DST change is still "tomorrow, same time".
 */
export function addLeadTime(now: Instant, type: LeadTimeType, value: number, tz: string): Date {
  const start = toDate(now);
  if (type === 'minutes' || type === 'hours') {
    return new Date(start.getTime() + value * (type === 'hours' ? 3_600_000 : 60_000));
  }
  const local = zonedParts(start, tz);
  const days = type === 'weeks' ? value * 7 : value;
  const subMinute = start.getTime() % 60_000;
  return new Date(zonedInstant(addDays(local.date, days), local.time, tz).getTime() + subMinute);
}

/**
 * Earliest appointment for a cart (spec 4): the longest lead time of its products added to `now`, the
 * start rounded up to 5 minutes. Products without an enabled lead time add nothing.
 */
export function earliestAppointment(products: readonly LeadTimeSource[], now: Instant, tz: string): Date {
  let earliest = toDate(now);
  for (const product of products) {
    if (!product.isLeadTimeEnabled || !product.leadTimeType || !product.leadTimeValue) continue;
    const candidate = addLeadTime(now, product.leadTimeType, product.leadTimeValue, tz);
    if (candidate.getTime() > earliest.getTime()) earliest = candidate;
  }
  return ceilToMinutes(earliest, SLOT_MINUTES);
}

/**
 * A cart with a lead-time product needs a date (issue 16): the checkout marks 'Termin' as required and
 * the server refuses the order without one, from this one rule.
 */
export function needsAppointment(products: readonly LeadTimeSource[]): boolean {
  return products.some((p) => !!(p.isLeadTimeEnabled && p.leadTimeType && p.leadTimeValue));
}
