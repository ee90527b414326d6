import { describe, expect, it } from '@jest/globals';
import type { ScheduleEntry, StreamView } from './contracts.js';
import { resolvePlayback, scheduleEntryActive, segmentPosition } from './playback.js';

const entry = (id: string, over: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  id,
  segment: { id: `seg-${id}` },
  dateFrom: null,
  dateTo: null,
  weekdays: [],
  from: '00:00',
  to: '24:00',
  priority: 0,
  ...over,
});
const stream = (over: Partial<StreamView> = {}): Pick<StreamView, 'entries' | 'takeovers' | 'fallbackSegment'> => ({
  entries: [],
  takeovers: [],
  fallbackSegment: null,
  ...over,
});
const noDevice = { segment: null };

describe('resolvePlayback (Europe/Vienna)', () => {
  // [case, entries, instant (UTC), expected source, expected segment]
  const table: [string, ScheduleEntry[], string, string, string | null][] = [
    ['all-day entry', [entry('a')], '2026-07-01T10:00:00Z', 'schedule', 'seg-a'],
    [
      'morning window, inside (12:00 local in summer = 10:00Z)',
      [entry('a', { from: '06:00', to: '12:01' })],
      '2026-07-01T10:00:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'morning window, end is exclusive',
      [entry('a', { from: '06:00', to: '12:00' })],
      '2026-07-01T10:00:00Z',
      'none',
      null,
    ],
    [
      'winter offset is +1 (11:00Z = 12:00 local)',
      [entry('a', { from: '12:00', to: '13:00' })],
      '2026-01-15T11:00:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'summer offset is +2 (11:00Z = 13:00 local)',
      [entry('a', { from: '12:00', to: '13:00' })],
      '2026-07-15T11:00:00Z',
      'none',
      null,
    ],
    [
      'higher priority wins',
      [entry('a', { priority: 1 }), entry('b', { priority: 5 })],
      '2026-07-01T10:00:00Z',
      'schedule',
      'seg-b',
    ],
    [
      'equal priority: the earlier entry wins',
      [entry('a', { priority: 2 }), entry('b', { priority: 2 })],
      '2026-07-01T10:00:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'a higher-priority entry outside its window does not win',
      [entry('a'), entry('b', { priority: 9, from: '18:00', to: '20:00' })],
      '2026-07-01T10:00:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'weekday match (2026-07-01 is a Wednesday)',
      [entry('a', { weekdays: ['wednesday'] })],
      '2026-07-01T10:00:00Z',
      'schedule',
      'seg-a',
    ],
    ['weekday mismatch', [entry('a', { weekdays: ['monday', 'tuesday'] })], '2026-07-01T10:00:00Z', 'none', null],
    [
      'weekday by local date: Tue 23:30Z is Wed 01:30 in Vienna',
      [entry('a', { weekdays: ['wednesday'] })],
      '2026-06-30T23:30:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'date range includes both ends (first day)',
      [entry('a', { dateFrom: '2026-07-01', dateTo: '2026-07-03' })],
      '2026-07-01T10:00:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'date range includes both ends (last day)',
      [entry('a', { dateFrom: '2026-06-28', dateTo: '2026-07-01' })],
      '2026-07-01T21:59:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'date range over (local date is already the next day)',
      [entry('a', { dateTo: '2026-07-01' })],
      '2026-07-01T22:00:00Z',
      'none',
      null,
    ],
    ['date range not started', [entry('a', { dateFrom: '2026-07-02' })], '2026-07-01T10:00:00Z', 'none', null],
    // Across midnight: Friday 22:00-02:00 (2026-07-03 is a Friday).
    [
      'across midnight, evening part',
      [entry('n', { weekdays: ['friday'], from: '22:00', to: '02:00' })],
      '2026-07-03T20:30:00Z',
      'schedule',
      'seg-n',
    ],
    [
      'across midnight, after midnight belongs to Friday',
      [entry('n', { weekdays: ['friday'], from: '22:00', to: '02:00' })],
      '2026-07-03T23:30:00Z',
      'schedule',
      'seg-n',
    ],
    [
      'across midnight, end exclusive (02:00 Sat)',
      [entry('n', { weekdays: ['friday'], from: '22:00', to: '02:00' })],
      '2026-07-04T00:00:00Z',
      'none',
      null,
    ],
    [
      'across midnight, Friday early morning is Thursday night (not Friday)',
      [entry('n', { weekdays: ['friday'], from: '22:00', to: '02:00' })],
      '2026-07-02T23:30:00Z',
      'none',
      null,
    ],
    [
      'across midnight, date range end still plays the night after',
      [entry('n', { dateTo: '2026-07-03', from: '22:00', to: '02:00' })],
      '2026-07-03T23:30:00Z',
      'schedule',
      'seg-n',
    ],
    // DST spring forward 2026-03-29: 02:00 CET jumps to 03:00 CEST.
    [
      'DST spring: 01:59 CET before the window',
      [entry('a', { from: '02:00', to: '04:00' })],
      '2026-03-29T00:59:00Z',
      'none',
      null,
    ],
    [
      'DST spring: 01:00Z is 03:00 CEST, inside 02:00-04:00',
      [entry('a', { from: '02:00', to: '04:00' })],
      '2026-03-29T01:00:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'DST spring: 03:00-04:00 starts at 01:00Z',
      [entry('a', { from: '03:00', to: '04:00' })],
      '2026-03-29T01:00:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'DST spring: night window Sat 22:00-03:00 ends at 01:00Z',
      [entry('a', { weekdays: ['saturday'], from: '22:00', to: '03:00' })],
      '2026-03-29T00:59:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'DST spring: night window Sat 22:00-03:00 is over at 03:00 CEST',
      [entry('a', { weekdays: ['saturday'], from: '22:00', to: '03:00' })],
      '2026-03-29T01:00:00Z',
      'none',
      null,
    ],
    // DST fall back 2026-10-25: 03:00 CEST goes back to 02:00 CET, 02:xx happens twice.
    [
      'DST autumn: first 02:30 (CEST)',
      [entry('a', { from: '02:00', to: '03:00' })],
      '2026-10-25T00:30:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'DST autumn: second 02:30 (CET)',
      [entry('a', { from: '02:00', to: '03:00' })],
      '2026-10-25T01:30:00Z',
      'schedule',
      'seg-a',
    ],
    [
      'DST autumn: 02:00Z is 03:00 CET, after the window',
      [entry('a', { from: '02:00', to: '03:00' })],
      '2026-10-25T02:00:00Z',
      'none',
      null,
    ],
    [
      'DST autumn: 12:00 local is 11:00Z again',
      [entry('a', { from: '12:00', to: '12:30' })],
      '2026-10-25T11:00:00Z',
      'schedule',
      'seg-a',
    ],
  ];

  it.each(table)('%s', (_case, entries, at, source, segmentId) => {
    const r = resolvePlayback(noDevice, at, { stream: stream({ entries }) });
    expect([r.source, r.segmentId]).toEqual([source, segmentId]);
  });

  it('takeover beats every schedule entry; the latest started of two wins; the end is exclusive', () => {
    const s = stream({
      entries: [entry('a', { priority: 100 })],
      takeovers: [
        {
          id: 't1',
          name: 'Markt',
          segment: { id: 'seg-t1' },
          startsAt: '2026-07-01T08:00:00Z',
          endsAt: '2026-07-01T12:00:00Z',
        },
        {
          id: 't2',
          name: 'Fest',
          segment: { id: 'seg-t2' },
          startsAt: '2026-07-01T09:00:00Z',
          endsAt: '2026-07-01T10:00:00Z',
        },
      ],
    });
    const at = (iso: string) => resolvePlayback(noDevice, iso, { stream: s });
    expect(at('2026-07-01T08:30:00Z')).toMatchObject({ source: 'takeover', segmentId: 'seg-t1', takeoverId: 't1' });
    expect(at('2026-07-01T09:30:00Z')).toMatchObject({ source: 'takeover', segmentId: 'seg-t2', takeoverId: 't2' });
    expect(at('2026-07-01T10:00:00Z')).toMatchObject({ source: 'takeover', takeoverId: 't1' });
    expect(at('2026-07-01T12:00:00Z')).toMatchObject({ source: 'schedule', segmentId: 'seg-a', entryId: 'a' });
    expect(at('2026-07-01T07:59:59Z')).toMatchObject({ source: 'schedule', segmentId: 'seg-a' });
  });

  it('a show-scene or message command beats a takeover until it runs out', () => {
    const s = stream({
      takeovers: [
        {
          id: 't',
          name: 'x',
          segment: { id: 'seg-t' },
          startsAt: '2026-07-01T00:00:00Z',
          endsAt: '2026-07-02T00:00:00Z',
        },
      ],
    });
    const override = { sceneId: 'scene-1', until: '2026-07-01T10:05:00Z' };
    expect(resolvePlayback(noDevice, '2026-07-01T10:00:00Z', { stream: s, override })).toMatchObject({
      source: 'override',
      sceneId: 'scene-1',
      segmentId: null,
    });
    expect(resolvePlayback(noDevice, '2026-07-01T10:05:00Z', { stream: s, override }).source).toBe('takeover');
    const message = { message: 'Heute ab 15 Uhr geschlossen', until: '2026-07-01T11:00:00Z' };
    expect(resolvePlayback(noDevice, '2026-07-01T10:00:00Z', { stream: s, override: message })).toMatchObject({
      source: 'override',
      message: 'Heute ab 15 Uhr geschlossen',
    });
  });

  it("falls back: schedule > the device's own segment > the stream's fallback segment > nothing", () => {
    const device = { segment: { id: 'seg-own' } };
    const evening = entry('e', { from: '18:00', to: '20:00' });
    const s = stream({ entries: [evening], fallbackSegment: { id: 'seg-fb' } });
    expect(resolvePlayback(device, '2026-07-01T16:30:00Z', { stream: s })).toMatchObject({
      source: 'schedule',
      segmentId: 'seg-e',
    });
    expect(resolvePlayback(device, '2026-07-01T10:00:00Z', { stream: s })).toMatchObject({
      source: 'device',
      segmentId: 'seg-own',
    });
    expect(resolvePlayback(noDevice, '2026-07-01T10:00:00Z', { stream: s })).toMatchObject({
      source: 'fallback',
      segmentId: 'seg-fb',
    });
    expect(resolvePlayback(device, '2026-07-01T10:00:00Z', { stream: null })).toMatchObject({ source: 'device' });
    expect(resolvePlayback(noDevice, '2026-07-01T10:00:00Z', { stream: null })).toMatchObject({
      source: 'none',
      segmentId: null,
    });
  });

  it('reads the schedule in the given time zone', () => {
    const s = stream({ entries: [entry('a', { from: '12:00', to: '13:00' })] });
    expect(resolvePlayback(noDevice, '2026-07-01T11:30:00Z', { stream: s, timezone: 'Europe/London' }).source).toBe(
      'schedule',
    );
    expect(resolvePlayback(noDevice, '2026-07-01T11:30:00Z', { stream: s }).source).toBe('none');
  });
});

describe('scheduleEntryActive', () => {
  it('from == to is a whole day starting at from', () => {
    const e = entry('a', { from: '06:00', to: '06:00', weekdays: ['monday'] });
    expect(scheduleEntryActive(e, '2026-07-06', 6 * 60)).toBe(true); // Monday 06:00
    expect(scheduleEntryActive(e, '2026-07-07', 5 * 60 + 59)).toBe(true); // Tuesday 05:59, still Monday's day
    expect(scheduleEntryActive(e, '2026-07-07', 6 * 60)).toBe(false);
  });
});

describe('segmentPosition', () => {
  const items = [
    { scene: { id: 'a' }, durationSeconds: 10, transition: 'none' as const },
    { scene: { id: 'b' }, durationSeconds: 5, transition: 'fade' as const },
  ];
  it.each([
    [0, 0, 0],
    [9.5, 0, 9.5],
    [10, 1, 0],
    [14, 1, 4],
    [15, 0, 0],
    [31, 0, 1],
  ])('at %p s: item %p, %p s in', (elapsed, index, offset) => {
    expect(segmentPosition(items, elapsed)).toEqual({ index, offsetSeconds: offset });
  });
  it('an empty segment has no position', () => expect(segmentPosition([], 3)).toBeNull());
});
