import { describe, expect, it } from '@jest/globals';
import {
  dropExpired,
  flushQueue,
  loadQueue,
  QUEUE_KEY,
  saveQueue,
  type QueuedPunch,
  type SendResult,
} from './offline-queue';

const NOW = new Date('2026-11-24T12:00:00Z');
const H = 3_600_000;
const punch = (id: string, hoursAgo: number, action: QueuedPunch['action'] = 'start'): QueuedPunch => ({
  id,
  username: 'lena',
  name: 'Lena Bauer',
  pin: '1201',
  action,
  time: new Date(NOW.getTime() - hoursAgo * H).toISOString(),
});

describe('offline queue', () => {
  it('drops punches older than 12 h with a German message and keeps the rest in order', () => {
    const { kept, dropped } = dropExpired([punch('a', 13), punch('b', 11.9), punch('c', 1)], NOW);
    expect(kept.map((p) => p.id)).toEqual(['b', 'c']);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]!.reason).toMatch(/^Kommen von Lena Bauer \(.+\) ist älter als 12 Stunden und wurde verworfen\.$/);
  });

  it('sends in order with the device time and empties the queue', async () => {
    const seen: string[] = [];
    const result = await flushQueue(
      [punch('a', 3, 'start'), punch('b', 2, 'pause')],
      async (p) => {
        seen.push(`${p.id}@${p.time}`);
        return { ok: true };
      },
      NOW,
    );
    expect(seen).toEqual([`a@${punch('a', 3).time}`, `b@${punch('b', 2).time}`]);
    expect(result).toEqual({ remaining: [], sent: [punch('a', 3, 'start'), punch('b', 2, 'pause')], dropped: [] });
  });

  it('stops at a network failure and keeps that punch and the ones after it', async () => {
    const answers: SendResult[] = [{ ok: true }, { ok: false, network: true }, { ok: true }];
    const sent: string[] = [];
    const result = await flushQueue(
      [punch('a', 3), punch('b', 2), punch('c', 1)],
      async (p) => {
        sent.push(p.id);
        return answers.shift()!;
      },
      NOW,
    );
    expect(sent).toEqual(['a', 'b']);
    expect(result.remaining.map((p) => p.id)).toEqual(['b', 'c']);
  });

  it('drops a punch the server refuses, with its message, and goes on', async () => {
    const result = await flushQueue(
      [punch('a', 3), punch('b', 2, 'pause'), punch('c', 13)],
      async (p) =>
        p.id === 'a' ? { ok: false, network: false, message: 'Benutzername oder PIN ist falsch.' } : { ok: true },
      NOW,
    );
    expect(result.remaining).toEqual([]);
    expect(result.sent.map((p) => p.id)).toEqual(['b']);
    expect(result.dropped.map((d) => d.punch.id)).toEqual(['c', 'a']);
    expect(result.dropped[1]!.reason).toContain('abgelehnt: Benutzername oder PIN ist falsch.');
  });

  it('round-trips through storage and survives garbage', () => {
    saveQueue(localStorage, [punch('a', 1)]);
    expect(loadQueue(localStorage)).toEqual([punch('a', 1)]);
    saveQueue(localStorage, []);
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    localStorage.setItem(QUEUE_KEY, '{not json');
    expect(loadQueue(localStorage)).toEqual([]);
  });
});
