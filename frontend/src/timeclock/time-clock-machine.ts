// The time-clock screen as a reducer: name list -> PIN pad -> the person with one big button. Pure, so
// the steps are tested without a browser; TimeClockPage does the requests and the timers.
import { DEFAULT_TIMEZONE } from '@bestell/domain';
import type { ClockState, TimeClockAction } from '@bestell/domain';

export interface ActivityView {
  start: string;
  end: string | null;
  pauses: { start: string; end: string | null }[];
  state: ClockState;
}

export interface MeView {
  name: string;
  state: ClockState;
  workingActivity: ActivityView | null;
  weekWorkedMinutes: number;
}

export interface ShiftView {
  start: string;
  end: string;
  breakMinutes: number;
}

export interface Person {
  username: string;
  name: string;
  pin: string;
  clock: ClockState;
  /** null while offline: the state then comes from the last known one plus the queued punches. */
  me: MeView | null;
  todayShift: ShiftView | null;
}

export type Screen =
  | { phase: 'names'; error?: string }
  | { phase: 'pin'; username: string; name: string; pin: string; busy: boolean; error?: string }
  | { phase: 'person'; person: Person; busy: boolean; notice?: string; error?: string; acted: boolean };

export type Event =
  | { type: 'pick'; username: string; name: string }
  | { type: 'digit'; digit: string }
  | { type: 'backspace' }
  | { type: 'submit' }
  | { type: 'login-failed'; message: string }
  | { type: 'logged-in'; person: Person }
  | { type: 'punch' }
  | { type: 'punched'; person: Person; notice: string }
  | { type: 'punch-failed'; message: string }
  | { type: 'reset' };

export const PIN_MAX = 8;
export const PIN_MIN = 4;

export const TIME_ZONE = DEFAULT_TIMEZONE;

export const initialScreen: Screen = { phase: 'names' };

export const ACTION_LABEL: Record<TimeClockAction, string> = {
  start: 'Kommen',
  pause: 'Pause',
  resume: 'Weiter',
  end: 'Gehen',
};

/** The big button and, while at work, the smaller 'Gehen' beside it. */
export function nextSteps(clock: ClockState): { primary: TimeClockAction; secondary: TimeClockAction | null } {
  if (clock === 'off') return { primary: 'start', secondary: null };
  if (clock === 'working') return { primary: 'pause', secondary: 'end' };
  return { primary: 'resume', secondary: 'end' };
}

/** The state after an action, for punches queued offline. */
export function afterAction(action: TimeClockAction): ClockState {
  if (action === 'start' || action === 'resume') return 'working';
  if (action === 'pause') return 'paused';
  return 'off';
}

export function confirmation(action: TimeClockAction, name: string, at: Date): string {
  const time = at.toLocaleTimeString('de-AT', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
  const first = name.split(' ')[0];
  if (action === 'start') return `Hallo ${first}, eingestempelt um ${time} Uhr.`;
  if (action === 'pause') return `Pause ab ${time} Uhr.`;
  if (action === 'resume') return `Weiter ab ${time} Uhr.`;
  return `Ausgestempelt um ${time} Uhr. Schönen Feierabend, ${first}!`;
}

export function reduce(screen: Screen, event: Event): Screen {
  switch (event.type) {
    case 'reset':
      return initialScreen;
    case 'pick':
      return { phase: 'pin', username: event.username, name: event.name, pin: '', busy: false };
    case 'digit':
      if (screen.phase !== 'pin' || screen.busy || screen.pin.length >= PIN_MAX) return screen;
      return { ...screen, pin: screen.pin + event.digit, error: undefined };
    case 'backspace':
      if (screen.phase !== 'pin' || screen.busy) return screen;
      return { ...screen, pin: screen.pin.slice(0, -1), error: undefined };
    case 'submit':
      if (screen.phase !== 'pin' || screen.busy || screen.pin.length < PIN_MIN) return screen;
      return { ...screen, busy: true, error: undefined };
    case 'login-failed':
      if (screen.phase !== 'pin') return screen;
      return { ...screen, busy: false, pin: '', error: event.message };
    case 'logged-in':
      if (screen.phase !== 'pin') return screen;
      return { phase: 'person', person: event.person, busy: false, acted: false };
    case 'punch':
      if (screen.phase !== 'person' || screen.busy) return screen;
      return { ...screen, busy: true, error: undefined };
    case 'punched':
      if (screen.phase !== 'person') return screen;
      return { phase: 'person', person: event.person, busy: false, acted: true, notice: event.notice };
    case 'punch-failed':
      if (screen.phase !== 'person') return screen;
      return { ...screen, busy: false, error: event.message, notice: undefined };
  }
}

/** How long the screen waits without a touch before it shows the name list again. */
export function idleTimeoutMs(screen: Screen): number | null {
  if (screen.phase === 'names') return null;
  if (screen.phase === 'person' && screen.acted) return 5_000;
  return 60_000;
}

/** Worked and paused time of an activity at `now`, in milliseconds. */
export function activityTimes(activity: ActivityView, now: Date): { worked: number; pausedSince: Date | null } {
  const end = activity.end ? new Date(activity.end).getTime() : now.getTime();
  let paused = 0;
  let pausedSince: Date | null = null;
  for (const p of activity.pauses) {
    const pe = p.end ? new Date(p.end).getTime() : end;
    paused += Math.max(0, pe - new Date(p.start).getTime());
    if (!p.end) pausedSince = new Date(p.start);
  }
  return { worked: Math.max(0, end - new Date(activity.start).getTime() - paused), pausedSince };
}

/** Milliseconds as H:MM:SS for the running timer. */
export function formatTimer(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
