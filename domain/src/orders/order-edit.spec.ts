// Spec 7 "PUT /orders/{id}" for staff: contact data, comment and appointment, checked with the
// checkout's step-1 rules (spec 5) on the fields the edit changes.
import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { CHECKOUT_TEXTS } from '../messages/storefront.js';
import { at, rule, TZ } from '../opening-hours/test-helpers.js';
import { PHONE_FORMAT_EXAMPLE } from '../checkout/phone.js';
import type { Branch } from '../types.js';
import { changedEditFields, orderEditErrors } from './order-edit.js';

const branch: Branch = {
  id: 1,
  name: 'Filiale Wien',
  openingHours: [rule('daily', '10:00', '20:00')],
  isTakeawayEnabled: true,
  isTakeawayPhoneRequired: true,
};
const order = { firstName: 'Anna', lastName: 'Muster', phone: '+436641234567', email: '', comment: '' };
const clock = { now: at('2026-06-01 09:00'), tz: TZ };

describe('staff order edit (spec 7)', () => {
  it('lists only fields whose value changes', () => {
    expect(changedEditFields(order, { firstName: 'Anna', lastName: 'Maier', comment: '' })).toEqual(['lastName']);
  });

  it('accepts a valid change and ignores untouched invalid data', () => {
    const legacy = { ...order, phone: '123' };
    expect(orderEditErrors(legacy, { comment: 'Ohne Nüsse' }, branch, clock)).toEqual([]);
  });

  it.each<[Record<string, string>, string, string]>([
    [{ firstName: ' ' }, 'firstName', OWN_TEXTS.firstNameRequired],
    [{ phone: '' }, 'phone', OWN_TEXTS.phoneRequired],
    [{ email: 'anna@' }, 'email', OWN_TEXTS.emailInvalid],
    [{ phone: '664' }, 'phone', CHECKOUT_TEXTS.phoneFormat(PHONE_FORMAT_EXAMPLE)],
  ])('refuses %p', (edit, field, message) => {
    expect(orderEditErrors(order, edit, branch, clock)).toEqual([{ field, message }]);
  });

  it('checks a changed appointment against the opening hours', () => {
    const closed = orderEditErrors(order, { appointmentDate: at('2026-06-01 21:00').toISOString() }, branch, clock);
    expect(closed).toEqual([{ field: 'appointmentDate', message: CHECKOUT_TEXTS.appointmentClosed }]);
    const open = orderEditErrors(order, { appointmentDate: at('2026-06-01 12:00').toISOString() }, branch, clock);
    expect(open).toEqual([]);
  });
});
