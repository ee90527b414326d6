import { describe, expect, it } from '@jest/globals';
import { at, TZ } from '../opening-hours/test-helpers.js';
import { type CapacitySettings, cutoffError, DEFAULT_CAPACITY_SETTINGS, rushState } from './rush.js';
import { CAPACITY_TEXTS } from './texts.js';

const settings = (extra: Partial<CapacitySettings>): CapacitySettings => ({ ...DEFAULT_CAPACITY_SETTINGS, ...extra });

describe('rush mode', () => {
  const s = settings({ leadMinutes: 10, rushThreshold: 15, rushLeadMinutes: 20, pauseThreshold: 30 });

  it.each([
    [0, { rush: false, paused: false, leadMinutes: 10 }],
    [14, { rush: false, paused: false, leadMinutes: 10 }],
    [15, { rush: true, paused: false, leadMinutes: 30 }],
    [29, { rush: true, paused: false, leadMinutes: 30 }],
    [30, { rush: true, paused: true, leadMinutes: 30 }],
  ])('%i open orders -> %j', (open, expected) => {
    expect(rushState(s, open)).toEqual(expected);
  });

  it('never rushes or pauses without thresholds', () => {
    expect(rushState(DEFAULT_CAPACITY_SETTINGS, 10_000)).toEqual({ rush: false, paused: false, leadMinutes: 0 });
  });
});

describe('cut-offs', () => {
  const s = settings({ sameDayCutoff: '14:00', dayBeforeCutoff: '16:00' });

  it('refuses today from the same-day cut-off on', () => {
    expect(cutoffError(s, at('2026-11-30 17:00'), at('2026-11-30 13:59'), TZ)).toBeNull();
    expect(cutoffError(s, at('2026-11-30 17:00'), at('2026-11-30 14:00'), TZ)).toBe(
      CAPACITY_TEXTS.sameDayCutoff('14:00'),
    );
  });

  it('refuses tomorrow from the day-before cut-off on, and never later days', () => {
    expect(cutoffError(s, at('2026-12-01 08:00'), at('2026-11-30 15:59'), TZ)).toBeNull();
    expect(cutoffError(s, at('2026-12-01 08:00'), at('2026-11-30 16:00'), TZ)).toBe(
      CAPACITY_TEXTS.dayBeforeCutoff('16:00'),
    );
    expect(cutoffError(s, at('2026-12-02 08:00'), at('2026-11-30 23:00'), TZ)).toBeNull();
  });

  it('has no cut-offs unless set', () => {
    expect(cutoffError(DEFAULT_CAPACITY_SETTINGS, at('2026-11-30 23:00'), at('2026-11-30 23:00'), TZ)).toBeNull();
  });
});
