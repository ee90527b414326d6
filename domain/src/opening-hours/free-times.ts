// 'Freie Uhrzeiten' (issue 40 item 3): the bookable times of one day as a short list of buttons, as
// Toast and Lieferando offer them, so a customer whose typed time is outside the hours picks one in a tap.
import type { Instant, LocalTime } from '../types.js';
import type { TimeWindow } from './appointment-slots.js';
import { toDate, zonedParts } from './zoned-time.js';

/** At most this many buttons: a long day is listed in half or whole hours instead of quarter hours. */
export const FREE_TIMES_MAX = 24;
const GRID_MINUTES = [15, 30, 60] as const;

/** A range no one can book (a full capacity slot); [start, end). */
export interface BlockedRange {
  start: Instant;
  end: Instant;
}

const minuteOfDay = (at: Date, tz: string) => {
  const time = zonedParts(at, tz).time;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
};

function candidates(windows: readonly TimeWindow[], blocked: readonly BlockedRange[], tz: string, grid: number) {
  const ranges = blocked.map((range) => [toDate(range.start).getTime(), toDate(range.end).getTime()] as const);
  const free = (time: number) => !ranges.some(([start, end]) => start <= time && time < end);
  const times = new Set<number>();
  for (const window of windows) {
    const start = window.start.getTime();
    const end = window.end.getTime();
    // The window's first time (maybe off the grid: lead time, now), and the first time after a full slot.
    times.add(start);
    for (const [, blockedEnd] of ranges) if (blockedEnd > start && blockedEnd < end) times.add(blockedEnd);
    const offset = (grid - (minuteOfDay(window.start, tz) % grid)) % grid;
    for (let time = start + offset * 60_000; time < end; time += grid * 60_000) times.add(time);
  }
  return [...times].filter(free).sort((a, b) => a - b);
}

/**
 * The free times of a day: each window's first bookable time and then every quarter hour (half or whole
 * hour when more than FREE_TIMES_MAX would show), without the times inside a blocked range; after a
 * blocked range its end is offered. `windows` are the day's timeWindows().
 */
export function freeTimeList(
  windows: readonly TimeWindow[],
  blocked: readonly BlockedRange[],
  tz: string,
): LocalTime[] {
  let times: number[] = [];
  for (const grid of GRID_MINUTES) {
    times = candidates(windows, blocked, tz, grid);
    if (times.length <= FREE_TIMES_MAX) break;
  }
  return [...new Set(times.map((time) => zonedParts(new Date(time), tz).time))];
}
