// Offline punches of the time-clock tablet (issue 18 item 5): kept in localStorage with their device
// time and sent later in order. Pure functions over arrays; the screen owns storage and timers.
import { DEFAULT_TIMEZONE } from '@bestell/domain';
import type { TimeClockAction } from '@bestell/domain';

export interface QueuedPunch {
  id: string;
  username: string;
  /** Display name for the messages; the server only needs the username. */
  name: string;
  /** The server checks the PIN when the punch is sent; the entry is removed once sent or dropped. */
  pin: string;
  action: TimeClockAction;
  /** Device time of the punch (ISO), sent as `time`. */
  time: string;
}

/** The server refuses older offline punches (domain OFFLINE_PUNCH_MAX_AGE_HOURS); drop them first. */
export const MAX_AGE_MS = 12 * 3_600_000;
export const QUEUE_KEY = 'timeclock-queue';

export type SendResult = { ok: true } | { ok: false; network: true } | { ok: false; network: false; message: string };

export interface Dropped {
  punch: QueuedPunch;
  reason: string;
}

export interface FlushResult {
  remaining: QueuedPunch[];
  sent: QueuedPunch[];
  dropped: Dropped[];
}

const ACTION_LABELS: Record<TimeClockAction, string> = {
  start: 'Kommen',
  pause: 'Pause',
  resume: 'Weiter',
  end: 'Gehen',
};

const clock = (iso: string) =>
  new Date(iso).toLocaleString('de-AT', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: DEFAULT_TIMEZONE,
  });

export function describePunch(p: QueuedPunch): string {
  return `${ACTION_LABELS[p.action]} von ${p.name} (${clock(p.time)})`;
}

/** Splits off punches older than 12 h; they would be refused, and the screen says so. */
export function dropExpired(queue: readonly QueuedPunch[], now: Date): { kept: QueuedPunch[]; dropped: Dropped[] } {
  const kept: QueuedPunch[] = [];
  const dropped: Dropped[] = [];
  for (const punch of queue) {
    if (now.getTime() - new Date(punch.time).getTime() > MAX_AGE_MS) {
      dropped.push({ punch, reason: `${describePunch(punch)} ist älter als 12 Stunden und wurde verworfen.` });
    } else kept.push(punch);
  }
  return { kept, dropped };
}

/**
 * Sends the queue in order. A network failure stops the run and keeps the rest (order matters: a pause
 * must not overtake its clock-in); a refusal by the server drops that punch with its message.
 */
export async function flushQueue(
  queue: readonly QueuedPunch[],
  send: (punch: QueuedPunch) => Promise<SendResult>,
  now: Date,
): Promise<FlushResult> {
  const { kept, dropped } = dropExpired(queue, now);
  const sent: QueuedPunch[] = [];
  let index = 0;
  for (; index < kept.length; index++) {
    const punch = kept[index]!;
    const result = await send(punch);
    if (result.ok) sent.push(punch);
    else if (result.network) break;
    else dropped.push({ punch, reason: `${describePunch(punch)} abgelehnt: ${result.message}` });
  }
  return { remaining: kept.slice(index), sent, dropped };
}

export function loadQueue(storage: Storage): QueuedPunch[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedPunch[]) : [];
  } catch {
    return [];
  }
}

export function saveQueue(storage: Storage, queue: readonly QueuedPunch[]): void {
  if (queue.length) storage.setItem(QUEUE_KEY, JSON.stringify(queue));
  else storage.removeItem(QUEUE_KEY);
}
