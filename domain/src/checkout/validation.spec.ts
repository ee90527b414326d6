// Spec section 5 "Checkout step 1 valid when", steps 2 and 3, required contact per order type (spec 3).
import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { CHECKOUT_TEXTS } from '../messages/storefront.js';
import { at, rule, TZ } from '../opening-hours/test-helpers.js';
import type { Branch } from '../types.js';
import {
  areaCoversZip,
  branchDeliversTo,
  type CheckoutForm,
  contactRequirements,
  deliveryAreaForZip,
  deliveryAreaSummary,
  deliveryZipCode,
  deliveryZipMessage,
  isContactShown,
  isValidStreet,
  orderTypeOf,
  validateCheckout,
  validateStep1,
  validateStep2,
  validateStep3,
  withoutContactRequirements,
} from './validation.js';

const branch: Branch = {
  id: 1,
  name: 'Filiale Wien',
  openingHours: [rule('daily', '10:00', '20:00')],
  deliveryHours: [rule('daily', '17:00', '21:00')],
  isDeliveryHoursEnabled: true,
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isDineInEnabled: true,
  isTableSelectionEnabled: true,
  isTakeawayPhoneRequired: true,
  isDeliveryPhoneRequired: true,
  isDeliveryEmailRequired: true,
  isDeliveryAddressRequired: true,
  isCashEnabled: true,
  deliveryAreas: [{ area: '1010', price: '3', tax: '20', free: false, zipCodes: ['1010'] }],
};
const valid: CheckoutForm = {
  firstName: 'Anna',
  lastName: 'Muster',
  phone: '+436641234567',
  email: 'anna@example.at',
  street: 'Hauptstraße 1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
  deliveryArea: '1010',
  paymentMethod: 'cash',
  notificationType: 'sms',
  legalInstructions: true,
  privacyPolicy: true,
};
const fields = (errors: { field: string }[]) => errors.map((error) => error.field);

describe('checkout step 1 (spec 5)', () => {
  it.each<[string, CheckoutForm, Partial<Branch>, string[]]>([
    ['valid takeaway', valid, {}, []],
    ['valid delivery', { ...valid, isDelivery: true }, {}, []],
    ['names required', { ...valid, firstName: ' ', lastName: null }, {}, ['firstName', 'lastName']],
    ['phone required for takeaway', { ...valid, phone: '' }, {}, ['phone']],
    ['phone optional but malformed', { ...valid, phone: '123' }, { isTakeawayPhoneRequired: false }, ['phone']],
    ['email required for delivery', { ...valid, isDelivery: true, email: '' }, {}, ['email']],
    ['email malformed even if optional', { ...valid, email: 'anna@' }, {}, ['email']],
    [
      'address for delivery: two-word street, zip, city, country',
      { ...valid, isDelivery: true, street: 'Hauptstraße', zipCode: '', city: '', country: 'FR' },
      {},
      ['street', 'zipCode', 'city', 'country'],
    ],
    [
      'different delivery address is checked too',
      { ...valid, isDelivery: true, isDeliveryAddressDifferent: true, deliveryStreet: 'Ring', deliveryCountry: 'CH' },
      {},
      ['deliveryStreet', 'deliveryZipCode', 'deliveryCity'],
    ],
    [
      'a sent delivery area is not the authority: the zip code decides (issue 40)',
      { ...valid, isDelivery: true, deliveryArea: '9999' },
      {},
      [],
    ],
    ['a zip code no area covers', { ...valid, isDelivery: true, zipCode: '1100' }, {}, ['zipCode']],
    ['appointment required', { ...valid, appointmentDate: null }, { isAppointmentRequired: true }, ['appointmentDate']],
    ['table required for dine-in with table selection', { ...valid, isDineIn: true }, {}, ['table']],
    ['dine-in with table hides contact: names not required', { isDineIn: true, table: 'T1' }, {}, []],
    [
      'dine-in with table but phone required shows contact',
      { isDineIn: true, table: 'T1' },
      { isDineInPhoneRequired: true },
      ['firstName', 'lastName', 'phone'],
    ],
  ])('%s', (_name, form, overrides, expected) => {
    expect(fields(validateStep1(form, { ...branch, ...overrides }))).toEqual(expected);
  });

  it('uses the spec texts', () => {
    const errors = validateStep1(
      { ...valid, phone: '664', appointmentDate: '' },
      { ...branch, isAppointmentRequired: true },
    );
    expect(errors).toEqual([
      { field: 'phone', message: 'Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.' },
      { field: 'appointmentDate', message: 'Bitte wählen Sie einen Termin aus.' },
    ]);
  });

  it('checks a given appointment against the hours of the order type when a clock is passed', () => {
    const context = { now: at('2026-06-01 08:00'), tz: TZ };
    const takeaway = { ...valid, appointmentDate: at('2026-06-01 12:00').toISOString() };
    expect(validateStep1(takeaway, branch, context)).toEqual([]);
    expect(validateStep1({ ...takeaway, isDelivery: true }, branch, context)).toEqual([
      { field: 'appointmentDate', message: CHECKOUT_TEXTS.appointmentClosed },
    ]);
    expect(validateStep1(takeaway, branch)).toEqual([]); // without a clock only presence is checked
  });
});

describe('checkout steps 2 and 3 (spec 5)', () => {
  it('step 2 needs step 1 and an offered payment method', () => {
    expect(validateStep2(valid, branch)).toEqual([]);
    expect(fields(validateStep2({ ...valid, paymentMethod: 'mollie' }, branch))).toEqual(['paymentMethod']);
    expect(fields(validateStep2({ ...valid, firstName: '' }, branch))).toEqual(['firstName']);
  });

  it('step 2 needs a well-formed code for the voucher method only (same rule as the server)', () => {
    const voucherBranch = { ...branch, isHydroAGVoucherEnabled: true };
    const voucher = { ...valid, paymentMethod: 'hydro-ag-voucher' };
    expect(validateStep2({ ...voucher, voucherCode: '' }, voucherBranch)).toEqual([
      { field: 'voucherCode', message: OWN_TEXTS.voucherCodeRequired },
    ]);
    expect(validateStep2({ ...voucher, voucherCode: 'AB1' }, voucherBranch)).toEqual([
      { field: 'voucherCode', message: OWN_TEXTS.voucherCodeInvalid },
    ]);
    expect(validateStep2({ ...voucher, voucherCode: ' hag 2024-ab12 ' }, voucherBranch)).toEqual([]);
    // Another method ignores a leftover or malformed code.
    expect(validateStep2({ ...valid, voucherCode: 'x' }, voucherBranch)).toEqual([]);
    expect(fields(validateCheckout({ ...voucher, voucherCode: null }, voucherBranch))).toEqual(['voucherCode']);
  });

  it('step 3 needs notificationType and both checkboxes', () => {
    expect(validateStep3(valid, branch)).toEqual([]);
    expect(
      validateStep3({ ...valid, notificationType: '', legalInstructions: false, privacyPolicy: undefined }, branch),
    ).toEqual([
      { field: 'notificationType', message: OWN_TEXTS.notificationTypeRequired },
      { field: 'legalInstructions', message: OWN_TEXTS.legalInstructionsRequired },
      { field: 'privacyPolicy', message: OWN_TEXTS.privacyPolicyRequired },
    ]);
  });

  it('submit needs all three steps; step-1 errors are reported once', () => {
    expect(validateCheckout(valid, branch)).toEqual([]);
    expect(
      fields(validateCheckout({ ...valid, lastName: '', privacyPolicy: false, paymentMethod: null }, branch)),
    ).toEqual(['lastName', 'paymentMethod', 'privacyPolicy']);
  });
});

describe('checkout helpers (spec 2, 3)', () => {
  it('derives the order type and requirements', () => {
    expect(orderTypeOf({ isDelivery: true, isDineIn: true })).toBe('delivery');
    expect(orderTypeOf({ isDineIn: true })).toBe('dineIn');
    expect(orderTypeOf({})).toBe('takeaway');
    expect(contactRequirements(branch, 'delivery')).toEqual({ email: true, phone: true, address: true });
    expect(contactRequirements(branch, 'dineIn')).toEqual({ email: false, phone: false, address: false });
    expect(isContactShown(branch, 'dineIn')).toBe(false);
    expect(isContactShown({ ...branch, isTableSelectionEnabled: false }, 'dineIn')).toBe(true);
  });

  it.each([
    ['Hauptstraße 1', true],
    ['  Am Hof  2 ', true],
    ['Hauptstraße', false],
    ['', false],
    [null, false],
  ])('street %p valid: %p', (street, expected) => {
    expect(isValidStreet(street)).toBe(expected);
  });
});

describe('the delivery address decides the area (issues 12, 40)', () => {
  const zoned: Partial<Branch> = {
    deliveryAreas: [
      { area: 'Innenstadt', price: '0', tax: '20', free: true, zipCodes: ['1010', '1070'] },
      { area: 'Umland', price: '9', tax: '20', free: false, zipCodes: ['23*', ' 3 4 * '] },
      { area: 'Ohne Liste', price: '15', tax: '20', free: false },
    ],
  };
  const delivery = (form: Partial<CheckoutForm>) => ({ ...valid, isDelivery: true, ...form });
  const different = {
    zipCode: '1010',
    isDeliveryAddressDifferent: true,
    deliveryStreet: 'Ring 1',
    deliveryCity: 'Mödling',
    deliveryCountry: 'AT',
  };

  it.each<[string, string | null, string | null]>([
    ['exact entry', '1070', 'Innenstadt'],
    ['spaces and case do not count', ' 10 70 ', 'Innenstadt'],
    ['prefix entry', '2340', 'Umland'],
    ['prefix entry written with spaces', '3400', 'Umland'],
    ['no area covers it (an area without a list covers nothing)', '9999', null],
    ['a prefix is not a match for a shorter zip', '2', null],
    ['empty zip', '', null],
    ['no zip', null, null],
  ])('deliveryAreaForZip: %s (%p -> %p)', (_name, zip, expected) => {
    expect(deliveryAreaForZip({ ...branch, ...zoned }, zip)?.area ?? null).toBe(expected);
  });

  it.each<[string, Partial<CheckoutForm>, string[]]>([
    ['covered zip, area sent matches', { deliveryArea: 'Innenstadt', zipCode: '1070' }, []],
    ['covered zip, a different area sent: the zip wins', { deliveryArea: 'Innenstadt', zipCode: '2340' }, []],
    ['covered zip, no area sent', { deliveryArea: null, zipCode: '3400' }, []],
    ['zip no area covers', { deliveryArea: 'Ohne Liste', zipCode: '9999' }, ['zipCode']],
    [
      'the different delivery address counts, not the billing one',
      { ...different, deliveryZipCode: '9999' },
      ['deliveryZipCode'],
    ],
    ['a covered different delivery address', { ...different, zipCode: '9999', deliveryZipCode: '2340' }, []],
    ['no zip at all: asked for once', { zipCode: '' }, ['zipCode']],
  ])('%s', (_name, form, expected) => {
    expect(fields(validateStep1(delivery(form), { ...branch, ...zoned }))).toEqual(expected);
  });

  it.each<[Parameters<typeof deliveryAreaSummary>[0], string]>([
    [
      { area: '1060 Mariahilf', price: '3.9', free: false, minimumOrderValue: '20', freeFromOrderValue: '40' },
      'Liefergebiet 1060 Mariahilf · Liefergebühr 3,90 € · Mindestbestellwert 20,00 € · kostenlos ab 40,00 €',
    ],
    [
      { area: '1070 Neubau', price: '0', free: true, minimumOrderValue: '15', freeFromOrderValue: null },
      'Liefergebiet 1070 Neubau · Liefergebühr kostenlos · Mindestbestellwert 15,00 €',
    ],
    [{ area: 'Umland', price: '9', free: false }, 'Liefergebiet Umland · Liefergebühr 9,00 €'],
  ])('deliveryAreaSummary %#', (area, text) => {
    expect(deliveryAreaSummary(area)).toBe(text);
  });

  it('a branch without areas takes the zip code as typed', () => {
    expect(validateStep1(delivery({ zipCode: '9999' }), { ...branch, deliveryAreas: [] })).toEqual([]);
  });

  it('names the zip code in the message on the zip field', () => {
    expect(validateStep1(delivery({ deliveryArea: 'Innenstadt', zipCode: '1100' }), { ...branch, ...zoned })).toEqual([
      { field: 'zipCode', message: OWN_TEXTS.deliveryZipNotServed('1100') },
    ]);
  });

  // Issue 39 item 5: the zip message names the branch that does deliver there.
  it('names another branch that delivers to the zip, or says nobody does, when the branches are known', () => {
    const linz: Partial<Branch> = {
      deliveryAreas: [{ area: 'Linz Zentrum', price: '3', tax: '20', free: false, zipCodes: ['4020'] }],
    };
    const urfahr = {
      id: 2,
      name: 'Linz-Urfahr',
      isDeliveryEnabled: true,
      deliveryAreas: [{ zipCodes: ['4040', '4020'] }],
    };
    const hidden = { ...urfahr, id: 3, name: 'Privat', isPublic: false };
    const unlisted = { ...urfahr, id: 5, name: 'Ohne Liste', deliveryAreas: [{ zipCodes: [] }] };
    const off = { ...urfahr, id: 4, name: 'Ohne Lieferung', isDeliveryEnabled: false };
    const order = delivery({ deliveryArea: 'Linz Zentrum', zipCode: '4040' });
    const context = (deliveringBranches: object[]) => ({
      now: at('2026-06-01T18:00'),
      tz: TZ,
      deliveringBranches: deliveringBranches as never,
    });
    // The ordering branch itself (id 1) is skipped even when listed; private, non-delivering or
    // list-less ones too.
    expect(
      validateStep1(order, { ...branch, ...linz }, context([{ ...branch, ...linz }, hidden, off, unlisted, urfahr])),
    ).toEqual([{ field: 'zipCode', message: '4040 beliefern wir von Linz-Urfahr aus. Bitte bestellen Sie dort.' }]);
    expect(validateStep1(order, { ...branch, ...linz }, context([hidden, off, unlisted]))).toEqual([
      { field: 'zipCode', message: 'An die Postleitzahl 4040 liefern wir leider nicht.' },
    ]);
    expect(deliveryZipMessage({ id: 1, deliveryAreas: [] }, '4040')).toBe(OWN_TEXTS.deliveryZipNotServed('4040'));
    expect(branchDeliversTo(urfahr, '4020')).toBe(true);
    expect(branchDeliversTo(unlisted, '4020')).toBe(false);
    expect(branchDeliversTo({ ...urfahr, deliveryAreas: [] }, '4020')).toBe(false);
    // A kiosk's order asks for no contact data, whatever the branch asks online.
    const strict = { ...branch, isTakeawayPhoneRequired: true, isTakeawayEmailRequired: true };
    const anonymous = { ...valid, phone: '', email: '' };
    expect(fields(validateStep1(anonymous, strict))).toEqual(['phone', 'email']);
    expect(validateStep1(anonymous, withoutContactRequirements(strict))).toEqual([]);
  });

  it('takeaway orders ignore areas; helpers on their own', () => {
    expect(validateStep1({ ...valid, deliveryArea: 'Innenstadt', zipCode: '9999' }, { ...branch, ...zoned })).toEqual(
      [],
    );
    expect(areaCoversZip({ zipCodes: [] }, '1')).toBe(false);
    expect(areaCoversZip({ zipCodes: null }, '1')).toBe(false);
    expect(areaCoversZip({ zipCodes: [' '] }, '1')).toBe(false);
    expect(areaCoversZip({ zipCodes: ['*'] }, '')).toBe(false);
    expect(areaCoversZip({ zipCodes: ['ab 1'] }, 'AB1')).toBe(true);
    expect(deliveryZipCode({ zipCode: ' 1010 ' })).toBe('1010');
    expect(deliveryZipCode({ isDeliveryAddressDifferent: true, zipCode: '1', deliveryZipCode: null })).toBe('');
  });
});

describe('a cart that needs a date (issue 16)', () => {
  it('requires the appointment when the context asks for it, as for a branch that always does', () => {
    const form = { ...valid, appointmentDate: null };
    expect(validateStep1(form, branch, { now: at('2026-06-01 09:00'), tz: TZ })).toEqual([]);
    expect(validateStep1(form, branch, { now: at('2026-06-01 09:00'), tz: TZ, requireAppointment: true })).toEqual([
      { field: 'appointmentDate', message: CHECKOUT_TEXTS.appointmentRequired },
    ]);
  });
});
