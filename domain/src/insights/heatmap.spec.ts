import { describe, expect, it } from '@jest/globals';
import { emptyHeatmap, heatmapFromCounts, heatmapOf } from './heatmap.js';

// A fixed fixture and its table computed by hand (Vienna: UTC+1 until 29 March 2026 01:00 UTC, then UTC+2).
const FIXTURE = [
  '2026-03-02T07:15:00Z', // Mon 08:15
  '2026-03-02T07:45:00Z', // Mon 08:45
  '2026-03-08T23:30:00Z', // Sunday in UTC, Mon 00:30 local
  '2026-03-07T11:00:00Z', // Sat 12:00
  '2026-03-29T01:30:00Z', // Sun 03:30 (first hour of summer time)
  '2026-07-15T10:00:00Z', // Wed 12:00 (UTC+2)
  '2026-07-15T10:59:00Z', // Wed 12:59
  '2026-07-19T21:59:00Z', // Sun 23:59
];

function table(cells: [row: number, hour: number, count: number][]) {
  const map = emptyHeatmap();
  for (const [row, hour, count] of cells) map[row]![hour] = count;
  return map;
}

describe('order-time heatmap (weekday x hour)', () => {
  const expected = table([
    [0, 0, 1],
    [0, 8, 2],
    [2, 12, 2],
    [5, 12, 1],
    [6, 3, 1],
    [6, 23, 1],
  ]);

  it('matches the hand-computed table', () => {
    expect(heatmapOf(FIXTURE, 'Europe/Vienna')).toEqual(expected);
  });

  it('is the same when built from SQL-style counts (isodow 1 = Monday)', () => {
    expect(
      heatmapFromCounts([
        { isodow: 1, hour: 0, count: 1 },
        { isodow: 1, hour: 8, count: 2 },
        { isodow: 3, hour: 12, count: 2 },
        { isodow: 6, hour: 12, count: 1 },
        { isodow: 7, hour: 3, count: 1 },
        { isodow: 7, hour: 23, count: 1 },
        { isodow: 8, hour: 1, count: 5 }, // outside the grid
      ]),
    ).toEqual(expected);
  });

  it('has 7 rows of 24 hours', () => {
    const map = heatmapOf([]);
    expect(map).toHaveLength(7);
    expect(map.every((row) => row.length === 24 && row.every((c) => c === 0))).toBe(true);
  });
});
