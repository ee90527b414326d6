import { randomUUID } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { APP_CONFIG, type AppConfig } from '../src/config/index.js';
import { UnrecoverableError } from '../src/jobs/index.js';
import { Mailer } from '../src/mail/index.js';
import { WebhookProcessor } from '../src/partners/index.js';
import type { WebhookLookup } from '../src/partners/webhook-http.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue } from './orders.fixtures.js';
import { asPartner, createPartner, WebhookReceiver } from './partners.helpers.js';

// Issue 36 item 3: the delivering HTTP client checks the address it actually connects to. A
// WebhookProcessor with the production policy and a simulated DNS (hooks.partner.example -> 127.0.0.1,
// where a listener runs) refuses at connect time: the listener sees no connection, the delivery log
// has the German reason. With the development/test policy a 302 to another loopback URL is not followed.
// Deliveries are written straight into the table (no outbox event, so the app's own in-process runner
// never picks them up) and run with process(); the only sockets go to 127.0.0.1.

/** A loopback HTTP listener that counts connections and requests, answering with `answer`. */
class Listener {
  connections = 0;
  readonly paths: string[] = [];
  private readonly server: Server;
  port = 0;

  constructor(answer: (path: string) => { status: number; headers?: Record<string, string> }) {
    this.server = createServer((req, res) => {
      this.paths.push(req.url ?? '');
      req.resume();
      req.on('end', () => {
        const { status, headers } = answer(req.url ?? '');
        res.writeHead(status, headers).end('');
      });
    });
    this.server.on('connection', () => this.connections++);
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

describe('webhook deliveries: SSRF guard on the connected address', () => {
  let t: TestApp;
  let c: Catalogue;
  let config: AppConfig;
  const processors: WebhookProcessor[] = [];
  const target = new Listener(() => ({ status: 200 }));
  const second = new WebhookReceiver();
  const redirecting = new Listener(() => ({ status: 302, headers: { location: second.url('/zweite') } }));
  const asked: string[] = [];
  const dns: WebhookLookup = async (hostname) => {
    asked.push(hostname);
    const table: Record<string, LookupAddress[]> = { 'hooks.partner.example': [{ address: '127.0.0.1', family: 4 }] };
    return table[hostname] ?? [];
  };

  beforeAll(async () => {
    await Promise.all([target.start(), second.start(), redirecting.start()]);
    t = await startTestApp();
    c = await createCatalogue(t, 'webhooks-ssrf');
    config = t.app.get<AppConfig>(APP_CONFIG);
  });
  afterAll(async () => {
    await Promise.all(processors.map((p) => p.onApplicationShutdown()));
    await t?.close();
    await Promise.all([target.stop(), second.stop(), redirecting.stop()]);
  });

  /** A processor as the worker builds it, with the given policy and the simulated DNS. */
  const processorWith = (webhooks: Partial<AppConfig['webhooks']>) => {
    const p = new WebhookProcessor(
      t.ds,
      t.app.get(Mailer),
      { ...config, webhooks: { ...config.webhooks, ...webhooks } },
      dns,
    );
    processors.push(p);
    return p;
  };

  /**
   * An endpoint of a new partner whose stored URL is `url` (registered under the production policy: the
   * test app's development policy would refuse a foreign host name), with one pending delivery.
   */
  const pendingDelivery = async (url: string) => {
    const partner = await createPartner(c.admin, [c.branch.id]);
    const api = asPartner(t, partner.token);
    const { id: endpointId } = (
      await api.post('/api/partner/webhooks', { url: second.url('/platzhalter'), events: ['order.placed'] }).expect(201)
    ).body.data as { id: string };
    await t.ds.query(`UPDATE "webhook_endpoint" SET "url" = $2 WHERE "id" = $1`, [endpointId, url]);
    const eventId = `evt_${randomUUID()}`;
    const [{ id: deliveryId }] = (await t.ds.query(
      `INSERT INTO "webhook_delivery" ("endpointId", "eventId", "event", "orderId", "body")
       VALUES ($1, $2, 'order.placed', NULL, $3) RETURNING "id"`,
      [endpointId, eventId, JSON.stringify({ id: eventId, type: 'order.placed', data: {} })],
    )) as { id: string }[];
    // outboxId: there is no outbox row, the delivery was written directly.
    const run = {
      id: `test-${deliveryId}`,
      name: 'webhook' as const,
      data: { outboxId: '0', deliveryId },
      attempt: 1,
      maxAttempts: 1,
    };
    const row = async () =>
      (
        (await t.ds.query(
          `SELECT "state", "attempts", "lastStatus", "lastError" FROM "webhook_delivery" WHERE "id" = $1`,
          [deliveryId],
        )) as { state: string; attempts: number; lastStatus: number | null; lastError: string | null }[]
      )[0];
    return { api, endpointId, run, row };
  };

  it('production: a host name that resolves to 127.0.0.1 is refused at connect time, reason in the log', async () => {
    const reason = 'Adresse nicht erlaubt: hooks.partner.example zeigt auf eine nicht öffentliche Adresse (127.0.0.1).';
    const processor = processorWith({ restricted: false, allowedHosts: [] });
    const d = await pendingDelivery(`https://hooks.partner.example:${target.port}/hook`);

    const outcome = await processor.process(d.run).then(
      () => null,
      (err: unknown) => err,
    );
    expect(outcome).toBeInstanceOf(UnrecoverableError);
    expect((outcome as Error).message).toBe(reason);
    expect(asked).toContain('hooks.partner.example'); // the name went through the guarded lookup...
    expect(target.connections).toBe(0); // ...and nothing connected to the listener
    expect(target.paths).toEqual([]);
    expect(await d.row()).toEqual({ state: 'failed', attempts: 0, lastStatus: null, lastError: reason });
    // The partner's delivery log says why.
    const log = await d.api.get(`/api/partner/webhooks/${d.endpointId}/deliveries`).expect(200);
    expect(log.body.data[0]).toMatchObject({ state: 'failed', lastError: reason });
  });

  it('production: an IPv4-mapped loopback literal is refused before any connection', async () => {
    const processor = processorWith({ restricted: false, allowedHosts: [] });
    const d = await pendingDelivery(`https://[::ffff:127.0.0.1]:${target.port}/hook`);
    await expect(processor.process(d.run)).rejects.toThrow(
      'Der Host „[::ffff:7f00:1]“ ist für Webhooks nicht freigegeben.',
    );
    expect(target.connections).toBe(0);
    expect(await d.row()).toMatchObject({ state: 'failed', attempts: 0 });
  });

  it('development/test: loopback is reached, and a 302 to another loopback URL is not followed', async () => {
    const processor = processorWith({});
    expect(config.webhooks.restricted).toBe(true);
    const d = await pendingDelivery(`http://127.0.0.1:${redirecting.port}/start`);
    await expect(processor.process(d.run)).rejects.toThrow('HTTP 302');
    expect(redirecting.paths).toEqual(['/start']);
    // fetch has returned the 302 itself: had it followed, the second request would have been made first.
    expect(second.requests).toEqual([]);
    expect(await d.row()).toEqual({ state: 'pending', attempts: 1, lastStatus: 302, lastError: 'HTTP 302' });
    await t.ds.query(`DELETE FROM "webhook_endpoint" WHERE "id" = $1`, [d.endpointId]);
  });
});
