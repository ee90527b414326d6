import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { addDays, HTTP, QUOTE_TEXTS, shopToday } from '@bestell/domain';
import { QuotesService } from '../src/quotes/quotes.service.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { decodeQp, SmtpSink, until } from './workers.sinks.js';

// Issue 21 item 4 on real PostgreSQL: a quotation order (checkout 'Angebotsanfrage abschicken') gets a
// quote; staff price it (German 4xx for bad input, branch scope), sending mails the offer through the
// outbox with the status link (SMTP sink); accepting turns the order into a confirmed order at the
// quoted prices even after the catalogue price changed; declining and expiry close it.
describe('catering quotes', () => {
  let t: TestApp;
  let c: Catalogue;
  let admin: Staff;
  let employee: Staff;
  const smtp = new SmtpSink();
  const today = () => shopToday(new Date(), 'Europe/Vienna');
  const inDays = (n: number) => addDays(today(), n);
  const eventDate = new Date(Date.now() + 14 * 86_400_000).toISOString().replace(/\.\d+Z$/, '.000Z');

  beforeAll(async () => {
    await smtp.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    c = await createCatalogue(t, 'catering');
    admin = c.admin;
    employee = await login(t.http, DEMO.employee);
    await admin.put(`/api/branches/${c.branch.id}`, { isQuotationRequired: true }).expect(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  type Placed = { id: string; uid: string; hash: string; ticketNumber: number; isQuotation?: boolean };
  const requestQuote = async (): Promise<Placed> => {
    const res = await placeOrder(
      t,
      takeaway(c.branch.id, [item(c.products.pizza, 2), item(c.products.wine, 1)], {
        notificationType: 'email',
        comment: 'Firmenfeier, bitte vegetarisch',
      }),
    ).expect(201);
    expect(res.body.data.isQuotation).toBe(true);
    return res.body.data as Placed;
  };
  const pub = (o: Placed, path = '') => `/api/quotes/public/${o.uid}/${o.hash}${path}`;
  const offer = (version: number, extra: object = {}) => ({
    version,
    lines: [
      {
        productId: c.products.pizza,
        name: 'Pizza (Buffet)',
        amount: '30',
        unit: 'piece',
        unitPrice: '9.50',
        taxRate: '10',
      },
      { name: 'Aufbau Buffet', description: 'inkl. Geschirr', amount: '1', unitPrice: '120,00', taxRate: '20' },
    ],
    fee: { label: 'Lieferung', amount: '45.00', taxRate: '20' },
    validUntil: inDays(7),
    message: 'Wir freuen uns auf Ihre Feier.',
    send: true,
    ...extra,
  });
  const send = async (o: Placed, extra: object = {}) => {
    const current = (await admin.get(`/api/quotes/${o.id}`).expect(200)).body.data;
    return (await admin.put(`/api/quotes/${o.id}`, offer(current.version, extra)).expect(200)).body.data;
  };
  const mailsTo = (o: Placed) =>
    smtp.mails.map((m) => decodeQp(m.raw)).filter((raw) => raw.includes(`/status/${o.uid}/${o.hash}`));

  it('request -> priced -> mailed with the status link -> accepted at the quoted prices despite a new catalogue price', async () => {
    const o = await requestQuote();
    const adminId = (await admin.get('/api/users/me').expect(200)).body.data.id as string;

    // The first draft is the cart at catalogue prices; the customer sees no draft, only the request.
    const draft = (await admin.get(`/api/quotes/${o.id}`).expect(200)).body.data;
    expect(draft).toMatchObject({
      state: 'requested',
      notes: 'Firmenfeier, bitte vegetarisch',
      ticketNumber: o.ticketNumber,
    });
    expect(draft.lines.map((l: { name: string; unitPrice: string }) => [l.name, l.unitPrice])).toEqual([
      ['Pizza', '11.00'],
      ['Wein', '24.00'],
    ]);
    let view = (await request(t.http).get(pub(o)).expect(200)).body.data;
    expect(view).toMatchObject({ state: 'requested', lines: [], totals: null });

    // The customer completes the request on the status page.
    view = (
      await request(t.http).put(pub(o, '/request')).send({ eventDate, guests: 30, notes: 'Vegetarisch' }).expect(200)
    ).body.data;
    expect(view).toMatchObject({ eventDate, guests: 30, notes: 'Vegetarisch' });

    const sent = await send(o);
    expect(sent).toMatchObject({
      state: 'sent',
      guests: 30,
      totals: { linesGross: '405.00', fee: '45.00', totalGross: '450.00' },
    });
    // The offer leaves through the outbox ('email', action quote-sent) and reaches the customer once.
    const rows = await t.ds.query(
      `SELECT "payload" FROM "outbox" WHERE "orderId" = $1 AND "topic" = 'email' AND "payload"->>'action' = 'quote-sent'`,
      [o.id],
    );
    expect(rows).toHaveLength(1);
    // ... as a versioned change of the order, so an open status page re-reads the quote (push).
    const pushed = await t.ds.query(
      `SELECT "payload"->>'version' AS "version" FROM "outbox" WHERE "orderId" = $1 AND "topic" = 'order.updated' AND "payload"->>'action' = 'quote-sent'`,
      [o.id],
    );
    expect(pushed).toEqual([{ version: '2' }]);
    await until(() => mailsTo(o).some((m) => m.includes('Angebot ansehen')), 30_000, 'offer mail');
    const mail = mailsTo(o).find((m) => m.includes('Angebot ansehen'))!;
    expect(mail).toContain('Pizza (Buffet)');
    expect(mail).toContain('450,00');
    expect(mail).toContain('Wir freuen uns auf Ihre Feier.');

    // Too late to change the request; the customer now sees the offer.
    const closed = await request(t.http).put(pub(o, '/request')).send({ guests: 40 }).expect(409);
    expect(closed.body.errors).toEqual([{ message: QUOTE_TEXTS.requestClosed }]);
    view = (await request(t.http).get(pub(o)).expect(200)).body.data;
    expect(view).toMatchObject({ state: 'sent', validUntil: inDays(7), message: 'Wir freuen uns auf Ihre Feier.' });
    expect(view.lines).toHaveLength(2);

    // The catalogue price changes after the offer: the order must still be at the quoted price.
    await admin.put(`/api/products/${c.products.pizza}`, { price: '15.00' }).expect(200);
    const stale = await request(t.http)
      .post(pub(o, '/accept'))
      .send({ version: view.version - 1 })
      .expect(409);
    expect(stale.body.errors).toEqual([{ message: QUOTE_TEXTS.outdated }]);
    const accepted = (await request(t.http).post(pub(o, '/accept')).send({ version: view.version }).expect(200)).body
      .data;
    expect(accepted.state).toBe('accepted');

    const order = (await admin.get(`/api/orders/${o.id}`).expect(200)).body.data;
    expect(order).toMatchObject({
      status: 'confirmed',
      isConfirmed: true,
      isQuotation: false,
      totalGross: '450.00',
      appointmentDate: eventDate,
    });
    const [stored] = await t.ds.query(
      `SELECT "channel", "items", "taxes", "totalNet"::text AS "totalNet", "gross"::text AS "gross" FROM "order" WHERE "id" = $1`,
      [o.id],
    );
    expect(stored.channel).toBe('quote');
    expect(
      stored.items.map((i: { product: { name: string; id: string }; unitPrice: string; total: string }) => [
        i.product.name,
        i.unitPrice,
        i.total,
      ]),
    ).toEqual([
      ['Pizza (Buffet)', '9.50', '285.00'],
      ['Aufbau Buffet', '120.00', '120.00'],
      ['Lieferung', '45.00', '45.00'],
    ]);
    expect(stored.items[0].product.id).toBe(c.products.pizza);
    // 285.00 at 10 %, 165.00 at 20 %: net 259.0909 + 137.5000.
    expect(stored.taxes).toEqual({ '10': '25.9091', '20': '27.5000' });
    expect(stored.totalNet).toBe('396.5909');

    // One versioned change with history and the order's effects: push, receipt, confirmation mail.
    const history = await t.ds.query(
      `SELECT "version", "action", "actor" FROM "order_history" WHERE "orderId" = $1 ORDER BY "version"`,
      [o.id],
    );
    expect(history).toEqual([
      { version: 1, action: 'place', actor: 'customer' },
      { version: 2, action: 'quote-sent', actor: `staff:${adminId}` },
      { version: 3, action: 'quote-accept', actor: 'customer' },
    ]);
    const effects = await t.ds.query(
      `SELECT "topic" FROM "outbox" WHERE "orderId" = $1 AND "payload"->>'action' = 'quote-accept' ORDER BY "topic"`,
      [o.id],
    );
    expect(effects.map((r: { topic: string }) => r.topic)).toEqual(['email', 'order.updated', 'print']);
    await until(
      () => mailsTo(o).some((m) => m.includes('Sie haben unser Angebot angenommen')),
      30_000,
      'confirmation mail',
    );

    const again = await request(t.http).post(pub(o, '/accept')).send({ version: accepted.version }).expect(409);
    expect(again.body.errors).toEqual([{ message: QUOTE_TEXTS.alreadyAnswered }]);
    const edit = await admin.put(`/api/quotes/${o.id}`, offer(accepted.version)).expect(409);
    expect(edit.body.errors).toEqual([{ message: QUOTE_TEXTS.notEditable }]);

    const list = (await admin.get('/api/quotes').expect(200)).body.data;
    expect(list.find((r: { orderId: string }) => r.orderId === o.id)).toMatchObject({
      state: 'accepted',
      totalGross: '450.00',
    });
  });

  it('an expired quote cannot be accepted (German 422); the quote and its order are closed', async () => {
    const o = await requestQuote();
    const sent = await send(o, { validUntil: today() });
    // Time passes: the validity day lies behind us.
    await t.ds.query(`UPDATE "quote" SET "validUntil" = $2::date WHERE "orderId" = $1`, [o.id, inDays(-1)]);
    expect((await request(t.http).get(pub(o)).expect(200)).body.data.state).toBe('expired');
    const res = await request(t.http).post(pub(o, '/accept')).send({ version: sent.version }).expect(422);
    expect(res.body.errors).toEqual([{ message: QUOTE_TEXTS.expired }]);
    const [quote] = await t.ds.query(`SELECT "state" FROM "quote" WHERE "orderId" = $1`, [o.id]);
    expect(quote.state).toBe('expired');
    const order = (await admin.get(`/api/orders/${o.id}`).expect(200)).body.data;
    expect(order).toMatchObject({ status: 'cancelled', isConfirmed: false, isQuotation: true });
    // Still refused afterwards, and staff cannot revive it.
    await request(t.http)
      .post(pub(o, '/accept'))
      .send({ version: sent.version + 1 })
      .expect(422);
    await admin.put(`/api/quotes/${o.id}`, offer(sent.version + 1, { validUntil: inDays(3) })).expect(409);
  });

  it('the expiry job closes overdue sent quotes and leaves valid ones alone', async () => {
    const overdue = await requestQuote();
    const valid = await requestQuote();
    await send(overdue, { validUntil: today() });
    await send(valid, { validUntil: inDays(2) });
    await t.ds.query(`UPDATE "quote" SET "validUntil" = $2::date WHERE "orderId" = $1`, [overdue.id, inDays(-3)]);
    expect(await t.app.get(QuotesService).expireOverdue()).toBe(1);
    const states = await t.ds.query(`SELECT "orderId", "state" FROM "quote" WHERE "orderId" = ANY($1::uuid[])`, [
      [overdue.id, valid.id],
    ]);
    expect(Object.fromEntries(states.map((s: { orderId: string; state: string }) => [s.orderId, s.state]))).toEqual({
      [overdue.id]: 'expired',
      [valid.id]: 'sent',
    });
    const history = await t.ds.query(
      `SELECT "version", "action", "actor" FROM "order_history" WHERE "orderId" = $1 AND "version" > 1 ORDER BY "version"`,
      [overdue.id],
    );
    expect(history.map((h: { action: string }) => h.action)).toEqual(['quote-sent', 'quote-expire']);
    expect(history[1]).toMatchObject({ version: 3, actor: 'system' });
    expect(await t.app.get(QuotesService).expireOverdue()).toBe(0);
  });

  it('declining closes the quote and cancels the quotation order', async () => {
    const o = await requestQuote();
    const early = await request(t.http).post(pub(o, '/decline')).send({ version: 1 }).expect(409);
    expect(early.body.errors).toEqual([{ message: QUOTE_TEXTS.notSent }]);
    const sent = await send(o);
    const res = (await request(t.http).post(pub(o, '/decline')).send({ version: sent.version }).expect(200)).body.data;
    expect(res).toMatchObject({ state: 'declined' });
    expect(res.answeredAt).not.toBeNull();
    const order = (await request(t.http).get(`/api/orders/public/${o.uid}/${o.hash}`).expect(200)).body.data;
    expect(order).toMatchObject({ status: 'cancelled', isConfirmed: false });
    const accept = await request(t.http).post(pub(o, '/accept')).send({ version: res.version }).expect(409);
    expect(accept.body.errors).toEqual([{ message: QUOTE_TEXTS.alreadyAnswered }]);
  });

  it('refuses bad pricing with German 4xx per field and keeps the quote unchanged', async () => {
    const o = await requestQuote();
    const { version } = (await admin.get(`/api/quotes/${o.id}`).expect(200)).body.data;
    const bad = await admin
      .put(`/api/quotes/${o.id}`, {
        version,
        lines: [
          { name: 'Brötchen', amount: '0', unitPrice: '1.005', taxRate: '150' },
          { name: ' ', amount: '2', unitPrice: '-3', taxRate: '10' },
        ],
        fee: { label: '', amount: '10.00', taxRate: '20' },
        validUntil: inDays(-1),
        send: true,
      })
      .expect(422);
    expect(bad.body.errors).toEqual([
      { field: 'lines.0.amount', message: QUOTE_TEXTS.amountInvalid },
      { field: 'lines.0.unitPrice', message: QUOTE_TEXTS.priceInvalid },
      { field: 'lines.0.taxRate', message: QUOTE_TEXTS.taxRateInvalid },
      { field: 'lines.1.name', message: QUOTE_TEXTS.lineNameRequired },
      { field: 'lines.1.unitPrice', message: QUOTE_TEXTS.priceInvalid },
      { field: 'fee.label', message: QUOTE_TEXTS.feeLabelRequired },
      { field: 'validUntil', message: QUOTE_TEXTS.validUntilPast },
    ]);
    const noDate = await admin.put(`/api/quotes/${o.id}`, offer(version, { validUntil: null })).expect(422);
    expect(noDate.body.errors).toEqual([{ field: 'validUntil', message: QUOTE_TEXTS.validUntilRequired }]);
    const empty = await admin.put(`/api/quotes/${o.id}`, offer(version, { lines: [] })).expect(422);
    expect(empty.body.errors).toEqual([{ field: 'lines', message: QUOTE_TEXTS.linesRequired }]);
    const shape = await admin.put(`/api/quotes/${o.id}`, { version: 'x', lines: 'y' }).expect(422);
    expect(shape.body.errors.map((e: { field: string }) => e.field)).toEqual(['version', 'lines']);
    const stale = await admin.put(`/api/quotes/${o.id}`, offer(version + 5)).expect(409);
    expect(stale.body.errors).toEqual([{ message: QUOTE_TEXTS.outdated }]);
    // A draft may be saved without a validity date; it stays invisible to the customer.
    const saved = (
      await admin.put(`/api/quotes/${o.id}`, offer(version, { send: false, validUntil: null })).expect(200)
    ).body.data;
    expect(saved).toMatchObject({ state: 'requested', version: version + 1, totals: { totalGross: '450.00' } });
    expect((await request(t.http).get(pub(o)).expect(200)).body.data.lines).toEqual([]);
    expect(
      (
        await t.ds.query(
          `SELECT count(*)::int AS n FROM "outbox" WHERE "orderId" = $1 AND "topic" = 'email' AND "payload"->>'action' = 'quote-sent'`,
          [o.id],
        )
      )[0].n,
    ).toBe(0);
  });

  it('saving a sent quote as a draft withdraws the offer until it is sent again', async () => {
    const o = await requestQuote();
    const sent = await send(o);
    const draft = (
      await admin
        .put(`/api/quotes/${o.id}`, offer(sent.version, { send: false, message: 'Neu kalkuliert' }))
        .expect(200)
    ).body.data;
    expect(draft).toMatchObject({ state: 'requested', version: sent.version + 1 });
    const view = (await request(t.http).get(pub(o)).expect(200)).body.data;
    expect(view).toMatchObject({ state: 'requested', lines: [], message: '' });
    const refused = await request(t.http).post(pub(o, '/accept')).send({ version: view.version }).expect(409);
    expect(refused.body.errors).toEqual([{ message: QUOTE_TEXTS.notSent }]);
    const actions = await t.ds.query(`SELECT "action" FROM "order_history" WHERE "orderId" = $1 ORDER BY "version"`, [
      o.id,
    ]);
    expect(actions.map((a: { action: string }) => a.action)).toEqual(['place', 'quote-sent', 'quote-withdraw']);
  });

  it('is branch-scoped for staff, needs a login, and exists only for quotation orders', async () => {
    const o = await requestQuote();
    const notFound = await employee.get(`/api/quotes/${o.id}`).expect(404);
    expect(notFound.body.errors).toEqual([{ message: HTTP.notFound }]);
    await employee.put(`/api/quotes/${o.id}`, offer(1)).expect(404);
    expect(
      (await employee.get('/api/quotes').expect(200)).body.data.some((r: { orderId: string }) => r.orderId === o.id),
    ).toBe(false);
    await request(t.http).get(`/api/quotes/${o.id}`).expect(401);
    await request(t.http)
      .get(pub(o).replace(o.hash, 'x'.repeat(o.hash.length)))
      .expect(404);

    // An ordinary order (no quotation) has no quote.
    await admin.put(`/api/branches/${c.branch.id}`, { isQuotationRequired: false }).expect(200);
    try {
      const plain = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.wine, 1)])).expect(201)).body
        .data as Placed;
      expect(plain.isQuotation ?? false).toBe(false);
      await admin.get(`/api/quotes/${plain.id}`).expect(404);
      await request(t.http).get(pub(plain)).expect(404);
    } finally {
      await admin.put(`/api/branches/${c.branch.id}`, { isQuotationRequired: true }).expect(200);
    }
  });

  it('leaves nothing for TypeORM to change in the quote table', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /"quote"/.test(q))).toEqual([]);
  });
});
