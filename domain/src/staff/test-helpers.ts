// Helpers for the staff specs (excluded from the build like test-fixtures.ts).
import { zonedInstant } from '../opening-hours/zoned-time.js';
import type { RecordedActivity } from './working-time-rules.js';

export const TZ = 'Europe/Vienna';

/** Instant of a Vienna wall-clock 'YYYY-MM-DD HH:mm'. */
export const at = (local: string) => zonedInstant(local.slice(0, 10), local.slice(11), TZ);

/** An activity from Vienna wall-clock times; a pause time before `from` lies on `toDate` (night shifts). */
export function shift(
  date: string,
  from: string,
  to: string,
  pauses: [string, string][] = [],
  toDate = date,
): RecordedActivity {
  return {
    start: at(`${date} ${from}`),
    end: at(`${toDate} ${to}`),
    pauses: pauses.map(([s, e]) => ({
      start: at(`${s < from ? toDate : date} ${s}`),
      end: at(`${e < from ? toDate : date} ${e}`),
    })),
  };
}
