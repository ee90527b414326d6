import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Local stubs of the Mollie (https) and Datatrans (http) APIs for the payment suites, and the
// Datatrans webhook signature.
export const PUBLIC_URL = 'https://shop.example.at';
export const HMAC_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

/** A self-signed certificate for 127.0.0.1: the Mollie client only talks https. */
function selfSignedCert(): string {
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
  return certDir;
}

/**
 * Mollie (/v2/payments, https) and Datatrans (/v1/transactions, http) answered by one handler;
 * `states` is what the provider says about each payment.
 */
export class ProviderStub {
  readonly states = new Map<string, string>();
  readonly calls: string[] = [];
  private servers: Server[];
  private readonly certDir = selfSignedCert();
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
        { key: readFileSync(join(this.certDir, 'key.pem')), cert: readFileSync(join(this.certDir, 'cert.pem')) },
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
    rmSync(this.certDir, { recursive: true, force: true });
  }
}

export const sign = (body: string, t = Date.now(), key = HMAC_KEY) =>
  `t=${t},s0=${createHmac('sha256', Buffer.from(key, 'hex')).update(String(t)).update(body).digest('hex')}`;
