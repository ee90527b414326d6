// Issue 40 item 4: dine-in at a closed branch only for a chosen time, never 'So bald wie möglich'.
import { describe, expect, it } from '@jest/globals';
import { DINE_IN_TEXTS, type DineInBranch, dineInClosedError } from './dine-in.js';

const at = '2026-06-02T10:00:00.000Z';

describe('dineInClosedError', () => {
  it.each<[string, boolean, string | null, DineInBranch, ReturnType<typeof dineInClosedError>]>([
    ['open, as soon as possible', true, null, {}, null],
    ['open, with a time', true, at, { isPreorderEnabled: true }, null],
    ['closed, no pre-orders', false, null, {}, { field: 'isDineIn', message: DINE_IN_TEXTS.closed }],
    [
      'closed, no pre-orders, a time does not help',
      false,
      at,
      {},
      { field: 'isDineIn', message: DINE_IN_TEXTS.closed },
    ],
    [
      'closed, pre-orders, as soon as possible',
      false,
      null,
      { isPreorderEnabled: true },
      { field: 'appointmentDate', message: DINE_IN_TEXTS.closedPickTime },
    ],
    ['closed, pre-orders, a chosen time', false, at, { isPreorderEnabled: true }, null],
    [
      'closed, appointment required, none yet',
      false,
      '',
      { isAppointmentRequired: true },
      { field: 'appointmentDate', message: DINE_IN_TEXTS.closedPickTime },
    ],
    ['closed, appointment required, a chosen time', false, at, { isAppointmentRequired: true }, null],
  ])('%s', (_name, openNow, appointmentDate, branch, expected) => {
    expect(dineInClosedError({ openNow, appointmentDate, branch })).toEqual(expected);
  });
});
