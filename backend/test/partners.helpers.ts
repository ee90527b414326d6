import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import request from 'supertest';
import type { Staff, TestApp } from './harness.js';

// Test stand-ins for a partner: a local webhook receiver that records every request, and the README's
// signature snippet loaded as a module (the code integrators copy, not a copy of it).

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export class WebhookReceiver {
  readonly requests: Received[] = [];
  /** Requests to answer 500 before answering 200 again. */
  failNext = 0;
  private server: Server;
  port = 0;

  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (this.failNext > 0) {
          this.failNext--;
          res.writeHead(500, { 'content-type': 'text/plain' }).end('kaputt');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

const README = fileURLToPath(new URL('../../README.md', import.meta.url));

/** README.md's "Integrating" section, between its markers. */
export function readmeGuide(): string {
  const section = /<!-- integrating:start -->\n([\s\S]*?)<!-- integrating:end -->/.exec(
    readFileSync(README, 'utf8'),
  )?.[1];
  if (!section) throw new Error('README.md has no integrating section');
  return section;
}

type Verify = (secret: string, rawBody: string, header: string, toleranceSeconds?: number) => boolean;

/** The ```js block of the README's guide, written to a file and imported: the snippet exactly as printed. */
export async function readmeVerifySnippet(): Promise<Verify> {
  const code = /```js\n([\s\S]*?)```/.exec(readmeGuide())?.[1];
  if (!code) throw new Error('the integrating section has no js snippet');
  const file = join(mkdtempSync(join(tmpdir(), 'partners-readme-')), 'verify.mjs');
  writeFileSync(file, code);
  const mod = (await import(pathToFileURL(file).href)) as { verifyWebhook: Verify };
  return mod.verifyWebhook;
}

/** An external user created by the admin; returns its id and the token shown once. */
export async function createPartner(
  admin: Staff,
  branchIds: string[],
  scopes = ['orders:read', 'orders:write', 'catalogue:read', 'webhooks:manage'],
  extra: object = {},
): Promise<{ id: string; token: string }> {
  const res = await admin
    .post('/api/external-users', {
      name: 'Catering Huber',
      email: 'it@catering-huber.at',
      scopes,
      branches: branchIds.map((id) => ({ id })),
      ...extra,
    })
    .expect(201);
  return { id: res.body.data.id, token: res.body.data.token };
}

/** A partner API call with the bearer token. */
export const asPartner = (t: TestApp, token: string) => ({
  get: (url: string) => request(t.http).get(url).set('Authorization', `Bearer ${token}`),
  post: (url: string, body: object = {}) =>
    request(t.http).post(url).set('Authorization', `Bearer ${token}`).send(body),
  put: (url: string, body: object = {}) => request(t.http).put(url).set('Authorization', `Bearer ${token}`).send(body),
  del: (url: string) => request(t.http).delete(url).set('Authorization', `Bearer ${token}`),
});
