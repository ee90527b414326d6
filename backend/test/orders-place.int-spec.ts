import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  addDays,
  CHECKOUT_TEXTS,
  NOTICE_TEXTS,
  OWN_TEXTS,
  VALIDATION,
  zonedInstant,
  zonedParts,
} from '@bestell/domain';
import { ORDER_TEXTS } from '../src/orders/messages.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, counts, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 4 "Must show": server pricing, validation with German messages, idempotency, gap-free tickets,
// atomicity of order + history + outbox.
describe('POST /api/orders', () => {
  let t: TestApp;
  let c: Catalogue;

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t);
  });
  afterAll(() => t.close());

  const delivery = (items: object[], extra: object = {}) =>
    takeaway(c.branch.id, items, {
      isDelivery: true,
      street: 'Hauptstraße 1',
      zipCode: '1010',
      city: 'Wien',
      country: 'AT',
      deliveryArea: 'Zone A',
      ...extra,
    });

  describe('prices come from the catalogue, never from the client', () => {
    it('stores the server numbers for an order with tampered prices, taxes and totals', async () => {
      const body = takeaway(c.branch.id, [
        {
          product: { id: c.products.pizza, name: 'Pizza', price: '0.01' },
          amount: 2,
          unit: 'piece',
          price: '0.01',
          total: '0.02',
        },
        { product: { id: c.products.wine, price: '0.01' }, amount: 1 },
      ]);
      Object.assign(body, {
        gross: '0.03',
        totalGross: '0.03',
        totalNet: '0.01',
        taxes: { '10': '0.00' },
        deliveryGross: '-5',
      });
      const res = await placeOrder(t, body).expect(201);
      expect(res.body.data).toMatchObject({
        gross: '46.00',
        totalGross: '46.00',
        totalNet: '40.0000',
        deliveryGross: '0.00',
        taxes: { '10': '2.0000', '20': '4.0000' },
        ticketNumber: expect.any(Number),
        status: 'waitingForConfirmation',
        paymentRedirectUrl: null,
      });
      const [row] = await t.ds.query(
        `SELECT "gross", "totalGross", "totalNet", "taxes", "items" FROM "order" WHERE "uid" = $1`,
        [res.body.data.uid],
      );
      expect(row).toMatchObject({
        gross: '46.00',
        totalGross: '46.00',
        totalNet: '40.0000',
        taxes: { '10': '2.0000', '20': '4.0000' },
      });
      expect(row.items[0]).toMatchObject({
        amount: 2,
        unitPrice: '11.00',
        total: '22.00',
        taxRate: '10',
        product: { name: 'Pizza', price: '11.00' },
      });
    });

    it('prices options from the catalogue by name, whatever value the client sends', async () => {
      const parts = [
        { name: 'Groß', value: '0.01', modifier: 'overwrite' },
        [
          { name: 'Käse', value: '-100.00', modifier: 'add' },
          { name: 'Erfunden', value: '-5', modifier: 'subtract' },
        ],
        'Bitte gut durch',
      ];
      const res = await placeOrder(t, takeaway(c.branch.id, [item(c.products.menu, 1, { parts })])).expect(201);
      expect(res.body.data.totalGross).toBe('14.10');
      expect(res.body.data.items[0].parts).toEqual([
        { name: 'Groß', value: '12.90', modifier: 'overwrite' },
        [{ name: 'Käse', value: '1.20', modifier: 'add' }],
        'Bitte gut durch',
      ]);
    });

    it('uses the dine-in tax rate, the delivery fee with the area tax, and corrects quantities', async () => {
      const dineIn = await placeOrder(
        t,
        takeaway(c.branch.id, [item(c.products.pizza, 1)], { isDineIn: true, table: 'T1' }),
      ).expect(201);
      expect(dineIn.body.data).toMatchObject({ taxes: { '20': '1.8333' }, tableIdentifier: 'T1', isDineIn: true });

      const fee = await placeOrder(t, delivery([item(c.products.pizza, 2)])).expect(201);
      expect(fee.body.data).toMatchObject({
        gross: '22.00',
        deliveryGross: '3.90',
        totalGross: '25.90',
        taxes: { '10': '2.0000', '20': '0.6500' },
      });

      const corrected = await placeOrder(
        t,
        takeaway(c.branch.id, [item(c.products.pizza, '2,4'), item(c.products.cheese, '0.33', { unit: 'kilogram' })]),
      ).expect(201);
      expect(corrected.body.data.items.map((i: { amount: number }) => i.amount)).toEqual([2, 0.3]);
      expect(corrected.body.data).toMatchObject({ totalGross: '31.00', isApproximate: true });
    });

    it('answers an online payment with the provider redirect and schedules a payment check', async () => {
      const res = await placeOrder(
        t,
        takeaway(c.branch.id, [item(c.products.pizza)], { paymentMethod: 'mollie' }),
      ).expect(201);
      const { uid, hash, id } = res.body.data;
      expect(res.body.data.paymentRedirectUrl).toBe(`http://localhost:3000/api/payments/${uid}/${hash}/start`);
      expect(res.body.data.status).toBe('waitingForPayment');
      expect(hash.length).toBeGreaterThanOrEqual(22); // >= 128 bits in base64url
      const topics = (await t.ds.query(`SELECT "topic" FROM "outbox" WHERE "orderId" = $1 ORDER BY "id"`, [id])).map(
        (r: { topic: string }) => r.topic,
      );
      expect(topics).toEqual(['order.placed', 'print', 'email', 'sms', 'payment-check']);
      const [history] = await t.ds.query(
        `SELECT "version", "action", "actor" FROM "order_history" WHERE "orderId" = $1`,
        [id],
      );
      expect(history).toEqual({ version: 1, action: 'place', actor: 'customer' });
    });
  });

  describe('each rule refuses with its German message and field and stores nothing', () => {
    const inFuture = (days: number, time: string, weekday?: string) => {
      let date = addDays(zonedParts(new Date(), 'Europe/Vienna').date, days);
      if (weekday)
        while (zonedParts(zonedInstant(date, '12:00'), 'Europe/Vienna').weekday !== weekday) date = addDays(date, 1);
      return zonedInstant(date, time, 'Europe/Vienna').toISOString();
    };

    const cases: [string, () => Record<string, unknown>, { field?: string; message: string }][] = [
      ['empty cart', () => takeaway(c.branch.id, []), { field: 'items', message: CHECKOUT_TEXTS.emptyCart }],
      [
        'missing first name',
        () => takeaway(c.branch.id, [item(c.products.pizza)], { firstName: '' }),
        { field: 'firstName', message: OWN_TEXTS.firstNameRequired },
      ],
      [
        'malformed phone',
        () => takeaway(c.branch.id, [item(c.products.pizza)], { phone: '12ab' }),
        { field: 'phone', message: CHECKOUT_TEXTS.phoneFormat('+43 664 1234567') },
      ],
      [
        'malformed e-mail',
        () => takeaway(c.branch.id, [item(c.products.pizza)], { email: 'maria@' }),
        { field: 'email', message: OWN_TEXTS.emailInvalid },
      ],
      [
        'delivery without street',
        () => delivery([item(c.products.wine)], { street: 'Hauptstraße' }),
        { field: 'street', message: OWN_TEXTS.streetInvalid },
      ],
      [
        'delivery to a zip code no area covers (issue 40: the sent area does not count)',
        () => delivery([item(c.products.wine)], { zipCode: '1100' }),
        { field: 'zipCode', message: OWN_TEXTS.deliveryZipNotServed('1100') },
      ],
      [
        'minimum order',
        () => delivery([item(c.products.pizza)]),
        { field: 'deliveryArea', message: CHECKOUT_TEXTS.minimumOrder('20,00 €') },
      ],
      [
        'dine-in without table',
        () => takeaway(c.branch.id, [item(c.products.pizza)], { isDineIn: true }),
        { field: 'table', message: OWN_TEXTS.tableRequired },
      ],
      [
        'unknown table',
        () => takeaway(c.branch.id, [item(c.products.pizza)], { isDineIn: true, table: 'T99' }),
        { field: 'table', message: ORDER_TEXTS.tableUnknown },
      ],
      [
        'product not in the active menu',
        () => takeaway(c.branch.id, [item(c.products.unlisted)]),
        { field: 'items.0.product', message: ORDER_TEXTS.productUnknown },
      ],
      [
        'disabled product',
        () => takeaway(c.branch.id, [item(c.products.pizza), item(c.products.disabled)]),
        { field: 'items.1.product', message: ORDER_TEXTS.productUnavailable('Ausverkauft') },
      ],
      [
        'product of a category whose schedule ended',
        () => takeaway(c.branch.id, [item(c.products.breakfast)]),
        { field: 'items.0.product', message: ORDER_TEXTS.productUnavailable('Frühstück') },
      ],
      [
        'absurd amount',
        () => takeaway(c.branch.id, [item(c.products.pizza, '1e308')]),
        // Issue 12: an overflowing amount is a range message on the field, not a type message.
        { field: 'items.0.amount', message: VALIDATION.max(100_000) },
      ],
      [
        'incomplete parts',
        () => takeaway(c.branch.id, [item(c.products.menu, 1, { parts: [null, [], ''] })]),
        { field: 'items.0.parts.0', message: ORDER_TEXTS.partsIncomplete('Größe') },
      ],
      [
        'unit not offered',
        () => takeaway(c.branch.id, [item(c.products.pizza, 1, { unit: 'kilogram' })]),
        { field: 'items.0.unit', message: ORDER_TEXTS.unitInvalid },
      ],
      [
        'payment method not offered',
        () => takeaway(c.branch.id, [item(c.products.pizza)], { paymentMethod: 'datatrans' }),
        { field: 'paymentMethod', message: OWN_TEXTS.paymentMethodInvalid },
      ],
      [
        'terms not accepted',
        () => takeaway(c.branch.id, [item(c.products.pizza)], { legalInstructions: false }),
        { field: 'legalInstructions', message: OWN_TEXTS.legalInstructionsRequired },
      ],
      [
        'lead time without appointment',
        () => takeaway(c.branch.id, [item(c.products.cake)]),
        { field: 'appointmentDate', message: CHECKOUT_TEXTS.appointmentRequired },
      ],
      [
        'appointment before the lead time',
        () =>
          takeaway(c.branch.id, [item(c.products.cake)], {
            appointmentDate: new Date(Date.now() + 3_600_000).toISOString(),
          }),
        { field: 'appointmentDate', message: CHECKOUT_TEXTS.noSlotsOnDay },
      ],
      [
        'appointment on a closed day',
        () => takeaway(c.hoursBranch.id, [item(c.products.pizza)], { appointmentDate: inFuture(2, '12:00', 'sunday') }),
        { field: 'appointmentDate', message: CHECKOUT_TEXTS.noSlotsOnDay },
      ],
      [
        'appointment outside opening hours',
        () =>
          takeaway(c.hoursBranch.id, [item(c.products.pizza)], { appointmentDate: inFuture(2, '20:00', 'wednesday') }),
        { field: 'appointmentDate', message: CHECKOUT_TEXTS.appointmentClosed },
      ],
      [
        'order type not offered',
        () => takeaway(c.hoursBranch.id, [item(c.products.pizza)], { isDelivery: true }),
        { field: 'isDelivery', message: NOTICE_TEXTS.noDeliveryOffered },
      ],
      [
        'unknown branch',
        () => takeaway('00000000-0000-4000-8000-000000000000', [item(c.products.pizza)]),
        { field: 'branch', message: ORDER_TEXTS.branchUnavailable },
      ],
      [
        'malformed appointment',
        () => takeaway(c.branch.id, [item(c.products.pizza)], { appointmentDate: 'morgen' }),
        { field: 'appointmentDate', message: VALIDATION.dateTime },
      ],
    ];

    it.each(cases)('%s', async (_name, body, expected) => {
      const before = await counts(t);
      const res = await placeOrder(t, body()).expect(422);
      expect(res.body.errors).toContainEqual(expected);
      expect(await counts(t)).toEqual(before);
    });

    it('accepts the cake with an appointment after its lead time, and the office branch inside its hours', async () => {
      await placeOrder(
        t,
        takeaway(c.branch.id, [item(c.products.cake)], { appointmentDate: inFuture(3, '12:00') }),
      ).expect(201);
      const res = await placeOrder(
        t,
        takeaway(c.hoursBranch.id, [item(c.products.pizza)], { appointmentDate: inFuture(2, '10:00', 'wednesday') }),
      ).expect(201);
      expect(res.body.data.appointmentDate).toBe(inFuture(2, '10:00', 'wednesday'));
    });
  });

  describe('Idempotency-Key', () => {
    it('20 concurrent POSTs with one key create exactly one order and replay its response', async () => {
      const body = takeaway(c.branch.id, [item(c.products.wine, 3)]);
      const before = await counts(t);
      const responses = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t, body, 'key-concurrent')));
      const statuses = responses.map((r) => r.status);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      const created = responses.filter((r) => r.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((r) => r.body.data.uid)).size).toBe(1);
      expect((await counts(t)).orders).toBe(before.orders + 1);
      const replay = await placeOrder(t, body, 'key-concurrent').expect(201);
      expect(replay.body).toEqual(created[0]!.body);
      expect((await counts(t)).orders).toBe(before.orders + 1);
    });

    it('refuses the same key with another body (422) and answers 409 while the first is running', async () => {
      await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)]), 'key-other').expect(201);
      const other = await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 2)]), 'key-other').expect(422);
      expect(other.body.errors).toEqual([{ message: ORDER_TEXTS.idempotencyMismatch }]);
      await t.ds.query(
        `INSERT INTO "idempotency_key" ("key", "scope", "requestHash", "state") VALUES ('key-running', 'POST /api/orders', repeat('0', 64), 'running')`,
      );
      const body = takeaway(c.branch.id, [item(c.products.pizza)]);
      await t.ds.query(`UPDATE "idempotency_key" SET "requestHash" = $1 WHERE "key" = 'key-running'`, [
        (await import('../src/orders/idempotency/idempotency.service.js')).requestHash(body),
      ]);
      const running = await placeOrder(t, body, 'key-running').expect(409);
      expect(running.body.errors).toEqual([{ message: ORDER_TEXTS.idempotencyRunning }]);
      // A claim left behind by a crashed request is released after two minutes.
      await t.ds.query(
        `UPDATE "idempotency_key" SET "createdAt" = now() - interval '3 minutes' WHERE "key" = 'key-running'`,
      );
      await placeOrder(t, body, 'key-running').expect(201);
    });

    it('stores nothing for a refused request, so the key can be used again', async () => {
      await placeOrder(t, takeaway(c.branch.id, []), 'key-refused').expect(422);
      expect(await t.ds.query(`SELECT * FROM "idempotency_key" WHERE "key" = 'key-refused'`)).toEqual([]);
      await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)]), 'key-refused').expect(201);
    });
  });

  describe('ticket numbers and atomicity', () => {
    it('200 concurrent orders for one branch get ticket numbers without gaps or duplicates', async () => {
      const fresh = await c.admin
        .post('/api/branches', {
          identifier: 'ansturm',
          name: 'Ansturm',
          openingHours: [{ type: 'daily', from: '00:00', to: '00:00' }],
        })
        .expect(201);
      const branchId = fresh.body.data.id;
      const menu = await c.admin.get('/api/menus').expect(200);
      const own = menu.body.data.find((m: { name: string }) => m.name === 'Sortiment rund-um-die-uhr');
      await c.admin
        .put(`/api/menus/${own.id}`, { branches: [{ id: c.branch.id }, { id: c.hoursBranch.id }, { id: branchId }] })
        .expect(200);
      await c.admin.put(`/api/branches/${branchId}`, { isPublic: true }).expect(200); // new branches start private
      const responses = await Promise.all(
        Array.from({ length: 200 }, () => placeOrder(t, takeaway(branchId, [item(c.products.pizza)]))),
      );
      expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
      const rows: { ticketDay: string; ticketNumber: number }[] = await t.ds.query(
        `SELECT "ticketDay"::text AS "ticketDay", "ticketNumber" FROM "order" WHERE "branchId" = $1`,
        [branchId],
      );
      expect(rows).toHaveLength(200);
      // Grouped by shop day so a run across midnight still checks "1..n without gaps" per day.
      const byDay = new Map<string, number[]>();
      for (const r of rows) byDay.set(r.ticketDay, [...(byDay.get(r.ticketDay) ?? []), r.ticketNumber]);
      for (const numbers of byDay.values()) {
        expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
      }
    });

    it('orders placed together share one statement, but one failing order fails alone', async () => {
      // Concurrent orders of a branch are written as one statement (group commit); a failing group is
      // retried order by order, so only the bad one is refused and the others keep gapless numbers.
      const last = async () =>
        (await t.ds.query(`SELECT max("last") AS "last" FROM "ticket_counter" WHERE "branchId" = $1`, [c.branch.id]))[0]
          .last as number;
      const ticketBefore = await last();
      await t.ds.query(
        `CREATE FUNCTION fail_kaputt() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF NEW."lastName" = 'Kaputt' THEN RAISE EXCEPTION 'injected'; END IF; RETURN NEW; END $$`,
      );
      await t.ds.query(
        `CREATE TRIGGER fail_kaputt BEFORE INSERT ON "order" FOR EACH ROW EXECUTE FUNCTION fail_kaputt()`,
      );
      let responses: { status: number; body: { data?: { ticketNumber: number } } }[];
      try {
        responses = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)], i === 15 ? { lastName: 'Kaputt' } : {})),
          ),
        );
      } finally {
        await t.ds.query(`DROP TRIGGER fail_kaputt ON "order"`);
        await t.ds.query(`DROP FUNCTION fail_kaputt()`);
      }
      expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([500]);
      const tickets = responses.flatMap((r) => (r.body.data ? [r.body.data.ticketNumber] : []));
      expect(tickets.sort((a, b) => a - b)).toEqual(Array.from({ length: 29 }, (_, i) => ticketBefore + 1 + i));
      expect(await last()).toBe(ticketBefore + 29);
      const [{ kaputt }] = await t.ds.query(`SELECT count(*)::int AS kaputt FROM "order" WHERE "lastName" = 'Kaputt'`);
      expect(kaputt).toBe(0);
    });

    it('a failure after the order insert leaves no order, no outbox row and no used ticket number', async () => {
      const last = async () =>
        (await t.ds.query(`SELECT max("last") AS "last" FROM "ticket_counter" WHERE "branchId" = $1`, [c.branch.id]))[0]
          .last;
      const ticketBefore = await last();
      const before = await counts(t);
      await t.ds.query(
        `CREATE FUNCTION fail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected'; END $$`,
      );
      await t.ds.query(
        `CREATE TRIGGER fail_outbox BEFORE INSERT ON "outbox" FOR EACH ROW EXECUTE FUNCTION fail_outbox()`,
      );
      try {
        const res = await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(500);
        expect(res.body.errors).toEqual([{ message: 'Ein unbekannter Fehler ist aufgetreten.' }]);
      } finally {
        await t.ds.query(`DROP TRIGGER fail_outbox ON "outbox"`);
        await t.ds.query(`DROP FUNCTION fail_outbox()`);
      }
      expect(await counts(t)).toEqual(before);
      expect(await last()).toBe(ticketBefore);
      const next = await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201);
      expect(next.body.data.ticketNumber).toBe(ticketBefore + 1);
    });
  });
});
