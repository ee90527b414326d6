// Time picker steps (spec 2 "Time picker": hour and minute up/down buttons, 5-minute granularity). The
// buttons move between the day's bookable slots (domain timeSlots, 5-minute steps): a minute step goes to
// the next / previous slot, an hour step to the first slot at least an hour later / the last at least an
// hour earlier, so a gap between two windows is jumped over and a press never lands on a closed time.
// Typed times are taken as typed (typedTime).
import type { LocalTime } from '@bestell/domain';

export type TimeUnit = 'hour' | 'minute';

const minutesOf = (time: LocalTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slot a button press leads to, or null when there is none (the button is disabled then). */
export function stepTime(
  slots: readonly LocalTime[],
  current: LocalTime | null,
  unit: TimeUnit,
  direction: 1 | -1,
): LocalTime | null {
  const sorted = [...slots].sort((a, b) => minutesOf(a) - minutesOf(b));
  if (sorted.length === 0) return null;
  if (!current) return direction === 1 ? sorted[0]! : sorted[sorted.length - 1]!;
  const at = minutesOf(current);
  const distance = unit === 'hour' ? 60 : 1;
  if (direction === 1) return sorted.find((slot) => minutesOf(slot) >= at + distance) ?? null;
  return sorted.findLast((slot) => minutesOf(slot) <= at - distance) ?? null;
}

/**
 * A typed hour and minute as 'HH:mm', exactly as typed (issue 40 item 3: a time outside the hours is
 * never moved to a slot; the checkout shows why it is refused instead); null when it is no time of day.
 */
export function typedTime(hour: string, minute: string): LocalTime | null {
  const h = Number(hour);
  const m = minute.trim() === '' ? 0 : Number(minute);
  if (hour.trim() === '' || !Number.isInteger(h) || !Number.isInteger(m) || h < 0 || h > 23 || m < 0 || m > 59) {
    return null;
  }
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
