/* global window, document, fetch, sessionStorage, crypto, Event, navigator -- browser callbacks of page.evaluate, Node 20 globals */
// Browser tests of the storefront (issue 7 "Must show") against the BUILT app and a real database.
// Run `npm run build` first (the root `test:e2e` script does). Uses playwright-core with Debian's
// chromium (/usr/bin/chromium, or CHROMIUM_PATH); never downloads a browser.
//   node test/e2e/run.mjs            all scenarios
//   node test/e2e/run.mjs a c        only scenarios a and c
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createFixtures, tomorrowInVienna } from './fixtures.mjs';
import { startServer, staffSession } from './server.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ARTIFACTS = join(HERE, 'artifacts');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// A 2x2 PNG: the image upload of a configuration step.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const axeFindings = [];

/** axe-core on the current page; serious and critical violations are collected and fail the run. */
async function axe(page, name) {
  // Let dialog and drawer open animations finish; mid-fade colours are not what the customer reads.
  await page.waitForTimeout(600);
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ')}`),
    }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const violation of bad) axeFindings.push({ page: name, ...violation });
  console.log(`  axe ${name}: ${violations.length} violations, ${bad.length} serious/critical`);
}

/** Full-page screenshots at both viewports; the viewport is restored afterwards. */
async function shoot(page, name) {
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // From the top: the sticky header would otherwise sit in the middle of a full-page image.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({
      path: join(ARTIFACTS, `${name}-${viewport.width}x${viewport.height}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(original);
}

/** Waits for document.title to match (set in an effect after the first paint). */
async function expectTitle(page, pattern) {
  await page
    .waitForFunction((source) => new RegExp(source).test(document.title), pattern.source, { timeout: 5_000 })
    .catch(async () => assert.fail(`title ${JSON.stringify(await page.title())} does not match ${pattern}`));
}

const visible = (locator, timeout = 15_000) => locator.first().waitFor({ state: 'visible', timeout });

async function chooseSelect(page, inputId, optionText) {
  await page.locator(`#${inputId}`).click({ force: true });
  await page.locator('.ant-select-item-option', { hasText: optionText }).first().click();
}

async function addToCart(page, productName) {
  await page.getByRole('button', { name: new RegExp(`^${productName}`) }).click();
  await visible(page.getByRole('dialog', { name: productName }));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await visible(page.getByText('Produkt zum Warenkorb hinzugefügt.'));
}

async function fillContact(page, { phone = '+43 664 1234567' } = {}) {
  await page.locator('#co-firstName').fill('Maria');
  await page.locator('#co-lastName').fill('Muster');
  await page.locator('#co-email').fill('maria@example.at');
  await page.locator('#co-phone').fill(phone);
  await page.locator('#co-phone').blur();
}

async function fillAddress(page) {
  await page.locator('#co-street').fill('Hauptstraße 1');
  await page.locator('#co-zipCode').fill('1010');
  await page.locator('#co-city').fill('Wien');
}

async function accept(page) {
  await page.locator('#co-legalInstructions').check();
  await page.locator('#co-privacyPolicy').check();
}

/** An order for two rolls at the always-open branch, placed like the checkout does; returns { uid, hash }. */
async function placeOrderViaApi(server, fixtures) {
  const res = await fetch(`${server.base}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      branch: { id: fixtures.open.id },
      firstName: 'Max',
      lastName: 'Muster',
      phone: '+43 664 7654321',
      email: 'max@example.at',
      paymentMethod: 'cash',
      notificationType: 'sms',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: { id: fixtures.products.roll.id }, amount: 2 }],
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json()).data;
}

const SCENARIOS = {
  /** a) browse, configure with an image upload, delivery checkout with address and appointment, live status. */
  async a({ browser, server, fixtures, admin }) {
    const page = await browser.newPage({ viewport: VIEWPORTS[1], locale: 'de-AT' });
    await page.goto(`${server.base}/`);
    await visible(page.getByRole('link', { name: new RegExp(fixtures.open.name) }));
    await axe(page, 'branch-list');
    await shoot(page, 'branch-list');

    await page.getByRole('link', { name: new RegExp(fixtures.open.name) }).click();
    await page.waitForURL(`**/store/${fixtures.open.identifier}`);
    await visible(page.getByRole('heading', { name: fixtures.open.name }));
    await expectTitle(page, new RegExp(`^${fixtures.open.name} - `));
    await axe(page, 'shop');
    await shoot(page, 'shop');

    await page.getByRole('button', { name: new RegExp(`^${fixtures.products.photoCake.name}`) }).click();
    const dialog = page.getByRole('dialog', { name: fixtures.products.photoCake.name });
    await visible(dialog);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await visible(dialog.locator('img[src^="data:image/png"]'));
    await axe(page, 'item-dialog');
    await shoot(page, 'item-dialog');
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await visible(page.getByText('Produkt zum Warenkorb hinzugefügt.'));

    await page.locator('.sf-cart-bar__button').click();
    await page.getByRole('button', { name: 'Jetzt vorbestellen' }).click();
    await page.waitForURL(`**/store/${fixtures.open.identifier}/checkout`);
    await expectTitle(page, /^Bestellvorgang - /);
    await chooseSelect(page, 'co-orderType', 'Lieferung');
    await visible(page.locator('#co-street'));
    await fillContact(page);
    await fillAddress(page);
    // Date picker (spec 2): month view with ISO week numbers, Monday first, past days disabled.
    await page.locator('#co-appointment-day').click();
    const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await visible(panel.locator('.ant-picker-date-panel'));
    const headers = await panel.locator('.ant-picker-content thead th').allTextContents();
    assert.equal(headers.length, 8, 'week-number column plus seven weekdays');
    assert.equal(headers[1], 'Mo');
    assert.ok((await panel.locator('.ant-picker-cell-week').count()) >= 4, 'ISO week numbers shown');
    const today = panel.locator('.ant-picker-cell-today');
    if ((await today.count()) && (await today.locator('xpath=preceding-sibling::td').count()) > 1) {
      const before = today.locator('xpath=preceding-sibling::td[1]');
      assert.match((await before.getAttribute('class')) ?? '', /ant-picker-cell-disabled/, 'yesterday disabled');
    }
    await page.waitForTimeout(300);
    await shoot(page, 'checkout-datepicker');
    await page.keyboard.press('Escape');
    const day = tomorrowInVienna();
    await page.locator('#co-appointment-day').fill(day.display);
    await page.locator('#co-appointment-day').press('Enter');
    // Time picker (spec 2): hour and minute fields with up/down buttons in 5-minute steps, the day's windows.
    await visible(page.getByRole('button', { name: '00:00 – 24:00 Uhr' }));
    await page.locator('#co-appointment-time').fill('11');
    await page.locator('#co-appointment-time').press('Enter');
    await page.getByRole('button', { name: 'Minute erhöhen' }).click();
    assert.equal(await page.locator('#co-appointment-time-minute').inputValue(), '05', '5-minute granularity');
    await page.getByRole('button', { name: 'Minute verringern' }).click();
    await page.getByRole('button', { name: 'Stunde erhöhen' }).click();
    assert.equal(await page.locator('#co-appointment-time').inputValue(), '12');
    assert.equal(await page.locator('#co-appointment-time-minute').inputValue(), '00');
    await accept(page);
    await page.locator('#co-comment').fill('Bitte läuten.');
    await axe(page, 'checkout');
    await shoot(page, 'checkout');

    const submit = page.getByRole('button', { name: 'Bestellung abschicken' });
    await submit.waitFor();
    assert.equal(await submit.isEnabled(), true, 'submit enabled once all three steps are valid');
    await submit.click();
    await page.waitForURL('**/status/**', { timeout: 20_000 });
    await expectTitle(page, /^Bestellstatus - /);
    await visible(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }));
    await visible(page.getByText('Warten auf Bestätigung'));

    const [, , uid, hash] = new URL(page.url()).pathname.split('/');
    const publicOrder = await (await fetch(`${server.base}/api/orders/public/${uid}/${hash}`)).json();
    const order = await admin.get(`/api/orders/${publicOrder.data.id}`);
    assert.equal(order.isDelivery, true);
    assert.equal(order.street, 'Hauptstraße 1');
    assert.equal(order.phone.replace(/\s/g, ''), '+436641234567');
    assert.equal(new Date(order.appointmentDate).toISOString(), day.noonIso);
    const [upload] = order.items[0].parts[0];
    assert.ok(upload.publicHash, 'the image part carries the upload reference, not the data URL');
    assert.equal(JSON.stringify(order.items).includes('data:image'), false);
    await axe(page, 'status');
    await shoot(page, 'status');

    // The cart was cleared by the order.
    const cartJson = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    assert.equal(cartJson.includes('"items":[{'), false, 'cart cleared after the order');

    // Staff confirm; the page follows without a reload (socket push or the 10-second polling).
    await admin.post(`/api/orders/${publicOrder.data.id}/status/confirm`);
    await visible(page.getByText('Bestätigt, in Zubereitung'), 30_000);
    await visible(page.locator('.sf-st-step--done', { hasText: 'Bestellung bestätigt' }));
    await page.close();
  },

  /** b) invalid phone message; the minimum order blocks submitting with the spec's text. */
  async b({ browser, server, fixtures }) {
    const page = await browser.newPage({ viewport: VIEWPORTS[0], locale: 'de-AT' });
    await page.goto(`${server.base}/store/${fixtures.open.identifier}`);
    await visible(page.getByRole('heading', { name: fixtures.open.name }));
    await addToCart(page, fixtures.products.roll.name);
    await page.goto(`${server.base}/store/${fixtures.open.identifier}/checkout`);
    await chooseSelect(page, 'co-orderType', 'Lieferung');
    await fillContact(page, { phone: '12345' });
    await visible(page.getByText(/^Bitte geben Sie eine gültige Nummer im Format .+ an\.$/));
    await fillAddress(page);
    await page.locator('#co-phone').fill('+43 664 1234567');
    await page.locator('#co-phone').blur();
    await accept(page);
    await visible(page.getByText('Sie haben den Mindestbestellwert in Höhe von 20,00 € leider noch nicht erreicht.'));
    const submit = page.getByRole('button', { name: 'Bestellung abschicken' });
    assert.equal(await submit.isDisabled(), true, 'minimum order not reached: submit disabled');

    // Payment failure route keeps the cart and shows the spec's text.
    await page.goto(`${server.base}/store/${fixtures.open.identifier}/checkout/error`);
    await visible(page.getByText(/^Leider ist Ihre Zahlung fehlgeschlagen\./));
    await visible(page.getByText('1 Stk. Kaisersemmel'));
    // Shop variant: its own cart ('default'), empty here; back goes to /shop/{branch}.
    await page.goto(`${server.base}/shop/${fixtures.open.identifier}/checkout`);
    await visible(page.getByText('Keine Produkte im Warenkorb!'));
    assert.equal(
      await page.getByRole('link', { name: 'Zurück zum Shop' }).getAttribute('href'),
      `/shop/${fixtures.open.identifier}`,
    );
    assert.equal(await page.getByRole('button', { name: /abschicken/ }).count(), 0);
    await page.close();
  },

  /** c) a closed branch: closed notice and the preorder label. */
  async c({ browser, server, fixtures }) {
    const page = await browser.newPage({ viewport: VIEWPORTS[0], locale: 'de-AT' });
    await page.goto(`${server.base}/store/${fixtures.closed.identifier}`);
    await visible(page.getByText('Derzeit haben wir leider geschlossen.'));
    await visible(page.getByText(/Sie können aber gerne für einen späteren Zeitpunkt vorbestellen\./));
    await addToCart(page, fixtures.products.roll.name);
    await page.goto(`${server.base}/store/${fixtures.closed.identifier}/checkout`);
    await visible(page.getByText('Derzeit haben wir leider geschlossen.'));
    await visible(page.getByRole('button', { name: 'Vorbestellung abschicken' }));
    await page.close();
  },

  /** d) rejecting a counter proposal cancels the order. */
  async d({ browser, server, fixtures, admin }) {
    const placed = await placeOrderViaApi(server, fixtures);
    const { id } = (await (await fetch(`${server.base}/api/orders/public/${placed.uid}/${placed.hash}`)).json()).data;
    await admin.post(`/api/orders/${id}/counter-appointment`, { counterAppointment: tomorrowInVienna().noonIso });

    const page = await browser.newPage({ viewport: VIEWPORTS[0], locale: 'de-AT' });
    await page.goto(`${server.base}/status/${placed.uid}/${placed.hash}`);
    await visible(page.getByRole('heading', { name: 'Neuer Terminvorschlag' }));
    await page.getByRole('button', { name: 'Termin ablehnen' }).click();
    await visible(page.getByRole('heading', { name: 'Ihre Bestellung wurde storniert.' }));
    await visible(page.getByText('Bestellung storniert'));
    await page.close();
  },

  /** e) shop variant: /shop, branch and category choice, add a product, 'Jetzt bestellen' to the checkout. */
  async e({ browser, server }) {
    const page = await browser.newPage({ viewport: VIEWPORTS[1], locale: 'de-AT' });
    await page.goto(`${server.base}/shop`);
    await visible(page.getByRole('heading', { level: 1, name: 'Alle Artikel' }));
    await expectTitle(page, /^Shop - /);
    const tabs = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link');
    assert.equal(await tabs.first().textContent(), 'Alle Artikel');
    const options = await page.locator('.sf-shop-select select option').allTextContents();
    assert.equal(options[0], 'Alle Artikel', "the dropdown's first entry");

    // The demo branch has all eight categories; the choice is remembered for the category pages.
    await page.getByRole('combobox', { name: 'Filiale' }).selectOption('wien-neubau');
    await visible(page.getByRole('heading', { level: 2, name: 'Getränke' }));
    await axe(page, 'shop-variant');
    await shoot(page, 'shop-variant');

    await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Getränke' }).click();
    await page.waitForURL(/\/shop\/[^/]+\/getraenke$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Getränke' }));
    assert.equal(await page.getByRole('combobox', { name: 'Filiale' }).inputValue(), 'wien-neubau');
    assert.equal(await page.getByRole('button', { name: /^Kaisersemmel/ }).count(), 0, 'only the chosen category');

    await page.getByRole('button', { name: /^Verlängerter/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Verlängerter' });
    await visible(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^Verlängerter/ }).click();
    await visible(dialog);
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Produkt zum Warenkorb hinzugefügt.' });
    await visible(toast);
    const orderNow = toast.getByRole('link', { name: 'Jetzt bestellen' });
    assert.equal(await orderNow.getAttribute('href'), '/shop/wien-neubau/checkout');
    await axe(page, 'shop-variant-notification');
    await orderNow.click();
    await page.waitForURL('**/shop/wien-neubau/checkout');
    await visible(page.getByText('1 Stk. Verlängerter'));
    assert.equal(
      await page.getByRole('link', { name: 'Zurück', exact: true }).getAttribute('href'),
      '/shop/wien-neubau',
      'back goes to /shop/{branch}',
    );
    const cartKeys = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes(':cart:')));
    assert.deepEqual(
      cartKeys.map((key) => key.split(':cart:')[1]),
      ['default'],
      "the shop variant's cart is 'default'",
    );

    // Phones get the dropdown instead of the tabs.
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(`${server.base}/shop`);
    const select = page.getByRole('combobox', { name: 'Kategorie' });
    await visible(select);
    await select.selectOption({ label: 'Süßes' });
    await page.waitForURL(/\/shop\/[^/]+\/suesses$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Süßes' }));
    await page.close();
  },

  /** f) header: burger menu, staff tools bar for ROLE_ADMIN, location toolbar (plugin 'Toolbar'), app install. */
  async f({ browser, server, fixtures, admin }) {
    const context = await browser.newContext({ viewport: VIEWPORTS[0], locale: 'de-AT' });
    const page = await context.newPage();
    await page.goto(`${server.base}/`);
    await visible(page.getByRole('link', { name: new RegExp(fixtures.open.name) }));
    assert.equal(await page.getByRole('navigation', { name: 'Werkzeuge' }).count(), 0, 'no tools bar for customers');
    assert.equal(await page.getByRole('region', { name: /^Standort/ }).count(), 0, 'toolbar plugin off');

    await page.getByRole('button', { name: 'Menü' }).click();
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await visible(menu);
    await menu.getByRole('button', { name: /Filialen/ }).click();
    await visible(menu.getByRole('link', { name: 'Sonnleitner Wien-Neubau' }));
    await axe(page, 'burger-menu');
    await shoot(page, 'burger-menu');
    await menu.getByRole('link', { name: 'Kontakt' }).click();
    await page.waitForURL('**/kontakt');
    assert.equal(await menu.count(), 0, 'selecting an item without children closes the menu');

    // Staff: the same browser logged in as ROLE_ADMIN gets the tools bar; the location toolbar plugin on.
    await admin.post('/api/config', { enablePluginToolbar: true, enablePluginPWA: true });
    try {
      const login = await page.request.post(`${server.base}/api/auth/login`, {
        data: { email: 'admin@sonnleitner.at', password: 'demo-admin' },
      });
      assert.equal(login.status(), 200);
      await page.goto(`${server.base}/store/${fixtures.open.identifier}`);
      const tools = page.getByRole('navigation', { name: 'Werkzeuge' });
      await visible(tools);
      assert.equal(await tools.getByRole('link', { name: 'Abmelden' }).getAttribute('href'), '/backend/logout');
      await visible(tools.getByText('Anna Admin'));
      await visible(tools.getByText(/^Version \d+\.\d+\.\d+/));
      const location = page.getByRole('region', { name: 'Standort' });
      await visible(location.getByRole('link', { name: fixtures.open.name }));
      // The fixture branch is open around the clock: no closing time is claimed.
      await visible(location.getByText(/^Geöffnet$/));
      await axe(page, 'toolbars');
      await shoot(page, 'toolbars');
      await location.getByRole('link', { name: fixtures.open.name }).click();
      await page.waitForURL(`${server.base}/`);
      await visible(page.getByRole('region', { name: 'Standorte' }).getByText(/Standorte? geöffnet$/));

      // App install (plugin PWA): offered once the browser fires beforeinstallprompt. Chromium does not fire
      // it in the test's incognito context (scenario g checks installability), so the test plays its part.
      const placed = await placeOrderViaApi(server, fixtures);
      await page.goto(`${server.base}/status/${placed.uid}/${placed.hash}`);
      await visible(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }));
      assert.equal(await page.getByRole('button', { name: 'App installieren' }).count(), 0, 'not before the offer');
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            window.installPrompted = true;
          },
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(offer);
      });
      const promotion = page.getByRole('region', { name: 'Unsere App' });
      await visible(promotion);
      await visible(page.locator('.sf-footer').getByRole('button', { name: 'App installieren' }));
      await axe(page, 'status-app-install');
      await promotion.getByRole('button', { name: 'App installieren' }).click();
      await page.waitForFunction(() => window.installPrompted === true);
      await promotion.waitFor({ state: 'detached' });
    } finally {
      await admin.post('/api/config', { enablePluginToolbar: false, enablePluginPWA: false });
      await context.close();
    }
  },

  /** g) installable app (plugin PWA): manifest and icons, service worker, offline warning and page, install prompt. */
  async g({ browser, server, fixtures, admin }) {
    await admin.post('/api/config', { enablePluginPWA: true });
    const context = await browser.newContext({ viewport: VIEWPORTS[0], locale: 'de-AT' });
    try {
      const page = await context.newPage();
      await page.goto(`${server.base}/`);
      await visible(page.getByRole('link', { name: new RegExp(fixtures.open.name) }));

      // The manifest the storefront links is valid JSON with the shop's name, and every icon loads.
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      assert.equal(href, '/api/manifest.webmanifest');
      const response = await page.request.get(`${server.base}${href}`);
      assert.equal(response.status(), 200);
      assert.match(response.headers()['content-type'], /^application\/manifest\+json/);
      const manifest = await response.json();
      assert.equal(manifest.name, 'Bäckerei Sonnleitner');
      assert.equal(manifest.display, 'standalone');
      for (const icon of manifest.icons) {
        const image = await page.request.get(`${server.base}${icon.src}`);
        assert.equal(image.status(), 200, icon.src);
        assert.equal(image.headers()['content-type'], 'image/png', icon.src);
        const png = await image.body();
        assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.sizes, `${icon.src} has its size`);
      }
      const worker = await page.request.get(`${server.base}/build/service-worker.js`);
      assert.equal(worker.headers()['service-worker-allowed'], '/');
      assert.equal(worker.headers()['cache-control'], 'no-cache');

      // The production build registers the worker for the whole site; after a reload it controls the page.
      const registered = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { script: registration.active.scriptURL, scope: registration.scope };
      });
      assert.deepEqual(registered, { script: `${server.base}/build/service-worker.js`, scope: `${server.base}/` });
      await page.reload();
      await visible(page.getByRole('link', { name: new RegExp(fixtures.open.name) }));
      assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true, 'page controlled');

      // Chromium itself parses the manifest and finds the app installable. Test contexts are incognito,
      // which Chromium reports alongside (not instead of) any other installability error.
      const cdp = await context.newCDPSession(page);
      const parsed = await cdp.send('Page.getAppManifest');
      assert.equal(parsed.url, `${server.base}/api/manifest.webmanifest`);
      assert.deepEqual(parsed.errors, []);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      const errors = installabilityErrors.map((error) => error.errorId).filter((error) => error !== 'in-incognito');
      assert.deepEqual(errors, [], 'Chromium reports no installability errors');
      await cdp.detach();

      // The install prompt comes 5 s after load; 'Jetzt nicht' is remembered in 'pwa-dismiss'.
      const prompt = page.getByRole('region', { name: 'App installieren' });
      await visible(prompt, 10_000);
      await axe(page, 'install-prompt');
      await shoot(page, 'install-prompt');
      await prompt.getByRole('button', { name: 'Installieren' }).click();
      const steps = page.getByRole('region', { name: 'So installieren Sie die App' });
      await visible(steps);
      await steps.getByRole('button', { name: 'Abbrechen' }).click();
      await prompt.getByRole('button', { name: 'Jetzt nicht' }).click();
      await prompt.waitFor({ state: 'detached' });
      const dismiss = (await context.cookies()).find((cookie) => cookie.name === 'pwa-dismiss');
      assert.equal(dismiss?.value, 'true');
      const days = (dismiss.expires * 1000 - Date.now()) / 86_400_000;
      assert.ok(days > 27 && days < 32, `pwa-dismiss lasts one month (${days.toFixed(1)} days)`);

      // The live status page works under the worker (it never touches /api or /socket.io).
      const placed = await placeOrderViaApi(server, fixtures);
      await page.goto(`${server.base}/status/${placed.uid}/${placed.hash}`);
      await visible(page.getByText('Warten auf Bestätigung'));
      const { id } = (await (await fetch(`${server.base}/api/orders/public/${placed.uid}/${placed.hash}`)).json()).data;
      await admin.post(`/api/orders/${id}/status/confirm`);
      await visible(page.getByText('Bestätigt, in Zubereitung'), 30_000);

      // Offline: the warning over the page; its retry reloads, and the worker answers with its offline page.
      await context.setOffline(true);
      const warning = page.getByRole('alert').filter({ hasText: 'Sie sind offline.' });
      await visible(warning);
      await axe(page, 'offline-warning');
      await warning.getByRole('button', { name: 'Erneut versuchen' }).click();
      await page.waitForFunction(() => document.title === 'Offline' && document.readyState === 'complete');
      await visible(page.getByText('Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.'));
      await visible(page.getByRole('button', { name: 'Erneut versuchen' }));
      await shoot(page, 'offline-page');
      // Back online, the offline page reloads itself.
      await context.setOffline(false);
      await visible(page.getByText('Bestätigt, in Zubereitung'));
      assert.match(page.url(), /\/status\//);

      // Plugin off: no manifest, and the worker is unregistered.
      await admin.post('/api/config', { enablePluginPWA: false });
      await page.reload();
      await visible(page.getByRole('heading', { level: 1 }));
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0);
      assert.equal(await page.locator('link[rel="manifest"]').count(), 0);
      assert.equal((await page.request.get(`${server.base}/api/manifest.webmanifest`)).status(), 404);
    } finally {
      await admin.post('/api/config', { enablePluginPWA: false });
      await context.close();
    }
  },
};

async function main() {
  mkdirSync(ARTIFACTS, { recursive: true });
  const only = process.argv.slice(2);
  const names = only.length ? only : Object.keys(SCENARIOS);
  const started = Date.now();
  const server = await startServer();
  let browser;
  const failures = [];
  try {
    const admin = await staffSession(server.base, { email: 'admin@sonnleitner.at', password: 'demo-admin' });
    const fixtures = await createFixtures(admin);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: LAUNCH_ARGS,
    });
    for (const name of names) {
      const t0 = Date.now();
      try {
        await SCENARIOS[name]({ browser, server, fixtures, admin });
        console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failures.push(name);
        console.log(`FAIL ${name}: ${error.stack ?? error}`);
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  if (axeFindings.length) {
    console.log('axe serious/critical violations:');
    for (const finding of axeFindings) console.log(`  ${JSON.stringify(finding)}`);
  }
  console.log(
    `e2e: ${names.length - failures.length}/${names.length} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failures.length || axeFindings.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
