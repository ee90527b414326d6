import { describe, expect, it } from '@jest/globals';
import {
  bucketLabel,
  changePercent,
  formatDuration,
  grainOf,
  minutes,
  presetRange,
  shiftedDay,
  toCsv,
} from './statistics-model';

describe('statistics page model', () => {
  // Wednesday 4 March 2026, 00:30 in Vienna (23:30 UTC the day before).
  const now = new Date('2026-03-03T23:30:00Z');

  it.each([
    ['today', { from: '2026-03-04', to: '2026-03-04' }],
    ['week', { from: '2026-03-02', to: '2026-03-04' }],
    ['month', { from: '2026-03-01', to: '2026-03-04' }],
    ['year', { from: '2026-01-01', to: '2026-03-04' }],
  ] as const)('preset %s is %j in Vienna', (preset, range) => {
    expect(presetRange(preset, now)).toEqual(range);
  });

  it.each([
    [{ from: '2026-03-01', to: '2026-03-31' }, 'day'],
    [{ from: '2026-01-01', to: '2026-05-31' }, 'week'],
    [{ from: '2026-01-01', to: '2026-12-31' }, 'month'],
  ] as const)('%j is drawn by %s', (range, grain) => {
    expect(grainOf(range)).toBe(grain);
  });

  it('compares with the previous period', () => {
    expect(changePercent(120, 100)).toBe(20);
    expect(changePercent(50, 200)).toBe(-75);
    expect(changePercent(5, 0)).toBeNull();
    expect(
      shiftedDay('2026-03-05', { from: '2026-03-02', to: '2026-03-08' }, { from: '2026-02-23', to: '2026-03-01' }),
    ).toBe('2026-02-26');
  });

  it('labels buckets', () => {
    expect(bucketLabel('2026-03-05', 'day')).toBe('05.03.');
    expect(bucketLabel('2026-03-01', 'month')).toBe('03/2026');
  });

  it('writes semicolon CSV with decimal commas and quoting', () => {
    const csv = toCsv(
      [
        { title: 'Produkt', value: (r: { name: string; gross: string; n: number }) => r.name },
        { title: 'Umsatz', value: (r) => r.gross },
        { title: 'Anteil', value: (r) => r.n },
      ],
      [
        { name: 'Semmel', gross: '20.50', n: 0.5 },
        { name: 'Brot; "groß"', gross: '3.00', n: 2 },
      ],
    );
    expect(csv).toBe('Produkt;Umsatz;Anteil\r\nSemmel;20,50;0,5\r\n"Brot; ""groß""";3,00;2\r\n');
  });

  it.each([
    [null, '–'],
    [0, '0 s'],
    [45, '45 s'],
    [60, '1 min 00 s'],
    [245, '4 min 05 s'],
    [3599, '59 min 59 s'],
    [3900, '1 h 05 min'],
    [90_000, '25 h 00 min'],
  ])('formats %p seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('gives chart minutes with one decimal and keeps gaps', () => {
    expect(minutes(150)).toBe(2.5);
    expect(minutes(null)).toBeNull();
  });
});
