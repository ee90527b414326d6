import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fetch } from 'undici';
import { addressRefusal, guardedLookup, webhookDispatcher, type WebhookLookup } from './webhook-http.js';

// Issue 36 item 3: the webhook HTTP client resolves host names itself and refuses non-public addresses
// in production. DNS is simulated (a WebhookLookup of the test's own); the only sockets go to loopback.
const prod = { allowedHosts: [], restricted: false };
const dev = { allowedHosts: [], restricted: true };

/** A fake DNS: name -> addresses; records every name asked. */
function fakeDns(table: Record<string, string[]>): WebhookLookup & { asked: string[] } {
  const asked: string[] = [];
  const lookup = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    return (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { asked });
}

/** Calls a guarded lookup as net.connect does; resolves with what its callback got. */
const callLookup = (lookup: ReturnType<typeof guardedLookup>, hostname: string, all: boolean) =>
  new Promise<{ err: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
    lookup(hostname, { all }, (err, address, family) => resolve({ err, address, family })),
  );

describe('guardedLookup', () => {
  const dns = fakeDns({
    'hooks.partner.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'intern.partner.example': ['127.0.0.1'],
    'gemischt.partner.example': ['93.184.216.34', '10.0.0.7'],
    'metadata.partner.example': ['::ffff:169.254.169.254'],
  });

  it('passes a name that resolves to public addresses only (nothing connects)', async () => {
    const lookup = guardedLookup(prod, dns);
    expect(await callLookup(lookup, 'hooks.partner.example', true)).toEqual({
      err: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
      ],
      family: undefined,
    });
    expect(await callLookup(lookup, 'hooks.partner.example', false)).toEqual({
      err: null,
      address: '93.184.216.34',
      family: 4,
    });
  });

  it.each([
    ['intern.partner.example', '127.0.0.1'],
    ['gemischt.partner.example', '10.0.0.7'],
    ['metadata.partner.example', '::ffff:169.254.169.254'],
  ])('refuses %s in production: one non-public address (%s) is enough', async (host, address) => {
    const { err } = await callLookup(guardedLookup(prod, dns), host, true);
    expect(addressRefusal(err)?.message).toBe(
      `Adresse nicht erlaubt: ${host} zeigt auf eine nicht öffentliche Adresse (${address}).`,
    );
  });

  it('lets loopback through in development/test, and passes DNS errors on', async () => {
    expect((await callLookup(guardedLookup(dev, dns), 'intern.partner.example', false)).address).toBe('127.0.0.1');
    expect((await callLookup(guardedLookup(dev, dns), 'gemischt.partner.example', true)).err).toBeInstanceOf(Error);
    const { err } = await callLookup(guardedLookup(prod, dns), 'unbekannt.partner.example', true);
    expect(err?.code).toBe('ENOTFOUND');
    expect(addressRefusal(err)).toBeNull();
  });
});

describe('webhookDispatcher on a loopback listener', () => {
  let server: Server;
  let port = 0;
  let connections = 0;
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(200).end('ok');
    });
    server.on('connection', () => connections++);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('refuses at connect time in production: the listener sees no connection', async () => {
    const dns = fakeDns({ 'hooks.partner.example': ['127.0.0.1'] });
    const dispatcher = webhookDispatcher(prod, dns);
    try {
      const err = await fetch(`http://hooks.partner.example:${port}/prod`, { method: 'POST', dispatcher }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(addressRefusal(err)?.message).toBe(
        'Adresse nicht erlaubt: hooks.partner.example zeigt auf eine nicht öffentliche Adresse (127.0.0.1).',
      );
      expect(dns.asked).toEqual(['hooks.partner.example']);
      expect(connections).toBe(0);
      expect(requests).toEqual([]);
    } finally {
      await dispatcher.close();
    }
  });

  it('connects to the address the lookup returned when the policy allows it (development/test)', async () => {
    const dns = fakeDns({ 'hooks.partner.example': ['127.0.0.1'] });
    const dispatcher = webhookDispatcher(dev, dns);
    try {
      const res = await fetch(`http://hooks.partner.example:${port}/dev`, { method: 'POST', dispatcher });
      expect(await res.text()).toBe('ok');
      expect(dns.asked).toEqual(['hooks.partner.example']);
      expect(requests).toEqual(['/dev']);
    } finally {
      await dispatcher.close();
    }
  });
});
