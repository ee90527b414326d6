/* global document, fetch -- browser callbacks of page.evaluate, Node 20 globals */
// Browser checks of the back office (issue 8) against the BUILT app and a real database; separate from
// run.mjs (storefront). Run after `npm run build`:  node test/e2e/backoffice.mjs
// Covers: German login errors and the throttle message, login, creating a configurable product with a
// part, options and a modifier in the product editor, logout and the back button, axe-core on the login
// page and the product editor, screenshots at 1280x800 and 1024x768 under test/e2e/artifacts/.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createFixtures } from './fixtures.mjs';
import { startServer, staffSession } from './server.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ARTIFACTS = join(HERE, 'artifacts');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];
const ADMIN = { email: 'admin@sonnleitner.at', password: 'demo-admin' };
const findings = [];

async function axe(page, label) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(async () => {
    const report = await globalThis.axe.run(document, { resultTypes: ['violations'] });
    return report.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  for (const v of result) if (v.impact === 'serious' || v.impact === 'critical') findings.push({ label, ...v });
}

async function shoot(page, name) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({
      path: join(ARTIFACTS, `${name}-${viewport.width}x${viewport.height}.png`),
      fullPage: false,
    });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

async function login(page, base, email, password) {
  await page.goto(`${base}/backend/login`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

mkdirSync(ARTIFACTS, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const context = await browser.newContext({ viewport: VIEWPORTS[0], locale: 'de-AT' });
  const page = await context.newPage();

  // 1. Login page: wrong password, then the throttle message with its minutes.
  await login(page, server.base, 'team.wien@sonnleitner.at', 'falsches-passwort');
  await page.getByText('Fehlerhafte Zugangsdaten.').waitFor();
  await shoot(page, 'backoffice-login');
  await axe(page, 'login');
  let throttled = false;
  for (let attempt = 0; attempt < 8 && !throttled; attempt++) {
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/login')),
      page.getByRole('button', { name: 'Anmelden' }).click(),
    ]);
    throttled = await page
      .getByText(/Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in \d+ Minuten? erneut\./)
      .isVisible();
  }
  assert.ok(throttled, 'throttle message after repeated wrong passwords');
  console.log('ok login errors and throttle');

  // 2. Admin logs in and creates a configurable product in the product editor.
  await login(page, server.base, ADMIN.email, ADMIN.password);
  await page.getByText('Bestellungen heute').waitFor();
  await page.goto(`${server.base}/backend#/products/new`);
  await page.getByLabel('Name', { exact: true }).fill('E2E Torte');
  await page.getByRole('tab', { name: 'Preis, Einheiten, Steuern' }).click();
  await page.getByLabel('Preis (brutto)').fill('30,00');
  await page.getByRole('tab', { name: 'Konfiguration' }).click();
  await page.getByRole('button', { name: 'Schritt hinzufügen' }).click();
  await page.getByLabel('Bezeichnung').fill('Größe');
  await page.getByRole('button', { name: 'Option hinzufügen' }).click();
  await page.getByRole('button', { name: 'Option hinzufügen' }).click();
  await page.getByLabel('Option 1', { exact: true }).fill('Klein');
  await page.getByLabel('Option 2', { exact: true }).fill('Groß');
  const prices = page.getByLabel('Preis', { exact: true });
  await prices.nth(0).fill('0');
  await prices.nth(1).fill('12,50');
  await page.getByLabel('Wirkung Option 2').click();
  await page.getByTitle('Ersetzt den Preis').click();
  await shoot(page, 'backoffice-product-editor');
  await axe(page, 'product editor');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.waitForURL(/#\/products\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop();
  const admin = await staffSession(server.base, ADMIN);
  const product = await admin.get(`/api/products/${id}`);
  assert.equal(product.name, 'E2E Torte');
  assert.equal(product.config.parts[0].name, 'Größe');
  assert.deepEqual(
    product.config.parts[0].options.map((o) => [o.name, Number(o.value), o.modifier]),
    [
      ['Klein', 0, 'add'],
      ['Groß', 12.5, 'overwrite'],
    ],
  );
  console.log('ok product editor creates a configurable product');

  // 3. Frontdesk tablet (branchId + apiKey, no login) shows a new order live with the alert; staff
  //    confirm it in the back office and the frontdesk follows without a reload.
  const { open, products } = await createFixtures(admin);
  const { apiKey } = await admin.post(`/api/branches/${open.id}/api-key`);
  const tablet = await (await browser.newContext({ viewport: VIEWPORTS[0], locale: 'de-AT' })).newPage();
  await tablet.goto(`${server.base}/backend#/frontdesk/${open.id}/${apiKey}`);
  await tablet.getByText('Keine offenen Bestellungen').waitFor();
  const placed = await fetch(`${server.base}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      branch: { id: open.id },
      firstName: 'Maria',
      lastName: 'Muster',
      phone: '+43 664 1234567',
      email: 'maria@example.at',
      paymentMethod: 'cash',
      notificationType: 'sms',
      legalInstructions: true,
      privacyPolicy: true,
      isDelivery: false,
      isDineIn: false,
      items: [{ product: { id: products.roll.id }, amount: 3 }],
    }),
  }).then((r) => r.json());
  assert.ok(placed.data?.uid, `order placed: ${JSON.stringify(placed)}`);
  await tablet
    .getByRole('alert')
    .getByText(/Neue Bestellung!/)
    .waitFor({ timeout: 15_000 });
  await shoot(tablet, 'backoffice-frontdesk-alert');
  await axe(tablet, 'frontdesk with alert');
  await tablet.getByText('Maria Muster', { exact: false }).first().click();
  await tablet.getByRole('button', { name: 'Bestätigen' }).waitFor();
  await shoot(tablet, 'backoffice-frontdesk');
  await axe(tablet, 'frontdesk');
  const [current] = await admin.get('/api/orders/current');
  await page.goto(`${server.base}/backend#/orders/${current.id}`);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await page.getByText('Bestellung bestätigt').waitFor();
  await tablet.getByText('Bestätigt, in Zubereitung').first().waitFor({ timeout: 15_000 });
  console.log('ok frontdesk shows the new order live with the alert and follows the confirmation');

  // 4. Logout; the back button must not show staff data.
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await page.waitForURL(/\/backend\/login$/);
  await page.goBack();
  await page.waitForURL(/\/backend\/login$/, { timeout: 10_000 });
  assert.equal(await page.getByText('E2E Torte').count(), 0);
  console.log('ok logout and back button');

  assert.deepEqual(findings, [], `axe serious/critical findings: ${JSON.stringify(findings, null, 2)}`);
  console.log('ok axe-core: no serious or critical violation on login, product editor and frontdesk');
} finally {
  await browser.close();
  await server.stop();
}
