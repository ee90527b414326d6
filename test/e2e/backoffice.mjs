/* global document, fetch, setTimeout -- browser callbacks of page.evaluate, Node 20 globals */
// Browser checks of the back office (issue 8) against the BUILT app and a real database; separate from
// run.mjs (storefront). Run after `npm run build`:  node test/e2e/backoffice.mjs
// Covers: German login errors and the throttle message; three browser contexts: an admin creates a
// configurable product in the product editor, a customer orders it in the storefront, the frontdesk
// tablet (apiKey link, no login) rings and confirms it, the customer's status page follows without a
// reload; an employee of another branch does not see the order; logout and the back button; axe-core on
// login, product editor and frontdesk; screenshots at 1280x800 and 1024x768 under test/e2e/artifacts/.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
// A 2x2 PNG: the product image uploaded in the product editor.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
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

/** The login link of the newest mail to `to` in the server's mail folder (quoted-printable decoded). */
async function mailedLink(dir, to) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = (() => {
      try {
        return readdirSync(join(dir, 'mail')).sort().reverse();
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const mail = readFileSync(join(dir, 'mail', file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      const link = mail.match(/https?:\/\/\S+\/backend\/login#anmelde-link=[\w-]{43}/);
      if (mail.includes(`To: ${to}`) && link) return link[0];
    }
    if (Date.now() > deadline) throw new Error(`no login link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Picks an option of the antd Select labelled `label`. */
async function chooseOption(page, label, option) {
  await page.getByLabel(label, { exact: true }).click({ force: true });
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

async function login(page, base, email, password) {
  await page.goto(`${base}/backend/login`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

mkdirSync(ARTIFACTS, { recursive: true });
// A data directory of its own: without SMTP_URL the server writes mails there (the login link below).
const dataDir = mkdtempSync(join(tmpdir(), 'bw-e2e-backoffice-'));
const server = await startServer({ DATA_DIR: dataDir });
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

  // 2. Three browser contexts (issue 8 "Must show"): A = admin in the back office, B = a customer in the
  //    storefront, C = the branch's frontdesk tablet opened by its apiKey link, without any login.
  await login(page, server.base, ADMIN.email, ADMIN.password);
  await page.getByText('Bestellungen heute').waitFor();
  const admin = await staffSession(server.base, ADMIN);
  const { open, closed } = await createFixtures(admin);

  //    A: the admin creates a configurable product in the product editor.
  await page.goto(`${server.base}/backend#/products/new`);
  await page.getByLabel('Name', { exact: true }).fill('E2E Torte');
  await chooseOption(page, 'Produkttyp', 'Konfigurierbar');
  await chooseOption(page, 'Kategorie', 'Bäckerei');
  await page.getByLabel('Produktbild').setInputFiles({ name: 'torte.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img', { name: 'Produktbild 1' }).waitFor();
  await shoot(page, 'backoffice-product-editor-general');
  await axe(page, 'product editor, general tab with image');
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
  await prices.nth(1).fill('42,50');
  await page.getByLabel('Wirkung Option 2').click();
  await page.getByTitle('Ersetzt den Preis').click();
  await shoot(page, 'backoffice-product-editor');
  await axe(page, 'product editor');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.waitForURL(/#\/products\/[0-9a-f-]{36}$/);
  const productId = page.url().split('/').pop();
  const product = await admin.get(`/api/products/${productId}`);
  assert.equal(product.name, 'E2E Torte');
  assert.equal(product.type, 'configurable');
  assert.equal(product.images.length, 1, 'the uploaded image is the product image');
  assert.ok(product.images[0].publicHash);
  assert.equal(product.config.parts[0].name, 'Größe');
  assert.deepEqual(
    product.config.parts[0].options.map((o) => [o.name, Number(o.value), o.modifier]),
    [
      ['Klein', 0, 'add'],
      ['Groß', 42.5, 'overwrite'],
    ],
  );
  // Onto the branch's menu (the menu editor is not what this scenario is about).
  const menu = (await admin.get('/api/menus')).find((m) => m.name === 'E2E Sortiment');
  await admin.put(`/api/menus/${menu.id}`, {
    catalog: menu.catalog.map((group) =>
      group.category === product.category.id ? { ...group, products: [...group.products, productId] } : group,
    ),
  });
  console.log('ok A: the product editor creates a configurable product');

  //    C: the frontdesk tablet, opened by the apiKey link only.
  const { apiKey } = await admin.post(`/api/branches/${open.id}/api-key`);
  const tabletContext = await browser.newContext({ viewport: VIEWPORTS[0], locale: 'de-AT' });
  const tablet = await tabletContext.newPage();
  await tablet.goto(`${server.base}/backend#/frontdesk/${open.id}/${apiKey}`);
  await tablet.getByText('Keine offenen Bestellungen').waitFor();

  //    B: the customer finds the product in the storefront, configures and orders it.
  const shopperContext = await browser.newContext({ viewport: VIEWPORTS[0], locale: 'de-AT' });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`${server.base}/store/${open.identifier}`);
  const card = shopper.getByRole('button', { name: /^E2E Torte/ });
  await card.waitFor();
  // The image from the product editor, loaded (not a broken link). It loads lazily: scroll to it and
  // wait for its load or error event instead of sampling it once.
  const image = card.locator('img');
  await image.scrollIntoViewIfNeeded();
  const loaded = await image.evaluate(
    (img) =>
      new Promise((done) => {
        if (img.complete) return done(img.naturalWidth > 0);
        img.addEventListener('load', () => done(img.naturalWidth > 0), { once: true });
        img.addEventListener('error', () => done(false), { once: true });
        setTimeout(() => done(img.complete && img.naturalWidth > 0), 15_000);
      }),
  );
  assert.ok(
    loaded && (await image.getAttribute('src')).includes('/upload/'),
    'the product card shows the uploaded image',
  );
  await card.click();
  const dialog = shopper.getByRole('dialog', { name: 'E2E Torte' });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: /Groß/ }).click();
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  await shopper.getByText('Produkt zum Warenkorb hinzugefügt.').first().waitFor();
  await shopper.locator('.sf-cart-bar__button').click();
  await shopper.getByRole('button', { name: 'Jetzt vorbestellen' }).click();
  await shopper.waitForURL(`**/store/${open.identifier}/checkout`);
  await shopper.locator('#co-firstName').fill('Maria');
  await shopper.locator('#co-lastName').fill('Muster');
  await shopper.locator('#co-email').fill('maria@example.at');
  await shopper.locator('#co-phone').fill('+43 664 1234567');
  await shopper.locator('#co-phone').blur();
  await shopper.locator('#co-legalInstructions').check();
  await shopper.locator('#co-privacyPolicy').check();
  await shopper.getByRole('button', { name: 'Bestellung abschicken' }).click();
  await shopper.waitForURL('**/status/**', { timeout: 20_000 });
  await shopper.getByText('Warten auf Bestätigung').first().waitFor();
  const [, , uid, hash] = new URL(shopper.url()).pathname.split('/');
  const { data: publicOrder } = await (await fetch(`${server.base}/api/orders/public/${uid}/${hash}`)).json();
  assert.equal(publicOrder.items[0].product.name, 'E2E Torte');
  assert.equal(Number(publicOrder.totalGross), 42.5, 'the option "Groß" replaces the price');
  // A marker that a reload would wipe: the status change below must arrive without one.
  await shopper.evaluate(() => (globalThis.__e2eNoReload = true));
  console.log('ok B: the product is in the storefront and the customer orders it');

  //    C: the order rings in live; the tablet confirms it with its apiKey (it has no session cookie).
  await tablet
    .getByRole('alert')
    .getByText(/Neue Bestellung!/)
    .waitFor({ timeout: 15_000 });
  await shoot(tablet, 'backoffice-frontdesk-alert');
  await axe(tablet, 'frontdesk with alert');
  await tablet.getByText('Maria Muster', { exact: false }).first().click();
  await tablet.getByText('E2E Torte').first().waitFor();
  await tablet.locator('.bo-item-part', { hasText: 'Größe: Groß' }).waitFor();
  await tablet.getByRole('button', { name: 'Bestätigen' }).waitFor();
  await shoot(tablet, 'backoffice-frontdesk');
  await axe(tablet, 'frontdesk');
  assert.equal((await tabletContext.cookies()).filter((c) => c.name === 'sid').length, 0, 'tablet has no session');
  await tablet.getByRole('button', { name: 'Bestätigen' }).click();
  await tablet.getByText('Bestellung bestätigt').first().waitFor();
  await tablet.getByText('Bestätigt, in Zubereitung').first().waitFor({ timeout: 15_000 });
  console.log('ok C: the frontdesk shows the order live with the alert and confirms it without a login');

  //    B: the customer's status page follows without a reload.
  await shopper.getByText('Bestätigt, in Zubereitung').first().waitFor({ timeout: 30_000 });
  assert.equal(await shopper.evaluate(() => globalThis.__e2eNoReload), true, 'status page was not reloaded');
  console.log("ok B: the customer's status page changed without a reload");

  // 3. An employee of another branch does not see the order (API here, back office in step 4).
  const other = { email: 'e2e.betriebsurlaub@sonnleitner.at', password: 'anderer-standort' };
  await admin.post('/api/users', { ...other, roles: ['ROLE_EMPLOYEE'], branches: [{ id: closed.id }] });
  const otherSession = await staffSession(server.base, other);
  assert.deepEqual(await otherSession.get('/api/orders/current'), []);
  await assert.rejects(otherSession.get(`/api/orders/${publicOrder.id}`), /-> 404/);
  assert.ok(
    (await admin.get('/api/orders/current')).some((o) => o.id === publicOrder.id),
    'the admin sees it',
  );

  // 4. Logout; the back button must not show staff data. Then the other branch's employee signs in here.
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await page.waitForURL(/\/backend\/login$/);
  await page.goBack();
  await page.waitForURL(/\/backend\/login$/, { timeout: 10_000 });
  assert.equal(await page.getByText('E2E Torte').count(), 0);
  console.log('ok logout and back button');
  await login(page, server.base, other.email, other.password);
  await page.getByText('Bestellungen heute').waitFor();
  // Only after the list has loaded does "no open orders" mean anything.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/orders/current') && r.ok()),
    page.goto(`${server.base}/backend#/current`),
  ]);
  await page.getByText('Keine offenen Bestellungen').waitFor();
  assert.equal(await page.getByText('Maria Muster').count(), 0);
  console.log('ok an employee of another branch does not see the order');

  // 5. Login by e-mailed link: request it on the login page, open the mailed link once, then again.
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await page.waitForURL(/\/backend\/login$/);
  await page.getByRole('button', { name: 'Stattdessen Link per E-Mail erhalten' }).click();
  await page.getByLabel('E-Mail').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Anmelde-Link senden' }).click();
  await page.getByText(/^Falls zu dieser E-Mail-Adresse ein Zugang besteht/).waitFor();
  await axe(page, 'login link requested');
  const link = await mailedLink(dataDir, ADMIN.email);
  await page.goto(link);
  await page.getByText('Bestellungen heute').waitFor();
  assert.equal(new URL(page.url()).hash, '#/dashboard', 'the token left the address bar');
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await page.waitForURL(/\/backend\/login$/);
  await page.goto(link);
  await page.getByText('Ungültiger oder abgelaufener Anmelde-Link.').waitFor();
  console.log('ok login by e-mailed link, once');

  assert.deepEqual(findings, [], `axe serious/critical findings: ${JSON.stringify(findings, null, 2)}`);
  console.log('ok axe-core: no serious or critical violation on login, product editor and frontdesk');
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
