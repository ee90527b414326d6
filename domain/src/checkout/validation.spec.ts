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
  deliveryZipCode,
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
  deliveryAreas: [{ area: '1010', price: '3', tax: '20', free: false }],
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
      'delivery area must be one of the branch',
      { ...valid, isDelivery: true, deliveryArea: '9999' },
      {},
      ['deliveryArea'],
    ],
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

describe('delivery area and zip code (issue 12)', () => {
  const zoned: Partial<Branch> = {
    deliveryAreas: [
      { area: 'Innenstadt', price: '0', tax: '20', free: true, zipCodes: ['1010', '1070'] },
      { area: 'Umland', price: '9', tax: '20', free: false, zipCodes: ['23*', ' 3 4 * '] },
      { area: 'Überall', price: '15', tax: '20', free: false },
    ],
  };
  const delivery = (form: Partial<CheckoutForm>) => ({ ...valid, isDelivery: true, ...form });

  it.each<[string, Partial<CheckoutForm>, string[]]>([
    ['zip in the chosen area', { deliveryArea: 'Innenstadt', zipCode: '1070' }, []],
    ['zip outside the chosen area', { deliveryArea: 'Innenstadt', zipCode: '2340' }, ['deliveryArea']],
    ['prefix entries', { deliveryArea: 'Umland', zipCode: '2340' }, []],
    ['prefix entries ignore spaces', { deliveryArea: 'Umland', zipCode: '3400' }, []],
    ['an area without list takes any zip', { deliveryArea: 'Überall', zipCode: '9999' }, []],
    [
      'the different delivery address counts, not the billing one',
      {
        deliveryArea: 'Innenstadt',
        zipCode: '1010',
        isDeliveryAddressDifferent: true,
        deliveryStreet: 'Ring 1',
        deliveryZipCode: '2340',
        deliveryCity: 'Mödling',
        deliveryCountry: 'AT',
      },
      ['deliveryArea'],
    ],
  ])('%s', (_name, form, expected) => {
    expect(fields(validateStep1(delivery(form), { ...branch, ...zoned }))).toEqual(expected);
  });

  it('names the zip code in the message on deliveryArea', () => {
    expect(validateStep1(delivery({ deliveryArea: 'Innenstadt', zipCode: '2340' }), { ...branch, ...zoned })).toEqual([
      { field: 'deliveryArea', message: OWN_TEXTS.deliveryAreaZipMismatch('2340') },
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
    const anywhere = { ...urfahr, id: 5, name: 'Überall', deliveryAreas: [{ zipCodes: [] }] };
    const off = { ...urfahr, id: 4, name: 'Ohne Lieferung', isDeliveryEnabled: false };
    const order = delivery({ deliveryArea: 'Linz Zentrum', zipCode: '4040' });
    const context = (deliveringBranches: object[]) => ({
      now: at('2026-06-01T18:00'),
      tz: TZ,
      deliveringBranches: deliveringBranches as never,
    });
    // The ordering branch itself (id 1) is skipped even when listed; private or non-delivering ones too.
    expect(
      validateStep1(order, { ...branch, ...linz }, context([{ ...branch, ...linz }, hidden, off, anywhere, urfahr])),
    ).toEqual([
      { field: 'deliveryArea', message: '4040 beliefern wir von Linz-Urfahr aus. Bitte bestellen Sie dort.' },
    ]);
    expect(validateStep1(order, { ...branch, ...linz }, context([anywhere]))[0]!.message).toContain('von Überall aus');
    expect(validateStep1(order, { ...branch, ...linz }, context([hidden, off]))).toEqual([
      { field: 'deliveryArea', message: 'An die Postleitzahl 4040 liefern wir leider nicht.' },
    ]);
    // Another area of the same branch serves it: choose that area; without the branches: the old message.
    expect(
      validateStep1(
        delivery({ deliveryArea: 'Innenstadt', zipCode: '2340' }),
        { ...branch, ...zoned },
        context([urfahr]),
      ),
    ).toEqual([{ field: 'deliveryArea', message: OWN_TEXTS.deliveryAreaZipMismatch('2340') }]);
    expect(validateStep1(order, { ...branch, ...linz })).toEqual([
      { field: 'deliveryArea', message: OWN_TEXTS.deliveryAreaZipMismatch('4040') },
    ]);
    expect(branchDeliversTo(urfahr, '4020')).toBe(true);
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
    expect(areaCoversZip({ zipCodes: [] }, '1')).toBe(true);
    expect(areaCoversZip({ zipCodes: null }, '1')).toBe(true);
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
