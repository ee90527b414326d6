import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { buildPolicy } from '../src/common/security-headers.js';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';
import { createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 12 item 7: every answer (pages, assets, API, errors) carries the policy headers; the status
// page and its API never leak the order secret through Referer; staff and status answers are not stored.
describe('security headers', () => {
  let t: TestApp;
  let dist: string;
  let status: { uid: string; hash: string };

  beforeAll(async () => {
    // A stand-in for the built frontend, so pages are served as in production without a Vite build.
    dist = mkdtempSync(join(tmpdir(), 'bw-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await startTestApp({ FRONTEND_DIST: dist, PUBLIC_URL: 'https://shop.example.at' });
    const c = await createCatalogue(t);
    const placed = await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 1)])).expect(201);
    status = placed.body.data as { uid: string; hash: string };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const expectPolicy = (res: request.Response) => {
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Socket.IO over the public origin's WebSocket twin.
    expect(csp).toMatch(/connect-src 'self' wss:\/\/shop\.example\.at/);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
  };

  it.each(['/', '/store/wien-neubau', '/backend', '/kontakt', '/assets/main-abc123.js', '/api/init', '/api/nope'])(
    '%s carries the CSP, nosniff and the default referrer policy',
    async (path) => {
      const res = await request(t.http).get(path);
      expect(res.status).toBeLessThan(500);
      expectPolicy(res);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it("only the signage player's page may frame https: pages (web-page zones, issue 19)", async () => {
    const player = await request(t.http).get('/signage/3f1c9d4e-0000-4000-8000-000000000001');
    expectPolicy(player);
    expect(String(player.headers['content-security-policy'])).toContain("frame-src 'self' https:");
    const shop = await request(t.http).get('/store/wien-neubau');
    expect(String(shop.headers['content-security-policy'])).toContain("frame-src 'none'");
  });

  const directive = (res: request.Response, name: string) =>
    String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith(`${name} `));

  it('without tracking ids the policy stays strict: no outside script, connect or frame host on any page', async () => {
    for (const path of ['/', '/store/wien-neubau', '/kontakt', '/kiosk/wien-neubau']) {
      const res = await request(t.http).get(path);
      expect(directive(res, 'script-src')).toBe("script-src 'self'");
      expect(directive(res, 'connect-src')).toBe("connect-src 'self' wss://shop.example.at");
      expect(directive(res, 'frame-src')).toBe("frame-src 'none'");
    }
  });

  it('a configured tag manager and pixel are allowed on storefront pages only, never on kiosk or staff screens', async () => {
    const admin = await login(t.http, DEMO.admin);
    await admin.post('/api/config', { googleTagManagerId: 'GTM-AB12CD3', facebookPixelId: '1234567890' }).expect(200);
    try {
      for (const path of ['/', '/store/wien-neubau', '/kontakt', `/status/${status.uid}/${status.hash}`]) {
        const res = await request(t.http).get(path);
        expectPolicy(res);
        expect(directive(res, 'script-src')).toBe(
          "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net",
        );
        expect(directive(res, 'connect-src')).toContain('https://*.google-analytics.com');
        expect(directive(res, 'connect-src')).toContain('https://www.facebook.com');
        expect(directive(res, 'frame-src')).toBe('frame-src https://www.googletagmanager.com https://www.facebook.com');
        expect(directive(res, 'default-src')).toBe("default-src 'self'");
      }
      // Self-service and device screens, the back office and the API: the strict policy, configured or not.
      for (const path of [
        '/kiosk',
        '/kiosk/wien-neubau',
        '/kiosk/wien-neubau/checkout',
        '/backend',
        '/zeiterfassung',
      ]) {
        const res = await request(t.http).get(path);
        expect(directive(res, 'script-src')).toBe("script-src 'self'");
        expect(String(res.headers['content-security-policy'])).not.toMatch(/googletagmanager|facebook/);
      }
      const player = await request(t.http).get('/signage/3f1c9d4e-0000-4000-8000-000000000001');
      expect(directive(player, 'frame-src')).toBe("frame-src 'self' https:");
      expect(directive(player, 'script-src')).toBe("script-src 'self'");
      const api = await request(t.http).get('/api/init').expect(200);
      expect(directive(api, 'script-src')).toBe("script-src 'self'");
    } finally {
      await admin.post('/api/config', { googleTagManagerId: '', facebookPixelId: '' }).expect(200);
    }
    // Cleared in the config, gone from the policy at once (the config cache is cleared on update).
    expect(directive(await request(t.http).get('/'), 'script-src')).toBe("script-src 'self'");
  });

  it('the policy builder ignores ids that are not valid ids, so a typo cannot open a host', () => {
    const policy = buildPolicy('https://shop.example.at', '/', {
      googleTagManagerId: 'https://evil.example',
      facebookPixelId: 'abc',
    });
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(
      buildPolicy('https://shop.example.at', '/kiosk/x', { googleTagManagerId: 'GTM-AB12CD3' })['script-src'],
    ).toEqual(["'self'"]);
  });

  it('the status page and the public order API answer with Referrer-Policy no-referrer', async () => {
    const page = await request(t.http).get(`/status/${status.uid}/${status.hash}`).expect(200);
    expect(page.text).toContain('<div id="root">');
    expectPolicy(page);
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const api = await request(t.http).get(`/api/orders/public/${status.uid}/${status.hash}`).expect(200);
    expectPolicy(api);
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('staff answers are no-store; public catalogue reads are revalidated instead', async () => {
    const admin = await login(t.http, DEMO.admin);
    const me = await admin.get('/api/users/me').expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const staffList = await admin.get('/api/orders').expect(200);
    expect(staffList.headers['cache-control']).toBe('no-store');
    const frontdesk = await request(t.http).get('/api/orders/current').set('X-Api-Key', 'x');
    expect(frontdesk.headers['cache-control']).toBe('no-store');

    const init = await request(t.http).get('/api/init').expect(200);
    expect(init.headers['cache-control']).toBe('no-cache');
  });

  it('hashed assets stay immutable and pages revalidate (the cache rules are not overwritten)', async () => {
    const asset = await request(t.http).get('/assets/main-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    const page = await request(t.http).get('/').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('HSTS only over TLS: a request from a trusted proxy that says https gets it, plain http does not', async () => {
    const plain = await request(t.http).get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // TRUST_PROXY is off in this app: a client claiming https is not believed.
    const spoofed = await request(t.http).get('/').set('X-Forwarded-Proto', 'https');
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await startTestApp({ TRUST_PROXY: 'true' });
    try {
      const tls = await request(behindProxy.http).get('/api/health').set('X-Forwarded-Proto', 'https');
      expect(tls.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await behindProxy.close();
    }
  });
});
