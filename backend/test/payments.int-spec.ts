import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import tls from 'node:tls';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PaymentStatusProcessor } from '../src/jobs/payment-status.processor.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 6 item 6: Mollie and Datatrans against local HTTP stubs of their APIs. The order turns paid
// exactly once whoever asks first (webhook or the payment-status job); webhook bodies are never trusted.
const PUBLIC_URL = 'https://shop.example.at';
const HMAC_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

/** A self-signed certificate for 127.0.0.1: the Mollie client only talks https. */
const certDir = mkdtempSync(join(tmpdir(), 'bw-pay-'));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    join(certDir, 'key.pem'),
    '-out',
    join(certDir, 'cert.pem'),
  ],
  { stdio: 'pipe' },
);

/**
 * Mollie (/v2/payments, https) and Datatrans (/v1/transactions, http) answered by one handler;
 * `states` is what the provider says about each payment.
 */
class ProviderStub {
  readonly states = new Map<string, string>();
  readonly calls: string[] = [];
  private servers: Server[];
  private seq = 0;
  port = 0;
  httpsPort = 0;

  constructor() {
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.calls.push(`${req.method} ${req.url}`);
        res.setHeader('Content-Type', 'application/hal+json');
        const url = req.url ?? '';
        if (req.method === 'POST' && url.startsWith('/v2/payments')) {
          const id = `tr_stub${++this.seq}`;
          this.states.set(id, 'open');
          const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
          return res.end(JSON.stringify(this.molliePayment(id, body)));
        }
        const mollie = /^\/v2\/payments\/(\w+)/.exec(url);
        if (mollie) {
          const id = mollie[1]!;
          if (!this.states.has(id)) {
            res.statusCode = 404;
            return res.end(JSON.stringify({ status: 404, title: 'Not Found', detail: 'No payment exists' }));
          }
          return res.end(JSON.stringify(this.molliePayment(id, {})));
        }
        if (req.method === 'POST' && url === '/v1/transactions') {
          const id = `dt${++this.seq}`;
          this.states.set(id, 'initialized');
          return res.end(JSON.stringify({ transactionId: id }));
        }
        const dt = /^\/v1\/transactions\/(\w+)/.exec(url);
        if (dt && this.states.has(dt[1]!))
          return res.end(JSON.stringify({ transactionId: dt[1], status: this.states.get(dt[1]!) }));
        res.statusCode = 404;
        res.end('{}');
      });
    };
    this.servers = [
      createServer(handler),
      createHttpsServer(
        { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
        handler,
      ),
    ];
  }

  private molliePayment(id: string, body: Record<string, unknown>) {
    return {
      resource: 'payment',
      id,
      mode: 'test',
      status: this.states.get(id),
      amount: body.amount ?? { currency: 'EUR', value: '10.00' },
      description: body.description ?? '',
      createdAt: new Date().toISOString(),
      _links: { checkout: { href: `https://mollie.stub/checkout/${id}`, type: 'text/html' } },
    };
  }

  async start(): Promise<this> {
    for (const server of this.servers) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    [this.port, this.httpsPort] = this.servers.map((server) => (server.address() as AddressInfo).port) as [
      number,
      number,
    ];
    return this;
  }

  async stop(): Promise<void> {
    for (const server of this.servers) {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  }
}

const sign = (body: string, t = Date.now(), key = HMAC_KEY) =>
  `t=${t},s0=${createHmac('sha256', Buffer.from(key, 'hex')).update(String(t)).update(body).digest('hex')}`;

const originalConnect = tls.connect;

describe('payments: Mollie and Datatrans', () => {
  let t: TestApp;
  let c: Catalogue;
  const stub = new ProviderStub();

  beforeAll(async () => {
    // The Mollie client pins its own CA bundle (no way to add the stub's self-signed certificate), so
    // TLS connections to the stub's port skip verification while this file runs; nothing else changes.
    tls.connect = ((...args: Parameters<typeof tls.connect>) => {
      const options = args[0] as tls.ConnectionOptions;
      if (typeof options === 'object' && Number(options.port) === stub.httpsPort) options.rejectUnauthorized = false;
      return originalConnect(...args);
    }) as typeof tls.connect;
    await stub.start();
    t = await startTestApp({
      PUBLIC_URL,
      MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz1234',
      MOLLIE_API_URL: `https://127.0.0.1:${stub.httpsPort}/v2/`,
      DATATRANS_MERCHANT_ID: '1100000000',
      DATATRANS_PASSWORD: 'secret',
      DATATRANS_HMAC_KEY: HMAC_KEY,
      DATATRANS_API_URL: `http://127.0.0.1:${stub.port}`,
      DATATRANS_PAY_URL: 'https://pay.stub',
    });
    c = await createCatalogue(t);
    await t.ds.query(`UPDATE "branch" SET "isDatatransEnabled" = true WHERE "id" = $1`, [c.branch.id]);
  });
  afterAll(async () => {
    await t?.close();
    await stub.stop();
    rmSync(certDir, { recursive: true, force: true });
    tls.connect = originalConnect;
  });

  const placeOnline = async (paymentMethod: string) => {
    const placed = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)], { paymentMethod })).expect(201))
      .body.data as { id: string; uid: string; hash: string; paymentRedirectUrl: string };
    expect(placed.paymentRedirectUrl).toBe(`${PUBLIC_URL}/api/payments/${placed.uid}/${placed.hash}/start`);
    const start = await request(t.http).get(new URL(placed.paymentRedirectUrl).pathname).expect(302);
    const [row] = (await t.ds.query(`SELECT "paymentReference" FROM "order" WHERE "id" = $1`, [placed.id])) as {
      paymentReference: string;
    }[];
    return { ...placed, reference: row!.paymentReference, checkout: start.headers.location as string };
  };

  const snapshot = async (id: string) =>
    (
      (await t.ds.query(
        `SELECT o."version", o."isPaid", o."paymentStatus",
                (SELECT count(*)::int FROM "order_history" h WHERE h."orderId" = o."id" AND h."action" = 'updatePaymentStatus') AS "paidChanges"
         FROM "order" o WHERE o."id" = $1`,
        [id],
      )) as { version: number; isPaid: boolean; paymentStatus: string; paidChanges: number }[]
    )[0]!;

  it('Mollie: the start endpoint creates the payment once and redirects to the checkout', async () => {
    const order = await placeOnline('mollie');
    expect(order.reference).toMatch(/^tr_stub\d+$/);
    expect(order.checkout).toBe(`https://mollie.stub/checkout/${order.reference}`);
    // A second visit does not create a second payment.
    const again = await request(t.http).get(`/api/payments/${order.uid}/${order.hash}/start`).expect(302);
    expect(again.headers.location).toBe(`${PUBLIC_URL}/status/${order.uid}/${order.hash}`);
  });

  it('webhook and poll racing: the order turns paid exactly once', async () => {
    const order = await placeOnline('mollie');
    stub.states.set(order.reference, 'paid');
    const poll = t.app.get(PaymentStatusProcessor);
    const run = { id: 'x', data: { outboxId: '0', orderId: order.id }, attempt: 1, maxAttempts: 5 };
    const webhook = () =>
      request(t.http).post('/api/payments/mollie/webhook').type('form').send(`id=${order.reference}`).expect(200);
    await Promise.all([webhook(), poll.process(run), webhook(), poll.process(run)]);
    const after = await snapshot(order.id);
    expect(after).toMatchObject({ isPaid: true, paymentStatus: 'paid', paidChanges: 1 });
    await webhook();
    expect(await snapshot(order.id)).toEqual(after);
  });

  it('Mollie webhook: the body is never trusted; an unknown id answers 200 and changes nothing', async () => {
    const order = await placeOnline('mollie');
    const before = await snapshot(order.id);
    await request(t.http).post('/api/payments/mollie/webhook').type('form').send('id=tr_unknown123').expect(200);
    // A body claiming "paid" does not matter: the provider still says open.
    await request(t.http)
      .post('/api/payments/mollie/webhook')
      .send({ id: order.reference, status: 'paid' })
      .expect(200);
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('Datatrans: a forged or stale signature -> 401 and no change; a valid one -> paid', async () => {
    const order = await placeOnline('datatrans');
    expect(order.checkout).toBe(`https://pay.stub/v1/start/${order.reference}`);
    stub.states.set(order.reference, 'settled');
    const before = await snapshot(order.id);
    const body = JSON.stringify({ transactionId: order.reference, status: 'settled' });
    const post = (signature: string | null) => {
      const req = request(t.http).post('/api/payments/datatrans/webhook').set('Content-Type', 'application/json');
      return (signature ? req.set('Datatrans-Signature', signature) : req).send(body);
    };
    await post(null).expect(401);
    await post(sign(body, Date.now(), 'ff'.repeat(32))).expect(401);
    await post(sign(body.replace('settled', 'failed'))).expect(401);
    await post(sign(body, Date.now() - 10 * 60_000)).expect(401);
    expect(await snapshot(order.id)).toEqual(before);
    await post(sign(body)).expect(200);
    expect(await snapshot(order.id)).toMatchObject({ isPaid: true, paidChanges: 1 });
  });

  it('a failed payment sends the customer to /store/{branch}/checkout/error', async () => {
    const order = await placeOnline('mollie');
    stub.states.set(order.reference, 'failed');
    const res = await request(t.http).get(`/api/payments/${order.uid}/${order.hash}/return`).expect(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/store/rund-um-die-uhr/checkout/error`);
    const paid = await placeOnline('mollie');
    stub.states.set(paid.reference, 'paid');
    const ok = await request(t.http).get(`/api/payments/${paid.uid}/${paid.hash}/return`).expect(302);
    expect(ok.headers.location).toBe(`${PUBLIC_URL}/status/${paid.uid}/${paid.hash}`);
  });
});
