import request from 'supertest';
import { DEMO, login, type Staff, type TestApp } from './harness.js';

// Test catalogue for the order suites. Everything that depends on the clock is neutralised: the main
// branch is open around the clock every day, and the menus start a minute before the fixture is built.

export const ALWAYS_OPEN = [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' }];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
export const OFFICE_HOURS = WEEKDAYS.map((type) => ({ type, date: null, isClosed: false, from: '08:00', to: '18:00' }));

export interface Catalogue {
  admin: Staff;
  branch: { id: string; apiKey: string };
  hoursBranch: { id: string; apiKey: string };
  products: {
    pizza: string;
    wine: string;
    menu: string;
    cake: string;
    cheese: string;
    disabled: string;
    unlisted: string;
    breakfast: string;
  };
}

export async function createCatalogue(t: TestApp, identifier = 'rund-um-die-uhr'): Promise<Catalogue> {
  const admin = await login(t.http, DEMO.admin);
  const category = (await admin.post('/api/categories', { name: `Test ${identifier}` }).expect(201)).body.data.id;
  const product = async (body: object) =>
    (await admin.post('/api/products', { category: { id: category }, ...body }).expect(201)).body.data.id as string;
  const products = {
    pizza: await product({ name: 'Pizza', price: '11.00', tax: '10', takeawayTax: '10', dineInTax: '20' }),
    wine: await product({ name: 'Wein', price: '24.00', tax: '20', takeawayTax: '20', dineInTax: '20' }),
    menu: await product({
      name: 'Menü',
      type: 'bundle',
      price: '9.90',
      config: {
        parts: [
          {
            type: 'select',
            name: 'Größe',
            optional: false,
            options: [
              { name: 'Klein', value: '9.90', modifier: 'overwrite' },
              { name: 'Groß', value: '12.90', modifier: 'overwrite' },
            ],
          },
          {
            type: 'multiselect',
            name: 'Extras',
            optional: true,
            options: [{ name: 'Käse', value: '1.20', modifier: 'add' }],
          },
          { type: 'text', name: 'Wunsch', optional: true },
        ],
      },
    }),
    cake: await product({
      name: 'Torte',
      price: '30.00',
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 2,
    }),
    cheese: await product({
      name: 'Bergkäse',
      price: '30.00',
      unit: 'kilogram',
      calculationModel: 'approximate',
      minimumQuantity: '0.2',
      quantityStepSize: '0.1',
    }),
    disabled: await product({ name: 'Ausverkauft', price: '2.00', isEnabled: false }),
    unlisted: await product({ name: 'Nicht im Sortiment', price: '2.00' }),
    breakfast: '',
  };
  // A category whose schedule has ended: its products are listed but not orderable.
  const ended = (
    await admin
      .post('/api/categories', {
        name: `Vorbei ${identifier}`,
        schedule: { from: null, to: '2020-01-01T00:00:00Z', rules: [] },
      })
      .expect(201)
  ).body.data.id as string;
  products.breakfast = (
    await admin.post('/api/products', { category: { id: ended }, name: 'Frühstück', price: '8.00' }).expect(201)
  ).body.data.id;
  const createBranch = async (suffix: string, body: object) => {
    const res = await admin
      .post('/api/branches', {
        identifier: `${identifier}${suffix}`,
        name: `Filiale ${identifier}${suffix}`,
        isCashEnabled: true,
        isMollieEnabled: true,
        // Some specs place pickup orders without phone or e-mail (new branches ask for a phone by default).
        isTakeawayPhoneRequired: false,
        ...body,
      })
      .expect(201);
    return { id: res.body.data.id as string, apiKey: res.body.data.apiKey as string };
  };
  const branch = await createBranch('', {
    openingHours: ALWAYS_OPEN,
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isTableSelectionEnabled: true,
    deliveryAreas: [
      {
        area: 'Zone A',
        price: '3.90',
        tax: '20',
        free: false,
        minimumOrderValue: '20.00',
        freeFromOrderValue: '50.00',
        // The address's zip code picks the area (issue 40); the orders here deliver to 1010.
        zipCodes: ['1010', '1020'],
      },
    ],
  });
  const hoursBranch = await createBranch('-buero', {
    openingHours: OFFICE_HOURS,
    isTakeawayEnabled: true,
    isPreorderEnabled: true,
  });
  await admin.post('/api/tables', { identifier: 'T1', branch: { id: branch.id } }).expect(201);
  const listed = Object.entries(products)
    .filter(([key]) => key !== 'unlisted' && key !== 'breakfast')
    .map(([, id]) => id);
  await admin
    .post('/api/menus', {
      name: `Sortiment ${identifier}`,
      availableFrom: new Date(Date.now() - 60_000).toISOString(),
      branches: [{ id: branch.id }, { id: hoursBranch.id }],
      catalog: [
        { category, products: listed },
        { category: ended, products: [products.breakfast] },
      ],
    })
    .expect(201);
  // New branches start private (issue 37 item 3); with hours, products and the demo's legal texts they may go public.
  for (const b of [branch, hoursBranch]) await admin.put(`/api/branches/${b.id}`, { isPublic: true }).expect(200);
  return { admin, branch, hoursBranch, products };
}

/** A valid takeaway order form for `branchId`; override what a test is about. */
export function takeaway(branchId: string, items: object[], extra: object = {}): Record<string, unknown> {
  return {
    branch: { id: branchId },
    firstName: 'Maria',
    lastName: 'Muster',
    phone: '+43 664 1234567',
    email: 'maria@example.at',
    paymentMethod: 'cash',
    notificationType: 'sms',
    legalInstructions: true,
    privacyPolicy: true,
    isDelivery: false,
    isDineIn: false,
    items,
    ...extra,
  };
}

export const item = (id: string, amount: number | string = 1, extra: object = {}) => ({
  product: { id },
  amount,
  ...extra,
});

export const placeOrder = (t: TestApp, body: object, key?: string) => {
  const req = request(t.http).post('/api/orders');
  if (key) req.set('Idempotency-Key', key);
  return req.send(body);
};

export async function counts(t: TestApp): Promise<{ orders: number; outbox: number; history: number }> {
  const [row] = await t.ds.query(
    `SELECT (SELECT count(*) FROM "order")::int AS orders, (SELECT count(*) FROM "outbox")::int AS outbox,
            (SELECT count(*) FROM "order_history")::int AS history`,
  );
  return row;
}
