import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { zonedParts } from '@bestell/domain';
import request from 'supertest';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { asPartner, createPartner, WebhookReceiver } from './partners.helpers.js';
import { connect, type Recorder } from './realtime.helpers.js';
import { decodeQp, outboxPublished, PrinterSink, SmtpSink, until } from './workers.sinks.js';

// Issue 37 item 4: staff place test orders (on a branch that is not public yet, or with 'Testbestellung'
// on a public one). They ring, print, mail and show live like any order, carry TEST, take ticket number 0
// without drawing the branch's counter, pay no provider and stay out of statistics, webhooks and the
// partner API; the setup checklist's test-order step is done once one exists.
describe('test orders', () => {
  let t: TestApp;
  let c: Catalogue;
  let url: string;
  const printer = new PrinterSink();
  const smtp = new SmtpSink();
  const receiver = new WebhookReceiver();
  const sockets: Recorder[] = [];
  const today = () => zonedParts(new Date(), 'Europe/Vienna').date;

  beforeAll(async () => {
    await Promise.all([printer.start(), smtp.start(), receiver.start()]);
    t = await startTestApp({ SMTP_URL: smtp.url, JOB_BACKOFF_MS: '50', PUBLIC_URL: 'https://shop.example.at' });
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer() as { address(): { port: number } }).address().port}`;
    c = await createCatalogue(t);
    await t.ds.query(`UPDATE "branch" SET "printerAddress" = $1 WHERE "id" = $2`, [printer.address, c.branch.id]);
  });
  afterAll(async () => {
    for (const s of sockets) s.socket.disconnect();
    await t?.close();
    await Promise.all([printer.stop(), smtp.stop(), receiver.stop()]);
  });

  const counter = async (): Promise<number> => {
    const [row] = (await t.ds.query(`SELECT "last" FROM "ticket_counter" WHERE "branchId" = $1 AND "day" = $2`, [
      c.branch.id,
      today(),
    ])) as { last: number }[];
    return row?.last ?? 0;
  };
  const testOrderStep = async () =>
    ((await c.admin.get('/api/setup/checklist').expect(200)).body.data.steps as { key: string; done: boolean }[]).find(
      (s) => s.key === 'test-order',
    )!.done;
  const mailOf = (uid: string) => smtp.mails.find((m) => decodeQp(m.raw).includes(`/status/${uid}/`));
  const subjectOf = (raw: string) => {
    const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)![1]!.replace(/\r?\n[ \t]/g, ' ');
    return line.replace(/=\?utf-8\?q\?(.*?)\?=/gi, (_, q: string) => decodeQp(q.replace(/_/g, ' ')));
  };

  let endpointId = '';
  let partnerToken = '';
  let testOrder: { id: string; uid: string; hash: string; ticketNumber: number; isTest: boolean };

  it('on a private branch: customers are refused as before; a staff member places a test order that rings, prints, mails and shows TEST', async () => {
    expect(await testOrderStep()).toBe(false);
    const partner = await createPartner(c.admin, [c.branch.id]);
    partnerToken = partner.token;
    endpointId = (
      await asPartner(t, partner.token)
        .post('/api/partner/webhooks', { url: receiver.url('/events'), events: ['order.placed'] })
        .expect(201)
    ).body.data.id;

    await c.admin.put(`/api/branches/${c.branch.id}`, { isPublic: false }).expect(200);
    const body = takeaway(c.branch.id, [item(c.products.pizza)]);
    const refused = await placeOrder(t, body).expect(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'branch' });
    // The flag alone makes nobody staff.
    await placeOrder(t, { ...body, isTest: true }).expect(422);
    // A session without the CSRF header counts as a customer.
    await c.admin.agent.post('/api/orders').send(body).expect(422);

    const frontdesk = connect(url, { branchId: c.branch.id, apiKey: c.branch.apiKey });
    sockets.push(frontdesk);
    await frontdesk.connected;
    const before = await counter();
    const placed = await c.admin.post('/api/orders', body).expect(201);
    testOrder = placed.body.data;
    expect(testOrder).toMatchObject({ isTest: true, ticketNumber: 0 });
    expect(await counter()).toBe(before);

    const pushed = await frontdesk.waitFor((e) => e.payload.id === testOrder.id);
    expect(pushed.payload).toMatchObject({ isTest: true, ticketNumber: 0 });
    const status = await request(t.http).get(`/api/orders/public/${testOrder.uid}/${testOrder.hash}`).expect(200);
    expect(status.body.data).toMatchObject({ isTest: true, ticketNumber: 0 });

    await until(() => printer.receipts.length === 1 && !!mailOf(testOrder.uid));
    const receipt = printer.receipts[0]!.toString('latin1');
    expect(receipt).toContain('TEST');
    expect(receipt).toContain('Testbestellung');
    const mail = mailOf(testOrder.uid)!.raw;
    expect(subjectOf(mail)).toMatch(/^\[TEST\] Ihre Bestellung TEST bei /);
    expect(decodeQp(mail)).toContain('TEST: Dies ist eine Testbestellung, keine echte Bestellung.');
    expect(decodeQp(mail)).not.toContain('Nr. 0');

    expect(await testOrderStep()).toBe(true);
  });

  it('the next real order gets the ticket number it would have had; the test order reaches no partner', async () => {
    await c.admin.put(`/api/branches/${c.branch.id}`, { isPublic: true }).expect(200);
    const before = await counter();
    const real = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    expect(real).toMatchObject({ isTest: false, ticketNumber: before + 1 });

    // Positive signal: the test order's events are published, and the later real order's delivery exists.
    await outboxPublished(t.ds, [testOrder.id, real.id]);
    await until(async () => {
      const rows = (await t.ds.query(`SELECT count(*)::int AS n FROM "webhook_delivery" WHERE "endpointId" = $1`, [
        endpointId,
      ])) as { n: number }[];
      return rows[0]!.n >= 1;
    });
    const bodies = (await t.ds.query(`SELECT "body" FROM "webhook_delivery" WHERE "endpointId" = $1`, [
      endpointId,
    ])) as { body: string }[];
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.body).toContain(real.id);
    expect(bodies[0]!.body).not.toContain(testOrder.id);

    const partner = asPartner(t, partnerToken);
    const listed = (await partner.get('/api/partner/orders').expect(200)).body.data as { id: string }[];
    expect(listed.map((o) => o.id)).toContain(real.id);
    expect(listed.map((o) => o.id)).not.toContain(testOrder.id);
    await partner.get(`/api/partner/orders/${testOrder.id}`).expect(404);
  });

  it("on a public branch: only staff of the branch may switch 'Testbestellung' on, never with online payment", async () => {
    const body = takeaway(c.branch.id, [item(c.products.pizza)]);
    const anonymous = await placeOrder(t, { ...body, isTest: true }).expect(422);
    expect(anonymous.body.errors).toEqual([
      { field: 'isTest', message: 'Testbestellungen können nur angemeldete Mitarbeiter der Filiale aufgeben.' },
    ]);
    // The employee's branches do not include this one.
    const employee = await login(t.http, DEMO.employee);
    await employee.post('/api/orders', { ...body, isTest: true }).expect(422);

    const online = await c.admin.post('/api/orders', { ...body, isTest: true, paymentMethod: 'mollie' }).expect(422);
    expect(online.body.errors).toContainEqual({
      field: 'paymentMethod',
      message:
        'Testbestellungen sind nur ohne Online-Zahlung möglich (z. B. Barzahlung). Bitte wählen Sie eine andere Zahlungsart.',
    });

    const before = await counter();
    const switched = (await c.admin.post('/api/orders', { ...body, isTest: true }).expect(201)).body.data;
    expect(switched).toMatchObject({ isTest: true, ticketNumber: 0 });
    // Without the switch a staff member's order on a public branch is a real one.
    const normal = (await c.admin.post('/api/orders', body).expect(201)).body.data;
    expect(normal).toMatchObject({ isTest: false, ticketNumber: before + 1 });

    // The frontdesk's phone-order path takes the same switch.
    const phone = await c.admin.agent
      .post('/api/counter/orders')
      .set('X-XSRF-TOKEN', c.admin.csrf)
      .set('Idempotency-Key', randomUUID())
      .send({ ...body, payment: 'cash', confirmation: 'none', isTest: true })
      .expect(201);
    expect(phone.body.data).toMatchObject({ isTest: true, ticketNumber: 0, channel: 'phone' });
    expect(await counter()).toBe(before + 1);
  });

  it('statistics and the dashboard figures count no test order', async () => {
    const ids = (
      (await t.ds.query(`SELECT "id", "isTest" FROM "order" WHERE "branchId" = $1`, [c.branch.id])) as {
        id: string;
        isTest: boolean;
      }[]
    ).reduce((acc, o) => (o.isTest ? acc.tests.push(o.id) : acc.real.push(o.id), acc), {
      tests: [] as string[],
      real: [] as string[],
    });
    expect(ids.tests.length).toBeGreaterThanOrEqual(3);
    // Completed, so they would count as revenue too.
    for (const id of [...ids.tests, ...ids.real]) {
      await c.admin.post(`/api/orders/${id}/status/confirm`).expect(200);
      await c.admin.post(`/api/orders/${id}/status/completed`).expect(200);
    }
    const [{ gross }] = (await t.ds.query(
      `SELECT sum("totalGross")::numeric(12,2)::text AS gross FROM "order" WHERE "id" = ANY($1::uuid[])`,
      [ids.real],
    )) as { gross: string }[];
    const q = `from=${today()}&to=${today()}&branch=${c.branch.id}`;
    const orders = (await c.admin.get(`/api/statistics/orders?${q}`).expect(200)).body.data;
    expect(orders.total).toMatchObject({ orders: ids.real.length, completed: ids.real.length });
    const revenue = (await c.admin.get(`/api/statistics/revenue?${q}`).expect(200)).body.data;
    expect(revenue.total).toMatchObject({ revenue: gross });
    const items = (await c.admin.get(`/api/statistics/items?${q}`).expect(200)).body.data.items as {
      orders: number;
    }[];
    expect(items.reduce((n, i) => n + i.orders, 0)).toBe(ids.real.length);
  });
});
