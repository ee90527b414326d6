import { describe, expect, it } from '@jest/globals';
import {
  activityTimes,
  afterAction,
  formatTimer,
  idleTimeoutMs,
  initialScreen,
  nextSteps,
  reduce,
  type Event,
  type Person,
  type Screen,
} from './time-clock-machine';

const person: Person = { username: 'lena', name: 'Lena Bauer', pin: '1201', clock: 'off', me: null, todayShift: null };
const run = (events: Event[], from: Screen = initialScreen) => events.reduce(reduce, from);

describe('time-clock screen state machine', () => {
  it('offers one big step per state and Gehen beside it while at work', () => {
    expect(nextSteps('off')).toEqual({ primary: 'start', secondary: null });
    expect(nextSteps('working')).toEqual({ primary: 'pause', secondary: 'end' });
    expect(nextSteps('paused')).toEqual({ primary: 'resume', secondary: 'end' });
    expect(['start', 'pause', 'resume', 'end'].map((a) => afterAction(a as never))).toEqual([
      'working',
      'paused',
      'working',
      'off',
    ]);
  });

  it('goes name -> PIN -> person; the PIN takes 4 to 8 digits', () => {
    let s = run([
      { type: 'pick', username: 'lena', name: 'Lena Bauer' },
      ...'123'.split('').map((digit) => ({ type: 'digit', digit }) as Event),
    ]);
    expect(s).toMatchObject({ phase: 'pin', pin: '123', busy: false });
    expect(reduce(s, { type: 'submit' })).toBe(s); // too short
    s = run(
      [{ type: 'digit', digit: '4' }, { type: 'backspace' }, { type: 'digit', digit: '1' }, { type: 'submit' }],
      s,
    );
    expect(s).toMatchObject({ phase: 'pin', pin: '1231', busy: true });
    expect(reduce(s, { type: 'digit', digit: '9' })).toBe(s); // keys wait while checking
    s = run(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((digit) => ({ type: 'digit', digit })),
      {
        ...s,
        pin: '',
        busy: false,
      } as Screen,
    );
    expect(s).toMatchObject({ pin: '12345678' });
  });

  it('clears the PIN and shows the error after a refused login', () => {
    const s = run([
      { type: 'pick', username: 'lena', name: 'Lena Bauer' },
      ...'9999'.split('').map((digit) => ({ type: 'digit', digit }) as Event),
      { type: 'submit' },
      { type: 'login-failed', message: 'Benutzername oder PIN ist falsch.' },
    ]);
    expect(s).toEqual({
      phase: 'pin',
      username: 'lena',
      name: 'Lena Bauer',
      pin: '',
      busy: false,
      error: 'Benutzername oder PIN ist falsch.',
    });
  });

  it('after a punch waits 5 s, otherwise 60 s, before the name list returns', () => {
    const pin = run([{ type: 'pick', username: 'lena', name: 'Lena Bauer' }]);
    expect(idleTimeoutMs(initialScreen)).toBeNull();
    expect(idleTimeoutMs(pin)).toBe(60_000);
    const shown = run(
      [
        { type: 'digit', digit: '1' },
        { type: 'logged-in', person },
      ],
      { ...pin, busy: true } as Screen,
    );
    expect(shown).toMatchObject({ phase: 'person', acted: false });
    expect(idleTimeoutMs(shown)).toBe(60_000);
    const done = run(
      [{ type: 'punch' }, { type: 'punched', person: { ...person, clock: 'working' }, notice: 'ok' }],
      shown,
    );
    expect(done).toMatchObject({ phase: 'person', acted: true, busy: false, notice: 'ok' });
    expect(idleTimeoutMs(done)).toBe(5_000);
    expect(reduce(done, { type: 'reset' })).toEqual(initialScreen);
  });

  it('keeps the person on a refused punch and shows why', () => {
    const shown: Screen = { phase: 'person', person, busy: false, acted: false };
    const s = run(
      [{ type: 'punch' }, { type: 'punch-failed', message: 'Aktivität konnte nicht gestartet werden' }],
      shown,
    );
    expect(s).toMatchObject({ phase: 'person', busy: false, error: 'Aktivität konnte nicht gestartet werden' });
  });

  it('times the activity without its pauses, and a running pause', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const t = activityTimes(
      {
        start: '2026-11-24T07:00:00Z',
        end: null,
        state: 'paused',
        pauses: [
          { start: '2026-11-24T08:00:00Z', end: '2026-11-24T08:15:00Z' },
          { start: '2026-11-24T09:30:00Z', end: null },
        ],
      },
      now,
    );
    expect(formatTimer(t.worked)).toBe('2:15:00');
    expect(t.pausedSince?.toISOString()).toBe('2026-11-24T09:30:00.000Z');
  });
});
