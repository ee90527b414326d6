// Helpers for the opening-hours specs (excluded from the build like test-fixtures.ts).
import type { OpeningHoursRule } from '../types.js';
import { zonedInstant } from './zoned-time.js';

export const TZ = 'Europe/Vienna';

/** Instant of a Vienna wall-clock 'YYYY-MM-DD HH:mm'. */
export const at = (local: string) => zonedInstant(local.slice(0, 10), local.slice(11), TZ);

/** An opening-hours rule; `extra` sets date / isClosed. */
export const rule = (
  type: OpeningHoursRule['type'],
  from: string,
  to: string,
  extra: Partial<OpeningHoursRule> = {},
): OpeningHoursRule => ({ type, from, to, isClosed: false, ...extra });
