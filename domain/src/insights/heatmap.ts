import { DEFAULT_TIMEZONE, zonedParts } from '../opening-hours/zoned-time.js';
import type { Instant } from '../types.js';
import { WEEK_INDEX } from './order-figures.js';

/** 7 rows (Monday first) of 24 hourly counts. */
export type Heatmap = number[][];

export const HEATMAP_WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;

export function emptyHeatmap(): Heatmap {
  return Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
}

/** Weekday (Monday = 0) x local hour of instants in the branch's time zone. */
export function heatmapOf(instants: readonly Instant[], tz: string = DEFAULT_TIMEZONE): Heatmap {
  const map = emptyHeatmap();
  for (const at of instants) {
    const p = zonedParts(at, tz);
    map[WEEK_INDEX[p.weekday]!]![Math.floor(p.minutes / 60)]! += 1;
  }
  return map;
}

/**
 * The same table from counts grouped by ISO weekday (1 = Monday ... 7 = Sunday, as PostgreSQL's
 * `isodow`) and local hour; rows outside the grid are ignored.
 */
export function heatmapFromCounts(rows: readonly { isodow: number; hour: number; count: number }[]): Heatmap {
  const map = emptyHeatmap();
  for (const r of rows) {
    if (r.isodow < 1 || r.isodow > 7 || r.hour < 0 || r.hour > 23) continue;
    map[r.isodow - 1]![r.hour]! += r.count;
  }
  return map;
}
