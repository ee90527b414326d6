// What a TV shows now (issue 19): one pure function for the server's preview, the back office's
// "läuft gerade" and the player itself, so all three always agree.
import {
  addDays,
  DEFAULT_TIMEZONE,
  timeToMinutes,
  toDate,
  weekdayOf,
  zonedParts,
} from '../opening-hours/zoned-time.js';
import type { Instant, LocalDate } from '../types.js';
import type { PlaybackResolution, ScheduleEntry, SegmentItem, SignageRef, StreamView } from './contracts.js';

export interface PlaybackDevice {
  /** The TV's own segment (plays when the stream has nothing for now). */
  segment: SignageRef | null;
}

/** A show-scene / show-message command in force until `until` (ISO). */
export interface PlaybackOverride {
  sceneId?: string | null;
  message?: string | null;
  until: string;
}

export interface PlaybackState {
  stream: Pick<StreamView, 'entries' | 'takeovers' | 'fallbackSegment'> | null;
  /** IANA zone of the branch; Europe/Vienna when absent. */
  timezone?: string;
  override?: PlaybackOverride | null;
}

const result = (source: PlaybackResolution['source'], rest: Partial<PlaybackResolution> = {}): PlaybackResolution => ({
  source,
  segmentId: null,
  sceneId: null,
  message: null,
  entryId: null,
  takeoverId: null,
  ...rest,
});

/** Does the entry's calendar (date range, weekdays) include the local date `date`? */
function dayMatches(entry: ScheduleEntry, date: LocalDate): boolean {
  if (entry.dateFrom && date < entry.dateFrom) return false;
  if (entry.dateTo && date > entry.dateTo) return false;
  return entry.weekdays.length === 0 || entry.weekdays.includes(weekdayOf(date));
}

/**
 * Is the entry's window open at local `date` + `minutes`? A window with to <= from runs across midnight
 * and belongs to the day it starts on (Friday 22:00-02:00 plays into Saturday's night, not Friday's early
 * morning); from == to is a whole day starting at `from`. Wall-clock based, so DST days need no special case.
 */
export function scheduleEntryActive(entry: ScheduleEntry, date: LocalDate, minutes: number): boolean {
  const from = timeToMinutes(entry.from);
  const to = timeToMinutes(entry.to);
  if (from < to) return minutes >= from && minutes < to && dayMatches(entry, date);
  return (minutes >= from && dayMatches(entry, date)) || (minutes < to && dayMatches(entry, addDays(date, -1)));
}

/**
 * What plays at `now`: a show-scene/message command > a takeover (the latest started wins) > the
 * schedule entry with the highest priority (ties: the earlier entry) > the device's own segment > the
 * stream's fallback segment > nothing (the player's idle screen).
 */
export function resolvePlayback(device: PlaybackDevice, now: Instant, state: PlaybackState): PlaybackResolution {
  const at = toDate(now).getTime();
  const override = state.override;
  if (override && toDate(override.until).getTime() > at && (override.sceneId || override.message)) {
    return result('override', { sceneId: override.sceneId ?? null, message: override.message ?? null });
  }
  const stream = state.stream;
  if (stream) {
    let takeover: StreamView['takeovers'][number] | null = null;
    for (const t of stream.takeovers) {
      const start = toDate(t.startsAt).getTime();
      if (
        start <= at &&
        at < toDate(t.endsAt).getTime() &&
        (!takeover || start > toDate(takeover.startsAt).getTime())
      ) {
        takeover = t;
      }
    }
    if (takeover) return result('takeover', { segmentId: takeover.segment.id, takeoverId: takeover.id });

    const local = zonedParts(new Date(at), state.timezone ?? DEFAULT_TIMEZONE);
    let winner: ScheduleEntry | null = null;
    for (const entry of stream.entries) {
      if ((!winner || entry.priority > winner.priority) && scheduleEntryActive(entry, local.date, local.minutes)) {
        winner = entry;
      }
    }
    if (winner) return result('schedule', { segmentId: winner.segment.id, entryId: winner.id });
  }
  if (device.segment) return result('device', { segmentId: device.segment.id });
  if (stream?.fallbackSegment) return result('fallback', { segmentId: stream.fallbackSegment.id });
  return result('none');
}

/** Length of one loop of a segment in seconds. */
export function segmentLoopSeconds(items: readonly SegmentItem[]): number {
  return items.reduce((sum, item) => sum + Math.max(1, item.durationSeconds), 0);
}

/** The item index and seconds into it, `elapsedSeconds` after the segment started (loops forever). */
export function segmentPosition(
  items: readonly SegmentItem[],
  elapsedSeconds: number,
): { index: number; offsetSeconds: number } | null {
  const loop = segmentLoopSeconds(items);
  if (loop === 0) return null;
  let t = ((elapsedSeconds % loop) + loop) % loop;
  for (let index = 0; index < items.length; index++) {
    const d = Math.max(1, items[index]!.durationSeconds);
    if (t < d) return { index, offsetSeconds: t };
    t -= d;
  }
  return { index: items.length - 1, offsetSeconds: 0 };
}
