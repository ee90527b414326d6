// 'Streams' week view (issue 19 item 7): what plays when, computed with the same resolvePlayback the
// player runs, sampled every `slotMinutes` of each local day and merged into blocks.
import {
  addDays,
  DEFAULT_TIMEZONE,
  minutesToTime,
  resolvePlayback,
  zonedInstant,
  zonedParts,
  type LocalDate,
  type PlaybackSource,
  type SignageRef,
  type StreamView,
} from '@bestell/domain';

export interface WeekBlock {
  from: number;
  to: number;
  segmentId: string | null;
  source: PlaybackSource;
}

export interface WeekDay {
  date: LocalDate;
  blocks: WeekBlock[];
}

/** Monday of the local week containing `now`. */
export function weekStart(now: Date, timezone = DEFAULT_TIMEZONE): LocalDate {
  const { date } = zonedParts(now, timezone);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export function weekView(
  stream: Pick<StreamView, 'entries' | 'takeovers' | 'fallbackSegment'>,
  monday: LocalDate,
  options: { timezone?: string; deviceSegment?: SignageRef | null; slotMinutes?: number } = {},
): WeekDay[] {
  const timezone = options.timezone ?? DEFAULT_TIMEZONE;
  const slot = options.slotMinutes ?? 30;
  const device = { segment: options.deviceSegment ?? null };
  return Array.from({ length: 7 }, (_, day) => {
    const date = addDays(monday, day);
    const blocks: WeekBlock[] = [];
    for (let minutes = 0; minutes < 24 * 60; minutes += slot) {
      const at = zonedInstant(date, minutesToTime(minutes), timezone);
      const r = resolvePlayback(device, at, { stream, timezone });
      const last = blocks[blocks.length - 1];
      if (last && last.segmentId === r.segmentId && last.source === r.source) last.to = minutes + slot;
      else blocks.push({ from: minutes, to: minutes + slot, segmentId: r.segmentId, source: r.source });
    }
    return { date, blocks };
  });
}
