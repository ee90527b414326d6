// Spec section 8 "Storefront" error catalogue: closed, no delivery and preorder notices, verbatim.
import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { at, rule, TZ } from '../opening-hours/test-helpers.js';
import type { Branch } from '../types.js';
import { closedNotice, noDeliveryNotice, preorderNotice } from './notices.js';

const branch: Branch = {
  id: 1,
  name: 'Filiale',
  openingHours: [rule('daily', '10:00', '18:00'), rule('sunday', '00:00', '00:00', { isClosed: true })],
  deliveryHours: [rule('daily', '11:00', '14:00')],
  isDeliveryHoursEnabled: true,
  isDeliveryEnabled: true,
  isTakeawayEnabled: true,
  isDineInEnabled: false,
  isPreorderEnabled: true,
  closedMessage: 'Wir sind im Urlaub.',
};

describe('closed notice (spec 8)', () => {
  it.each<[string, Partial<Branch>, string, string[] | null]>([
    ['open', {}, '2026-06-01 12:00', null],
    [
      'reopens today',
      {},
      '2026-06-01 08:00',
      ['Derzeit haben wir leider geschlossen.', 'Wir öffnen wieder um 10:00 Uhr.'],
    ],
    [
      'reopens another day',
      {},
      '2026-06-06 19:00',
      ['Derzeit haben wir leider geschlossen.', 'Wir öffnen wieder am Montag um 10:00 Uhr.'],
    ],
    [
      'no next shift: closedMessage',
      { openingHours: [], deliveryHours: [] },
      '2026-06-01 12:00',
      ['Derzeit haben wir leider geschlossen.', 'Wir sind im Urlaub.'],
    ],
    [
      'no next shift, no message',
      { openingHours: [], deliveryHours: [], closedMessage: null },
      '2026-06-01 12:00',
      ['Derzeit haben wir leider geschlossen.'],
    ],
  ])('%s', (_name, overrides, now, expected) => {
    expect(closedNotice({ ...branch, ...overrides }, at(now), TZ)).toEqual(expected);
  });
});

describe('no-delivery notice (spec 8)', () => {
  it.each<[string, Partial<Branch>, string, string[] | null]>([
    ['delivery possible', {}, '2026-06-01 12:00', null],
    [
      'outside delivery hours, same day',
      {},
      '2026-06-01 10:30',
      ['Derzeit ist leider keine Lieferung möglich.', 'Wir liefern wieder ab 11:00 Uhr.', OWN_TEXTS.offerTakeaway],
    ],
    [
      'outside delivery hours, next day',
      { isDineInEnabled: true },
      '2026-06-01 15:00',
      [
        'Derzeit ist leider keine Lieferung möglich.',
        'Wir liefern wieder am Dienstag ab 11:00 Uhr.',
        OWN_TEXTS.offerTakeaway,
        OWN_TEXTS.offerDineIn,
      ],
    ],
    [
      'delivery not offered',
      { isDeliveryEnabled: false, isTakeawayEnabled: false },
      '2026-06-01 12:00',
      ['Derzeit bieten wir leider keine Lieferung an.'],
    ],
    [
      'no future delivery hours',
      { deliveryHours: [] },
      '2026-06-01 12:00',
      ['Derzeit ist leider keine Lieferung möglich.', OWN_TEXTS.offerTakeaway],
    ],
  ])('%s', (_name, overrides, now, expected) => {
    expect(noDeliveryNotice({ ...branch, ...overrides }, at(now), TZ)).toEqual(expected);
  });
});

describe('preorder notice (spec 8)', () => {
  it.each<[string, Partial<Branch>, 'takeaway' | 'delivery', string, string[] | null]>([
    ['orderable now', {}, 'takeaway', '2026-06-01 12:00', null],
    ['preorder disabled', { isPreorderEnabled: false }, 'takeaway', '2026-06-01 08:00', null],
    [
      'fully closed',
      {},
      'takeaway',
      '2026-06-01 08:00',
      [
        'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
        'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
      ],
    ],
    [
      'open, but not delivering',
      {},
      'delivery',
      '2026-06-01 15:00',
      ['Gerne nehmen wir auch Ihre Vorbestellungen entgegen.'],
    ],
  ])('%s', (_name, overrides, orderType, now, expected) => {
    expect(preorderNotice({ ...branch, ...overrides }, orderType, at(now), TZ)).toEqual(expected);
  });
});
