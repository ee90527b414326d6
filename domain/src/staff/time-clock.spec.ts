// Issue 18 items 2 and 3: the clock's states, offline punches (12 h back, no future), and activities
// derived from append-only punches.
import { describe, expect, it } from '@jest/globals';
import { STAFF_TEXTS } from './texts.js';
import { actionError, clockActions, deriveActivities, type Punch, punchTimeError, stateOf } from './time-clock.js';

const now = '2026-06-01T12:00:00Z';

describe('time clock', () => {
  it.each<[string, string, string | null]>([
    ['now', now, null],
    ['3 h old (offline)', '2026-06-01T09:00:00Z', null],
    ['12 h old exactly', '2026-06-01T00:00:00Z', null],
    ['13 h old', '2026-05-31T23:00:00Z', STAFF_TEXTS.punchTooOld(12)],
    ['1 min ahead (clock skew)', '2026-06-01T12:01:00Z', null],
    ['1 h in the future', '2026-06-01T13:00:00Z', STAFF_TEXTS.punchInFuture],
  ])('punch time %s', (_name, time, error) => {
    expect(punchTimeError(time, now)).toBe(error);
  });

  it.each([
    ['off', 'start', null],
    ['off', 'pause', STAFF_TEXTS.notStarted],
    ['off', 'end', STAFF_TEXTS.notStarted],
    ['working', 'start', STAFF_TEXTS.alreadyStarted],
    ['working', 'resume', STAFF_TEXTS.notPaused],
    ['working', 'pause', null],
    ['paused', 'pause', STAFF_TEXTS.alreadyPaused],
    ['paused', 'resume', null],
    ['paused', 'end', null],
  ] as const)('%s: %s -> %s', (state, action, error) => {
    expect(actionError(state, action)).toBe(error);
  });

  it('offers the next step', () => {
    expect(clockActions('off')).toEqual(['start']);
    expect(clockActions('working')).toEqual(['pause', 'end']);
    expect(clockActions('paused')).toEqual(['resume', 'end']);
  });

  it('derives activities from punches in time order, skipping those that do not fit', () => {
    const punches: Punch[] = [
      { kind: 'clock-out', at: '2026-06-01T16:00:00Z' },
      { kind: 'clock-in', at: '2026-06-01T08:00:00Z' },
      { kind: 'pause-start', at: '2026-06-01T12:00:00Z' },
      { kind: 'pause-start', at: '2026-06-01T12:05:00Z' },
      { kind: 'pause-end', at: '2026-06-01T12:30:00Z' },
      { kind: 'pause-end', at: '2026-06-01T12:31:00Z' },
      { kind: 'clock-in', at: '2026-06-01T16:00:00Z' },
      { kind: 'pause-start', at: '2026-06-01T17:00:00Z' },
      { kind: 'clock-out', at: '2026-06-01T17:30:00Z' },
    ];
    const activities = deriveActivities(punches);
    expect(activities.map((a) => [a.start.toISOString(), a.end?.toISOString(), a.pauses.length])).toEqual([
      ['2026-06-01T08:00:00.000Z', '2026-06-01T16:00:00.000Z', 1],
      ['2026-06-01T16:00:00.000Z', '2026-06-01T17:30:00.000Z', 1],
    ]);
    // Clocking out during a pause ends the pause with it.
    expect(activities[1]!.pauses[0]!.end?.toISOString()).toBe('2026-06-01T17:30:00.000Z');
    expect(stateOf(null)).toBe('off');
    expect(stateOf(deriveActivities([{ kind: 'clock-in', at: now }])[0]!)).toBe('working');
  });
});
