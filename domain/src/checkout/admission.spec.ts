// Admission of a new order (issue 38 item 1): each rule as a table, with the API's field and German text.
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_CAPACITY_SETTINGS } from '../capacity/rush.js';
import { CAPACITY_TEXTS } from '../capacity/texts.js';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { CHECKOUT_TEXTS, NOTICE_TEXTS } from '../messages/storefront.js';
import { at, rule, TZ } from '../opening-hours/test-helpers.js';
import type { Branch, OrderType, PaymentMethod } from '../types.js';
import { DINE_IN_TEXTS } from './dine-in.js';
import {
  ADMISSION_TEXTS,
  type AdmissionBranch,
  type AdmissionError,
  branchAdmissionError,
  type CheckoutAdmission,
  checkoutAdmissionErrors,
  dedupeErrors,
  isTestOrder,
  leadTimeError,
  minimumOrderError,
  orderableNowError,
  orderTypeError,
  productError,
  rushError,
  testPaymentError,
} from './admission.js';

const open: AdmissionBranch = {
  isPublic: true,
  isEnabled: true,
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isDineInEnabled: true,
  isPreorderEnabled: false,
  isQuotationRequired: false,
};
const branchUnavailable = { field: 'branch', message: ADMISSION_TEXTS.branchUnavailable };

describe('branchAdmissionError', () => {
  it.each<[string, AdmissionBranch | null, boolean, boolean | undefined, OrderType, boolean, AdmissionError | null]>([
    ['open branch', open, false, undefined, 'takeaway', true, null],
    ['unknown branch', null, false, undefined, 'takeaway', true, branchUnavailable],
    ['private branch, customer', { ...open, isPublic: false }, false, undefined, 'takeaway', true, branchUnavailable],
    ['private branch, staff', { ...open, isPublic: false }, true, undefined, 'takeaway', true, null],
    ['disabled branch, staff', { ...open, isEnabled: false }, true, undefined, 'takeaway', true, branchUnavailable],
    [
      'test order by a customer',
      open,
      false,
      true,
      'takeaway',
      true,
      { field: 'isTest', message: ADMISSION_TEXTS.testOrderStaffOnly },
    ],
    ['test order by staff', open, true, true, 'takeaway', true, null],
    [
      'type disabled before hours',
      { ...open, isDineInEnabled: false },
      false,
      undefined,
      'dineIn',
      false,
      { field: 'isDineIn', message: ADMISSION_TEXTS.orderTypeDisabled },
    ],
    ['closed', open, false, undefined, 'takeaway', false, { message: NOTICE_TEXTS.closedNow }],
  ])('%s', (_name, branch, tester, isTest, orderType, openNow, expected) => {
    expect(branchAdmissionError({ branch, tester, isTest, orderType, openNow })).toEqual(expected);
  });
});

// Issue 40 item 4: a closed café took dine-in 'So bald wie möglich'; now only for a chosen time.
describe('branchAdmissionError for dine-in at a closed branch', () => {
  const preorder = { ...open, isPreorderEnabled: true };
  const time = '2026-06-02T08:00:00.000Z';
  it.each<[string, AdmissionBranch, boolean, string | null, AdmissionError | null]>([
    ['open, as soon as possible', preorder, true, null, null],
    [
      'closed, pre-orders, as soon as possible',
      preorder,
      false,
      null,
      { field: 'appointmentDate', message: DINE_IN_TEXTS.closedPickTime },
    ],
    ['closed, pre-orders, a chosen time', preorder, false, time, null],
    [
      'closed, quotes only',
      { ...open, isQuotationRequired: true },
      false,
      time,
      { field: 'isDineIn', message: DINE_IN_TEXTS.closed },
    ],
  ])('%s', (_name, branch, openNow, appointmentDate, expected) => {
    const input = { branch, tester: false, orderType: 'dineIn' as const, openNow, appointmentDate };
    expect(branchAdmissionError(input)).toEqual(expected);
    // Takeaway keeps pre-ordering 'So bald wie möglich' (worked on once the branch opens).
    expect(branchAdmissionError({ ...input, orderType: 'takeaway', appointmentDate: null })).toBeNull();
  });
});

describe('orderTypeError', () => {
  it.each<[OrderType, Partial<AdmissionBranch>, AdmissionError | null]>([
    ['takeaway', {}, null],
    ['delivery', {}, null],
    ['dineIn', {}, null],
    ['takeaway', { isTakeawayEnabled: false }, { field: 'isDelivery', message: ADMISSION_TEXTS.orderTypeDisabled }],
    ['dineIn', { isDineInEnabled: false }, { field: 'isDineIn', message: ADMISSION_TEXTS.orderTypeDisabled }],
    ['delivery', { isDeliveryEnabled: false }, { field: 'isDelivery', message: NOTICE_TEXTS.noDeliveryOffered }],
  ])('%s with %p', (orderType, flags, expected) => {
    expect(orderTypeError(orderType, { ...open, ...flags })).toEqual(expected);
  });
});

describe('orderableNowError', () => {
  it.each<[OrderType, boolean, Partial<AdmissionBranch>, AdmissionError | null]>([
    ['takeaway', true, {}, null],
    ['takeaway', false, {}, { message: NOTICE_TEXTS.closedNow }],
    ['dineIn', false, {}, { message: NOTICE_TEXTS.closedNow }],
    ['delivery', false, {}, { message: NOTICE_TEXTS.noDeliveryNow }],
    ['takeaway', false, { isPreorderEnabled: true }, null],
    ['delivery', false, { isQuotationRequired: true }, null],
  ])('%s, open %p, %p', (orderType, openNow, flags, expected) => {
    expect(orderableNowError(orderType, openNow, { ...open, ...flags })).toEqual(expected);
  });
});

describe('isTestOrder', () => {
  it.each<[boolean | undefined, boolean, boolean, boolean]>([
    [true, true, true, true],
    [undefined, true, true, false],
    [undefined, false, true, true],
    [true, true, false, false],
    [undefined, false, false, false],
  ])('asked %p, public %p, staff %p -> %p', (requested, isPublic, tester, expected) => {
    expect(isTestOrder({ ...open, isPublic }, requested, tester)).toBe(expected);
  });
});

describe('rushError', () => {
  const paused = { message: CAPACITY_TEXTS.paused };
  it.each<[boolean, boolean, string, AdmissionError | null]>([
    [false, false, 'web', null],
    [true, false, 'web', paused],
    [true, false, 'api', paused],
    [true, true, 'web', null],
    [true, false, 'kiosk', null],
    [true, false, 'phone', null],
  ])('paused %p, override %p, %s', (isPaused, override, channel, expected) => {
    expect(rushError(isPaused, override, channel)).toEqual(expected);
  });
});

describe('leadTimeError', () => {
  const now = at('2026-03-02 12:01');
  const tooSoon = (minutes: number) => ({ field: 'appointmentDate', message: CAPACITY_TEXTS.tooSoon(minutes) });
  // now + 30 min is 12:31, rounded up to the 5-minute grid: 12:35.
  it.each<[string | null, number, AdmissionError | null]>([
    [null, 30, null],
    [at('2026-03-02 12:35').toISOString(), 30, null],
    [at('2026-03-02 12:34').toISOString(), 30, tooSoon(30)],
    // Without lead time the grid still applies: 12:05 is the earliest.
    [at('2026-03-02 12:05').toISOString(), 0, null],
    [at('2026-03-02 12:01').toISOString(), 0, tooSoon(0)],
  ])('%s with %d minutes', (appointment, minutes, expected) => {
    expect(leadTimeError(appointment, now, minutes)).toEqual(expected);
  });
});

describe('testPaymentError', () => {
  const refused = { field: 'paymentMethod', message: ADMISSION_TEXTS.testOrderOnlinePayment };
  it.each<[boolean, PaymentMethod, AdmissionError | null]>([
    [true, 'mollie', refused],
    [true, 'datatrans', refused],
    [true, 'cash', null],
    [false, 'mollie', null],
  ])('test %p, %s', (isTest, method, expected) => {
    expect(testPaymentError(isTest, method)).toEqual(expected);
  });
});

describe('minimumOrderError', () => {
  it.each([
    [{ reached: true, minimum: null, missing: '0.00' }, null],
    [{ reached: true, minimum: '15.00', missing: '0.00' }, null],
    [
      { reached: false, minimum: '15.00', missing: '3.00' },
      { field: 'deliveryArea', message: CHECKOUT_TEXTS.minimumOrder('15,00 €') },
    ],
  ])('%p', (check, expected) => {
    expect(minimumOrderError(check, 'EUR')).toEqual(expected);
  });
});

describe('productError', () => {
  const now = at('2026-03-02 12:00');
  const pizza = { name: 'Pizza', isEnabled: true, isPublic: true, category: null };
  const morning = { isEnabled: true, schedule: [rule('daily', '06:00', '10:00')] };
  it.each<[string, Parameters<typeof productError>[0], boolean, string | null]>([
    ['listed and available', pizza, true, null],
    ['unknown product', undefined, true, ADMISSION_TEXTS.productUnknown],
    ['not public', { ...pizza, isPublic: false }, true, ADMISSION_TEXTS.productUnknown],
    ['not in the active menu', pizza, false, ADMISSION_TEXTS.productUnknown],
    ['disabled', { ...pizza, isEnabled: false }, true, ADMISSION_TEXTS.productUnavailable('Pizza')],
    [
      'category served mornings only',
      { ...pizza, category: morning },
      true,
      ADMISSION_TEXTS.productUnavailable('Pizza'),
    ],
    ['category available', { ...pizza, category: { isEnabled: true } }, true, null],
  ])('%s', (_name, product, listed, expected) => {
    expect(productError(product, listed, now, TZ)).toBe(expected);
  });
});

describe('checkoutAdmissionErrors', () => {
  const branch: Branch = {
    id: 1,
    name: 'Filiale Wien',
    openingHours: [rule('daily', '10:00', '20:00')],
    isTakeawayEnabled: true,
    isDineInEnabled: true,
    isCashEnabled: true,
    isMollieEnabled: true,
    isHydroAGVoucherEnabled: true,
  };
  const now = at('2026-03-02 12:00');
  const base: CheckoutAdmission = {
    form: {
      firstName: 'Anna',
      lastName: 'Muster',
      paymentMethod: 'cash',
      notificationType: 'email',
      legalInstructions: true,
      privacyPolicy: true,
    },
    orderType: 'takeaway',
    branch,
    products: [],
    now,
    tz: TZ,
    isTest: false,
    table: { given: false, found: false },
    donatee: { given: false, found: false },
    capacity: null,
  };
  const soon = at('2026-03-02 12:10').toISOString();
  it.each<[string, Partial<CheckoutAdmission>, AdmissionError[]]>([
    ['valid', {}, []],
    [
      'unknown table for dine-in, unknown donatee',
      { orderType: 'dineIn', table: { given: true, found: false }, donatee: { given: true, found: false } },
      [
        { field: 'table', message: ADMISSION_TEXTS.tableUnknown },
        { field: 'donatee', message: ADMISSION_TEXTS.donateeUnknown },
      ],
    ],
    ['a table for takeaway is ignored', { table: { given: true, found: false } }, []],
    [
      'lead time',
      {
        form: { ...base.form, appointmentDate: soon },
        capacity: { leadMinutes: 30, settings: DEFAULT_CAPACITY_SETTINGS },
      },
      [{ field: 'appointmentDate', message: CAPACITY_TEXTS.tooSoon(30) }],
    ],
    [
      'same-day cut-off',
      { capacity: { leadMinutes: 0, settings: { ...DEFAULT_CAPACITY_SETTINGS, sameDayCutoff: '11:00' } } },
      [{ field: 'appointmentDate', message: CAPACITY_TEXTS.sameDayCutoff('11:00') }],
    ],
    [
      'checkout form',
      { form: { ...base.form, privacyPolicy: false } },
      [{ field: 'privacyPolicy', message: OWN_TEXTS.privacyPolicyRequired }],
    ],
    [
      'voucher without code',
      { form: { ...base.form, paymentMethod: 'hydro-ag-voucher' } },
      [{ field: 'voucherCode', message: OWN_TEXTS.voucherCodeRequired }],
    ],
    [
      'test order paid online',
      { isTest: true, form: { ...base.form, paymentMethod: 'mollie' } },
      [{ field: 'paymentMethod', message: ADMISSION_TEXTS.testOrderOnlinePayment }],
    ],
  ])('%s', (_name, overrides, expected) => {
    // The handler dedupes the whole list (validateCheckout reports the voucher code too).
    expect(dedupeErrors(checkoutAdmissionErrors({ ...base, ...overrides }))).toEqual(expected);
  });
});

describe('dedupeErrors', () => {
  it('keeps the first of equal field and message', () => {
    const a = { field: 'x', message: 'm' };
    expect(dedupeErrors([a, { field: 'x', message: 'm' }, { message: 'm' }, { field: 'x', message: 'n' }])).toEqual([
      a,
      { message: 'm' },
      { field: 'x', message: 'n' },
    ]);
  });
});
