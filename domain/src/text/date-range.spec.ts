import { describe, expect, it } from '@jest/globals';
import { DATE_RANGE, DATE_RANGE_MESSAGE, isDateInRange } from './date-range.js';

describe('isDateInRange (issue 36)', () => {
  it.each<[string, boolean]>([
    ['2000-01-01', true],
    ['2026-05-14', true],
    ['2100-12-31', true],
    ['1999-12-31', false],
    ['2101-01-01', false],
    ['0001-01-01', false],
    ['9999-12-31', false],
    ['2000-01-01T00:00:00Z', true],
    ['2100-12-31T23:59:59.999+14:00', true],
    ['1999-12-31T23:59:59Z', false],
    ['2101-01-01T00:00:00-12:00', false],
    ['9999-12-31T23:59:59Z', false],
    ['0001-01-01T00:00:00Z', false],
    ['+010000-01-01', false],
    ['-000001-01-01', false],
    ['20260514', false],
    ['2026-05-14x', false],
    ['', false],
  ])('%j -> %s', (value, inside) => {
    expect(isDateInRange(value)).toBe(inside);
  });

  it('names the range in its German message', () => {
    expect(DATE_RANGE).toEqual({ min: '2000-01-01', max: '2100-12-31' });
    expect(DATE_RANGE_MESSAGE).toBe('Das Datum muss zwischen 01.01.2000 und 31.12.2100 liegen.');
  });
});
