import type { Instant, LocalTime } from '../types.js';
import { addDays, timeToMinutes, zonedParts } from '../opening-hours/zoned-time.js';
import { CAPACITY_TEXTS } from './texts.js';

/** Branch-level capacity settings (issue 21). */
export interface CapacitySettings {
  /** Minutes every order needs before its time, always. */
  leadMinutes: number;
  /** From this many open orders on, `rushLeadMinutes` are added to the lead time (null: never). */
  rushThreshold: number | null;
  rushLeadMinutes: number;
  /** From this many open orders on, online ordering pauses until fewer are open (null: never). */
  pauseThreshold: number | null;
  /** After this local time no more orders for the same day (null: none). */
  sameDayCutoff: LocalTime | null;
  /** After this local time no more orders for the next day (null: none). */
  dayBeforeCutoff: LocalTime | null;
}

export const DEFAULT_CAPACITY_SETTINGS: CapacitySettings = {
  leadMinutes: 0,
  rushThreshold: null,
  rushLeadMinutes: 0,
  pauseThreshold: null,
  sameDayCutoff: null,
  dayBeforeCutoff: null,
};

export interface RushState {
  rush: boolean;
  paused: boolean;
  /** Lead time in minutes: base plus the rush surcharge while rushing. */
  leadMinutes: number;
}

/** Rush mode from the number of open orders; it ends by itself when orders get done. */
export function rushState(settings: CapacitySettings, openOrders: number): RushState {
  const rush = settings.rushThreshold !== null && openOrders >= settings.rushThreshold;
  const paused = settings.pauseThreshold !== null && openOrders >= settings.pauseThreshold;
  return { rush, paused, leadMinutes: settings.leadMinutes + (rush ? settings.rushLeadMinutes : 0) };
}

/**
 * Cut-offs (issue 21): an order for today after the same-day cut-off, or for tomorrow after the
 * day-before cut-off, gets the German message; null when allowed. `target` is the appointment (or now
 * for an ASAP order).
 */
export function cutoffError(settings: CapacitySettings, target: Instant, now: Instant, tz: string): string | null {
  const today = zonedParts(now, tz);
  const day = zonedParts(target, tz).date;
  const passed = (cutoff: LocalTime | null) => cutoff !== null && today.minutes >= timeToMinutes(cutoff);
  if (day === today.date && passed(settings.sameDayCutoff))
    return CAPACITY_TEXTS.sameDayCutoff(settings.sameDayCutoff!);
  if (day === addDays(today.date, 1) && passed(settings.dayBeforeCutoff)) {
    return CAPACITY_TEXTS.dayBeforeCutoff(settings.dayBeforeCutoff!);
  }
  return null;
}
