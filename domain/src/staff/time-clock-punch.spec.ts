// punchIntoActivity (issue 38 item 1): pause, resume and end of an open activity, and late offline punches.
import { describe, expect, it } from '@jest/globals';
import { STAFF_TEXTS } from './texts.js';
import { type ActivityPause, punchIntoActivity } from './time-clock.js';

const start = '2026-03-02T07:00:00.000Z';
const t = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00.000Z`);
const done: ActivityPause = { start: '2026-03-02T09:00:00.000Z', end: '2026-03-02T09:30:00.000Z' };
const running: ActivityPause = { start: '2026-03-02T10:00:00.000Z', end: null };
const refused = { error: STAFF_TEXTS.punchBeforeLast };

describe('punchIntoActivity', () => {
  it.each<[string, ActivityPause[], 'pause' | 'resume' | 'end', Date, unknown]>([
    ['pause', [], 'pause', t('08:00'), { pauses: [{ start: t('08:00').toISOString(), end: null }], end: null }],
    [
      'resume',
      [done, running],
      'resume',
      t('10:15'),
      { pauses: [done, { ...running, end: t('10:15').toISOString() }], end: null },
    ],
    [
      'end while paused closes the pause',
      [running],
      'end',
      t('11:00'),
      { pauses: [{ ...running, end: t('11:00').toISOString() }], end: t('11:00') },
    ],
    ['end while working', [done], 'end', t('12:00'), { pauses: [done], end: t('12:00') }],
    ['pause before the last pause ended', [done], 'pause', t('09:15'), refused],
    ['resume before the pause began', [running], 'resume', t('09:59'), refused],
    ['end at the start', [], 'end', t('07:00'), refused],
    ['pause before the start', [], 'pause', t('06:59'), refused],
    [
      'pause at the start',
      [],
      'pause',
      t('07:00'),
      { pauses: [{ start: t('07:00').toISOString(), end: null }], end: null },
    ],
  ])('%s', (_name, pauses, action, at, expected) => {
    expect(punchIntoActivity({ start, pauses }, action, at)).toEqual(expected);
  });
});
