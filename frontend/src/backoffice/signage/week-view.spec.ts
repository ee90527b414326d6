import type { StreamView } from '@bestell/domain';
import { weekStart, weekView } from './week-view';

const stream: Pick<StreamView, 'entries' | 'takeovers' | 'fallbackSegment'> = {
  entries: [
    {
      id: 'e1',
      segment: { id: 'breakfast' },
      dateFrom: null,
      dateTo: null,
      weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      from: '06:00',
      to: '10:30',
      priority: 1,
    },
    {
      id: 'e2',
      segment: { id: 'night' },
      dateFrom: null,
      dateTo: null,
      weekdays: ['friday'],
      from: '22:00',
      to: '02:00',
      priority: 1,
    },
  ],
  takeovers: [],
  fallbackSegment: { id: 'all' },
};

describe('weekView', () => {
  it('finds the Monday of the week in Vienna', () => {
    expect(weekStart(new Date('2026-01-18T22:30:00Z'))).toBe('2026-01-12'); // Sunday 23:30 Vienna
    expect(weekStart(new Date('2026-01-18T23:30:00Z'))).toBe('2026-01-19'); // Monday 00:30 Vienna
  });

  it('merges slots into blocks, with windows across midnight', () => {
    const days = weekView(stream, '2026-01-12');
    expect(days).toHaveLength(7);
    expect(days[0]!.blocks.map((b) => [b.from, b.to, b.segmentId])).toEqual([
      [0, 360, 'all'],
      [360, 630, 'breakfast'],
      [630, 1440, 'all'],
    ]);
    // Friday night runs into Saturday until 02:00.
    expect(days[4]!.blocks.at(-1)).toMatchObject({ from: 1320, to: 1440, segmentId: 'night', source: 'schedule' });
    expect(days[5]!.blocks[0]).toMatchObject({ from: 0, to: 120, segmentId: 'night' });
  });
});
