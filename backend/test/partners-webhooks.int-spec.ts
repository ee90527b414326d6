import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signWebhook } from '@bestell/domain';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { asPartner, createPartner, readmeVerifySnippet, WebhookReceiver } from './partners.helpers.js';
import { decodeQp, SmtpSink, until } from './workers.sinks.js';

// Issue 22 item 5 in-process (no Redis; the worker process runs the same WebhookProcessor from BullMQ,
// see `npm run bench -- webhooks`): order events reach a registered endpoint once each, signed; a receiver
// that fails twice gets the event on the third attempt; one that is down for good gets its endpoint
// disabled and its owner mailed. Signatures are checked with the README's own snippet.
describe('partner webhooks', () => {
  let t: TestApp;
  let c: Catalogue;
  const receiver = new WebhookReceiver();
  const smtp = new SmtpSink();
  let verify: Awaited<ReturnType<typeof readmeVerifySnippet>>;

  beforeAll(async () => {
    await Promise.all([receiver.start(), smtp.start()]);
    t = await startTestApp({
      SMTP_URL: smtp.url,
      JOB_ATTEMPTS: '4',
      JOB_BACKOFF_MS: '50',
      WEBHOOK_DISABLE_AFTER: '3',
      WEBHOOK_TIMEOUT_MS: '2000',
    });
    c = await createCatalogue(t, 'webhooks');
    verify = await readmeVerifySnippet();
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([receiver.stop(), smtp.stop()]);
  });

  const deliveries = (endpointId: string) =>
    t.ds.query(`SELECT * FROM "webhook_delivery" WHERE "endpointId" = $1 ORDER BY "id"`, [endpointId]) as Promise<
      { eventId: string; event: string; state: string; attempts: number; lastStatus: number | null; orderId: string }[]
    >;
  const settled = async (endpointId: string, count: number) =>
    until(async () => {
      const rows = await deliveries(endpointId);
      return rows.length === count && rows.every((d) => d.state !== 'pending');
    });
  const forOrder = (orderId: string) =>
    receiver.requests.filter(
      (r) => (JSON.parse(r.body) as { data: { order: { id: string } } }).data.order.id === orderId,
    );

  it('delivers each order event once, signed, to a registered endpoint of the order branch', async () => {
    const partner = await createPartner(c.admin, [c.branch.id]);
    const api = asPartner(t, partner.token);
    const created = await api
      .post('/api/partner/webhooks', {
        url: receiver.url('/events'),
        events: ['order.placed', 'order.confirmed', 'order.ready', 'order.completed', 'order.cancelled'],
      })
      .expect(201);
    const { id: endpointId, secret } = created.body.data as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_/);
    // The secret is shown once: neither list nor detail carries it.
    expect(JSON.stringify((await api.get('/api/partner/webhooks').expect(200)).body)).not.toContain(secret);

    const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    for (const action of ['confirm', 'in-delivery', 'completed'])
      await c.admin.post(`/api/orders/${order.id}/status/${action}`).expect(200);
    const other = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await c.admin.post(`/api/orders/${other.id}/status/cancel`).expect(200);
    // An order of a branch the partner does not have makes no delivery.
    await placeOrder(t, takeaway(c.hoursBranch.id, [item(c.products.pizza)], { isPreorder: true })).expect(201);
    await settled(endpointId, 6);
    // Positive signal that nothing else is on its way: a later event arrives after all of them.
    const later = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await until(() => forOrder(later.id).length === 1);
    await settled(endpointId, 7);

    // Deliveries run in parallel and promise no arrival order (README, Integrating): events are read in
    // the order they happened (createdAt), as a receiver does.
    const types = (orderId: string) =>
      forOrder(orderId)
        .map((r) => JSON.parse(r.body) as { type: string; createdAt: string })
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((e) => e.type);
    expect(types(order.id)).toEqual(['order.placed', 'order.confirmed', 'order.ready', 'order.completed']);
    expect(types(other.id)).toEqual(['order.placed', 'order.cancelled']);
    expect(receiver.requests).toHaveLength(7);
    const ids = receiver.requests.map((r) => r.headers['x-webhook-id']);
    expect(new Set(ids).size).toBe(7);
    for (const r of receiver.requests) {
      expect(verify(secret, r.body, String(r.headers['x-signature']))).toBe(true);
      expect(JSON.parse(r.body).id).toBe(r.headers['x-webhook-id']);
      expect(r.headers['content-type']).toBe('application/json');
    }
    // The delivery log, as the partner and the admin see it.
    const log = await api.get(`/api/partner/webhooks/${endpointId}/deliveries`).expect(200);
    expect(log.headers['x-total-count']).toBe('7');
    expect(log.body.data[0]).toMatchObject({
      state: 'delivered',
      attempts: 1,
      lastStatus: 200,
      lastResponse: '{"ok":true}',
    });
    await c.admin.get(`/api/webhook-endpoints/${endpointId}/deliveries`).expect(200);
    await api.del(`/api/partner/webhooks/${endpointId}`).expect(200);
  });

  it('retries a receiver that fails twice: the event arrives on the third attempt, same id', async () => {
    const partner = await createPartner(c.admin, [c.branch.id]);
    const { id: endpointId } = (
      await asPartner(t, partner.token)
        .post('/api/partner/webhooks', { url: receiver.url('/flaky'), events: ['order.placed'] })
        .expect(201)
    ).body.data;
    receiver.failNext = 2;
    const before = receiver.requests.length;
    const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await settled(endpointId, 1);
    const [delivery] = await deliveries(endpointId);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 3, lastStatus: 200, orderId: order.id });
    const attempts = receiver.requests.slice(before).filter((r) => r.headers['x-webhook-id'] === delivery!.eventId);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
    const [endpoint] = await t.ds.query(
      `SELECT "consecutiveFailures", "isEnabled" FROM "webhook_endpoint" WHERE "id" = $1`,
      [endpointId],
    );
    expect(endpoint).toEqual({ consecutiveFailures: 0, isEnabled: true });
    await t.ds.query(`DELETE FROM "webhook_endpoint" WHERE "id" = $1`, [endpointId]);
  });

  it("the README's snippet refuses a forged or stale signature", async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'order.placed' });
    const now = Math.floor(Date.now() / 1000);
    expect(verify('whsec_richtig', body, await signWebhook('whsec_richtig', body, now))).toBe(true);
    expect(verify('whsec_richtig', body, await signWebhook('whsec_falsch', body, now))).toBe(false);
    expect(verify('whsec_richtig', `${body} `, await signWebhook('whsec_richtig', body, now))).toBe(false);
    expect(verify('whsec_richtig', body, await signWebhook('whsec_richtig', body, now - 600))).toBe(false);
    expect(verify('whsec_richtig', body, `t=${now},v1=${'0'.repeat(64)}`)).toBe(false);
    expect(verify('whsec_richtig', body, 'kaputt')).toBe(false);
  });

  it('disables an endpoint whose receiver is down for good and mails its owner once', async () => {
    const down = new WebhookReceiver();
    await down.start();
    const url = down.url('/weg');
    await down.stop(); // connection refused from now on
    const partner = await createPartner(c.admin, [c.branch.id], undefined, { email: 'technik@lieferdienst.at' });
    const { id: endpointId } = (
      await c.admin
        .post(`/api/external-users/${partner.id}/webhooks`, { url, events: ['order.placed', 'order.confirmed'] })
        .expect(201)
    ).body.data;
    const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await until(async () => smtp.mails.some((m) => m.to.includes('technik@lieferdienst.at')));
    const [endpoint] = await t.ds.query(
      `SELECT "isEnabled", "consecutiveFailures", "disabledAt" FROM "webhook_endpoint" WHERE "id" = $1`,
      [endpointId],
    );
    expect(endpoint).toMatchObject({ isEnabled: false, consecutiveFailures: 3 });
    expect(endpoint.disabledAt).not.toBeNull();
    const [delivery] = await deliveries(endpointId);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 3 });
    const mail = decodeQp(smtp.mails.find((m) => m.to.includes('technik@lieferdienst.at'))!.raw);
    expect(mail).toContain('Ihr Webhook-Endpunkt wurde deaktiviert');
    expect(mail).toContain(url);
    // A disabled endpoint gets no further deliveries; a later event of the same order proves the relay ran.
    await c.admin.post(`/api/orders/${order.id}/status/confirm`).expect(200);
    const watcher = await createPartner(c.admin, [c.branch.id]);
    const { id: watcherId } = (
      await asPartner(t, watcher.token)
        .post('/api/partner/webhooks', { url: receiver.url('/watch'), events: ['order.confirmed'] })
        .expect(201)
    ).body.data;
    const next = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await c.admin.post(`/api/orders/${next.id}/status/confirm`).expect(200);
    await settled(watcherId, 1);
    expect(await deliveries(endpointId)).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.to.includes('technik@lieferdienst.at'))).toHaveLength(1);
    // Re-enabled by the admin, it starts again with a clean count.
    const enabled = await c.admin.put(`/api/webhook-endpoints/${endpointId}`, { enabled: true }).expect(200);
    expect(enabled.body.data).toMatchObject({ isEnabled: true, consecutiveFailures: 0, disabledAt: null });
  });
});
