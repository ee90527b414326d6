// PlaceOrderHandler on fakes (issue 38 item 1): no database; the writer, catalogue, capacity and relay are
// plain objects. A refused order writes nothing; an admitted one is written once, in one statement.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  ADMISSION_TEXTS,
  type Branch as DomainBranch,
  CAPACITY_TEXTS,
  CHECKOUT_TEXTS,
  DEFAULT_CAPACITY_SETTINGS,
  DINE_IN_TEXTS,
  NOTICE_TEXTS,
  OWN_TEXTS,
  type Product as DomainProduct,
} from '@bestell/domain';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/index.js';
import type { CapacityContext, CapacityService } from '../../../capacity/index.js';
import { ApiError } from '../../../common/index.js';
import type { OutboxRelay } from '../../../outbox/index.js';
import type { ShopConfigService } from '../../../settings/index.js';
import type { CachedBranch, OrderCatalogueCache } from '../../catalogue-cache.js';
import type { NewOrder } from '../../order.repository.js';
import type { PaymentProvider } from '../../payment/payment-provider.js';
import { PlaceOrderCommand, type OrderOrigin } from './place-order.command.js';
import { PlaceOrderHandler } from './place-order.handler.js';

const NOW = new Date('2026-03-02T11:00:00.000Z'); // Monday 12:00 in Vienna
const BRANCH_ID = '00000000-0000-4000-8000-000000000001';
const PRODUCT_ID = '00000000-0000-4000-8000-000000000002';

const domainProduct: DomainProduct = {
  id: PRODUCT_ID,
  name: 'Pizza',
  type: 'simple',
  price: '9.90',
  unit: 'piece',
  tax: '10',
  isEnabled: true,
  maximumQuantity: 10,
};
// Issue 40: the address's zip code decides the area; '1100' lies in none of them.
const areas = [
  { area: '1070 Neubau', price: '0.00', tax: '20', free: true, minimumOrderValue: '0.00', zipCodes: ['1070'] },
  { area: '1060 Mariahilf', price: '3.90', tax: '20', free: false, minimumOrderValue: '15.00', zipCodes: ['1060'] },
  { area: '1080 Josefstadt', price: '3.00', tax: '20', free: false, minimumOrderValue: '50.00', zipCodes: ['1080'] },
];
const domainBranch: DomainBranch = {
  id: BRANCH_ID,
  deliveryAreas: areas.map(({ minimumOrderValue, ...area }) => ({ ...area, minimumOrderValue })),
  name: 'Filiale Wien',
  openingHours: [{ type: 'daily', from: '10:00', to: '20:00', isClosed: false }],
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isCashEnabled: true,
  isMollieEnabled: true,
};
const branchRow = {
  id: BRANCH_ID,
  isPublic: true,
  isEnabled: true,
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isDineInEnabled: false,
  isPreorderEnabled: false,
  isQuotationRequired: false,
  isCashEnabled: true,
  // Stored out of order: the position decides which area comes first.
  deliveryAreas: areas.map((area, position) => ({ ...area, position, freeFromOrderValue: null })).reverse(),
};
const address = { street: 'Hauptstraße 1', city: 'Wien', country: 'AT' };
const form = {
  branch: { id: BRANCH_ID },
  items: [{ product: { id: PRODUCT_ID }, amount: 2, parts: [] }],
  firstName: 'Anna',
  lastName: 'Muster',
  phone: '+436641234567',
  email: 'anna@example.at',
  paymentMethod: 'cash',
  notificationType: 'email',
  legalInstructions: true,
  privacyPolicy: true,
} as unknown as PlaceOrderCommand['form'];

interface Fakes {
  branch?: Partial<typeof branchRow> | null;
  /** The branch as the domain rules read it (contact requirements, country). */
  domain?: Partial<DomainBranch>;
  openNow?: boolean;
  capacity?: CapacityContext | null;
  place?: (entry: NewOrder) => Promise<number>;
}

function setup(fakes: Fakes = {}) {
  const placed: NewOrder[] = [];
  const place = jest.fn(async (entry: NewOrder) => {
    placed.push(entry);
    return fakes.place ? fakes.place(entry) : 7;
  });
  const cached: CachedBranch | null =
    fakes.branch === null
      ? null
      : ({
          branch: { ...branchRow, ...fakes.branch },
          domain: { ...domainBranch, ...fakes.domain },
          menus: [{ availableFrom: '2026-01-01T00:00:00.000Z', catalog: [{ products: [PRODUCT_ID] }] }],
          orderableNow: () => fakes.openNow ?? true,
        } as unknown as CachedBranch);
  const productRow = { id: PRODUCT_ID, name: 'Pizza', isPublic: true, isEnabled: true, category: null };
  const catalogue = {
    branch: async () => cached,
    productsById: async () => new Map([[PRODUCT_ID, { product: productRow, domain: domainProduct }]]),
  } as unknown as OrderCatalogueCache;
  const capacity = {
    prepare: jest.fn(async () => fakes.capacity ?? null),
    nextTimeWithRoom: jest.fn(async () => new Date('2026-03-02T11:30:00.000Z')),
  };
  const relay = { wake: jest.fn() };
  // Table and donatee lookups are the only reads of the data source on this path (none named here).
  const ds = {
    manager: {},
    getRepository: () => ({ findOne: async () => null, findOneBy: async () => null, find: async () => [] }),
  };
  const shopConfig = { get: async () => ({ timezone: 'Europe/Vienna', currency: 'EUR' }) };
  const payment = { redirectUrl: () => 'https://pay.example/1' };
  const appConfig = { jobs: { sms: { transport: 'none' } } } as unknown as AppConfig;

  /** The real handler with the writer replaced (the real one needs PostgreSQL). */
  class Handler extends PlaceOrderHandler {
    constructor() {
      super(
        ds as unknown as DataSource,
        shopConfig as unknown as ShopConfigService,
        payment as unknown as PaymentProvider,
        catalogue,
        relay as unknown as OutboxRelay,
        capacity as unknown as CapacityService,
        appConfig,
      );
      this.writer = { place };
    }
  }
  const handler = new Handler();
  const run = (overrides: Record<string, unknown> = {}, origin?: OrderOrigin) =>
    handler.execute(new PlaceOrderCommand({ ...form, ...overrides } as PlaceOrderCommand['form'], null, origin));
  return { run, place, placed, relay, capacity };
}

/** The 422 errors of a refused placement. */
async function refusal(promise: Promise<unknown>): Promise<unknown[]> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).getStatus()).toBe(422);
  return (err as ApiError).errors;
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('PlaceOrderHandler', () => {
  it('writes an admitted order once: priced, ticket number from the statement, outbox rows, relay woken', async () => {
    const { run, place, placed, relay } = setup();
    const response = await run();
    expect(place).toHaveBeenCalledTimes(1);
    const [{ order, history, outbox, capacity }] = placed as [NewOrder];
    expect(order).toMatchObject({ branchId: BRANCH_ID, paymentMethod: 'cash', paymentStatus: 'offline', version: 1 });
    expect(order.items).toHaveLength(1);
    expect(order.totalGross).toBe('19.80');
    expect(history).toEqual({
      action: 'place',
      actor: 'customer',
      data: { totalGross: '19.80', paymentMethod: 'cash', channel: 'web' },
    });
    expect(outbox?.map((entry) => entry.topic)).toEqual(['order.placed', 'print', 'email']);
    expect(capacity).toBeNull();
    expect(relay.wake).toHaveBeenCalledTimes(1);
    expect(response).toMatchObject({ ticketNumber: 7, hash: order.hash, paymentRedirectUrl: null });
  });

  it('an online payment gets a payment check and the provider redirect', async () => {
    const { run, placed } = setup();
    const response = await run({ paymentMethod: 'mollie' });
    expect(placed[0]!.outbox?.map((entry) => entry.topic)).toContain('payment-check');
    expect(response.paymentRedirectUrl).toBe('https://pay.example/1');
  });

  const rush: CapacityContext = {
    rules: [],
    settings: DEFAULT_CAPACITY_SETTINGS,
    rush: { rush: true, paused: true, leadMinutes: 30 },
  };
  it.each<[string, Fakes, Record<string, unknown>, unknown[]]>([
    ['unknown branch', { branch: null }, {}, [{ field: 'branch', message: ADMISSION_TEXTS.branchUnavailable }]],
    [
      'private branch for a customer',
      { branch: { isPublic: false } },
      {},
      [{ field: 'branch', message: ADMISSION_TEXTS.branchUnavailable }],
    ],
    [
      'test order by a customer',
      {},
      { isTest: true },
      [{ field: 'isTest', message: ADMISSION_TEXTS.testOrderStaffOnly }],
    ],
    [
      'order type not offered',
      {},
      { isDineIn: true },
      [{ field: 'isDineIn', message: ADMISSION_TEXTS.orderTypeDisabled }],
    ],
    ['closed without pre-orders', { openNow: false }, {}, [{ message: NOTICE_TEXTS.closedNow }]],
    ['rush pause', { capacity: rush }, {}, [{ message: CAPACITY_TEXTS.paused }]],
    ['empty cart', {}, { items: [] }, [{ field: 'items', message: CHECKOUT_TEXTS.emptyCart }]],
    [
      'minimum order of the delivery area',
      {},
      { isDelivery: true, deliveryArea: '1070 Neubau', ...address, zipCode: '1080' },
      [{ field: 'deliveryArea', message: CHECKOUT_TEXTS.minimumOrder('50,00 €') }],
    ],
    [
      'a zip code none of the areas covers, whatever area was sent',
      {},
      { isDelivery: true, deliveryArea: '1070 Neubau', ...address, zipCode: '1100' },
      [{ field: 'zipCode', message: OWN_TEXTS.deliveryZipNotServed('1100') }],
    ],
    [
      'the different delivery address outside the areas',
      {},
      {
        isDelivery: true,
        ...address,
        zipCode: '1070',
        isDeliveryAddressDifferent: true,
        deliveryStreet: 'Ring 1',
        deliveryZipCode: '1100',
        deliveryCity: 'Wien',
        deliveryCountry: 'AT',
      },
      [{ field: 'deliveryZipCode', message: OWN_TEXTS.deliveryZipNotServed('1100') }],
    ],
    [
      'dine-in as soon as possible at a closed branch that takes pre-orders',
      { branch: { isDineInEnabled: true, isPreorderEnabled: true }, openNow: false },
      { isDineIn: true },
      [{ field: 'appointmentDate', message: DINE_IN_TEXTS.closedPickTime }],
    ],
  ])('refuses: %s, and writes nothing', async (_name, fakes, overrides, errors) => {
    const { run, place, relay } = setup(fakes);
    expect(await refusal(run(overrides))).toEqual(errors);
    expect(place).not.toHaveBeenCalled();
    expect(relay.wake).not.toHaveBeenCalled();
  });

  it('prices and stores the area of the zip code, not the one sent (issue 40)', async () => {
    const { run, placed } = setup();
    const response = await run({ isDelivery: true, deliveryArea: '1070 Neubau', ...address, zipCode: '1060' });
    const [{ order }] = placed as [NewOrder];
    expect(order).toMatchObject({ deliveryArea: '1060 Mariahilf', deliveryGross: '3.90', totalGross: '23.70' });
    expect(order.deliveryAreaSnapshot).toMatchObject({ area: '1060 Mariahilf', price: '3.90', zipCodes: ['1060'] });
    expect(response).toMatchObject({ deliveryArea: '1060 Mariahilf', deliveryGross: '3.90' });
  });

  it('takes dine-in at a closed branch for a chosen time; its ready step reads as serving', async () => {
    const { run, placed } = setup({ branch: { isDineInEnabled: true, isPreorderEnabled: true }, openNow: false });
    const response = await run({ isDineIn: true, appointmentDate: '2026-03-03T09:00:00.000Z' });
    expect(placed).toHaveLength(1);
    expect(response.timeline.map((step) => step.label)).toEqual([
      'Bestellung bestätigt',
      'In Zubereitung',
      'Serviert',
      'Abgeschlossen',
    ]);
  });

  it('staff override the rush pause (phone channel)', async () => {
    const { run, place } = setup({ capacity: rush });
    await run({}, { channel: 'phone', overrideCapacity: true, enteredBy: { id: 's1', name: 'Sam' } });
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('an ASAP order whose slot filled up moves to the next slot with room, a chosen time does not', async () => {
    const full = Object.assign(new Error('full'), { code: '23514', constraint: 'CHK_slot_usage_capacity' });
    const capacity: CapacityContext = {
      rules: [],
      settings: DEFAULT_CAPACITY_SETTINGS,
      rush: { rush: false, paused: false, leadMinutes: 0 },
    };
    let calls = 0;
    const asap = setup({ capacity, place: async () => (++calls === 1 ? Promise.reject(full) : 8) });
    const response = await asap.run();
    expect(asap.place).toHaveBeenCalledTimes(2);
    expect(asap.capacity.nextTimeWithRoom).toHaveBeenCalledTimes(1);
    expect(response).toMatchObject({ ticketNumber: 8, appointmentDate: '2026-03-02T11:30:00.000Z' });

    const chosen = setup({ capacity, place: () => Promise.reject(full) });
    expect(await refusal(chosen.run({ appointmentDate: '2026-03-02T12:00:00.000Z' }))).toEqual([
      { field: 'appointmentDate', message: CAPACITY_TEXTS.slotFull },
    ]);
    expect(chosen.place).toHaveBeenCalledTimes(1);
  });
});

describe('PlaceOrderHandler: the phone number (issue 40 item 2)', () => {
  const required = { isTakeawayPhoneRequired: true };

  it.each<[string, Partial<DomainBranch>, string]>([
    ['0664 1234567', {}, '+436641234567'],
    ['0043 664 123 45 67', {}, '+436641234567'],
    ['+43 (664) 1234567', { country: 'DE' }, '+436641234567'],
    ['0151 12345678', { country: 'DE' }, '+4915112345678'],
  ])('%p at a branch in %j is stored as %p', async (phone, domain, stored) => {
    const { run, placed } = setup({ domain: { ...required, ...domain } });
    const response = await run({ phone, notificationType: 'sms' });
    expect(placed[0]!.order.phone).toBe(stored);
    expect(response).toMatchObject({ ticketNumber: 7 });
  });

  it.each(['+43abc', '12', '0664 123456 7x', '6641234567'])(
    'refuses %p as a required phone with SMS notification, and writes nothing',
    async (phone) => {
      const { run, place } = setup({ domain: required });
      expect(await refusal(run({ phone, notificationType: 'sms' }))).toEqual([
        { field: 'phone', message: 'Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.' },
      ]);
      expect(place).not.toHaveBeenCalled();
    },
  );

  it('a kiosk order without a phone needs none; one with a broken phone is refused the same way', async () => {
    const kiosk: OrderOrigin = { channel: 'kiosk' };
    const blank = setup({ domain: required });
    await blank.run({ phone: '', notificationType: 'email' }, kiosk);
    expect(blank.placed[0]!.order.phone).toBe('');
    const broken = setup({ domain: required });
    expect(await refusal(broken.run({ phone: '+43abc' }, kiosk))).toEqual([
      { field: 'phone', message: CHECKOUT_TEXTS.phoneFormat('+43 664 1234567') },
    ]);
  });
});
