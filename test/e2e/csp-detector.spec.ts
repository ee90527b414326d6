// The CSP detector of support/csp.ts must be able to fail: a page under a strict policy that runs an inline
// script is reported with its directive and blocked URI, and assertNone() then throws naming both.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp.js';
import { test as scenarioTest } from './support/test.js';

let server: Server;
let base: string;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self'; object-src 'none'");
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (req.url === '/clean') return res.end('<!doctype html><title>clean</title><p>nothing inline</p>');
    res.end('<!doctype html><title>inline</title><script>document.title = "ran";</script>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.close();
  await once(server, 'close');
});

test('an inline script under a strict CSP is reported with directive and blocked URI', async ({ context, page }) => {
  const watch = await watchCsp(context);
  await page.goto(`${base}/inline`);
  // Positive signals: the event reached Node and Chromium logged the refusal.
  await expect.poll(() => watch.violations.map((v) => v.source).sort()).toEqual(['console', 'event']);
  expect(await page.title()).toBe('inline'); // the script was blocked
  const event = watch.violations.find((v) => v.source === 'event')!;
  expect(event).toMatchObject({ directive: 'script-src-elem', blockedURI: 'inline', disposition: 'enforce' });
  expect(event.documentURI).toBe(`${base}/inline`);
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations)).toHaveLength(
    1,
  );
  const logged = watch.violations.find((v) => v.source === 'console')!;
  expect(logged).toMatchObject({ directive: "script-src 'self'", blockedURI: 'inline' });
  expect(() => watch.assertNone()).toThrow(
    /directive script-src-elem blocked inline on http:\/\/127\.0\.0\.1:\d+\/inline/,
  );
});

test('a page without violations passes', async ({ context, page }) => {
  const watch = await watchCsp(context);
  await page.goto(`${base}/clean`);
  await expect(page.getByText('nothing inline')).toBeVisible();
  // Same page, then the inline one: the watch that saw nothing on /clean sees the second page's violation,
  // so "nothing seen" above was not blindness.
  expect(watch.violations).toEqual([]);
  watch.assertNone();
  await page.goto(`${base}/inline`);
  await expect.poll(() => watch.violations.length).toBeGreaterThan(0);
});

// The wiring the scenarios use: their `page` fixture must fail the test on a violation it recorded.
// test.fail() turns that expected failure into a pass, and a missed violation into a failure.
scenarioTest('a scenario page that violates the CSP fails its test', async ({ page }) => {
  scenarioTest.fail();
  await page.goto(`${base}/inline`);
  await expect(page).toHaveTitle('inline');
});
