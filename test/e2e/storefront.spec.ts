// Browser tests of the storefront (issue 7 "Must show") against the BUILT app and a real database
// (global-setup.ts). Every page is checked for CSP violations (support/test.ts).
import type { Page } from '@playwright/test';
import { tomorrowInVienna, type Fixtures } from './support/fixtures.js';
import { axe, shoot } from './support/page-checks.js';
import type { Json } from './support/server.js';
import { expect, test } from './support/test.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const VIEWPORTS = [PHONE, DESKTOP];
// A 2x2 PNG: the image upload of a configuration step.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const visible = (locator: ReturnType<Page['locator']>, timeout = 15_000) =>
  expect(locator.first()).toBeVisible({ timeout });

/** Picks an option of a native select (the storefront has no widget-library selects, issue 17). */
async function chooseSelect(page: Page, inputId: string, optionText: string) {
  await page.locator(`#${inputId}`).selectOption({ label: optionText });
}

/** '3. Dezember 2026': the calendar's name of a 'YYYY-MM-DD' day. */
function dayName(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat('de-AT', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return `${day}. ${monthName} ${year}`;
}

async function addToCart(page: Page, productName: string) {
  await page.getByRole('button', { name: new RegExp(`^${productName}`) }).click();
  await visible(page.getByRole('dialog', { name: productName }));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await visible(page.getByText('Produkt zum Warenkorb hinzugefügt.'));
}

async function fillContact(page: Page, { phone = '+43 664 1234567' } = {}) {
  await page.locator('#co-firstName').fill('Maria');
  await page.locator('#co-lastName').fill('Muster');
  await page.locator('#co-email').fill('maria@example.at');
  await page.locator('#co-phone').fill(phone);
  await page.locator('#co-phone').blur();
}

async function fillAddress(page: Page) {
  await page.locator('#co-street').fill('Hauptstraße 1');
  await page.locator('#co-zipCode').fill('1010');
  await page.locator('#co-city').fill('Wien');
}

async function accept(page: Page) {
  await page.locator('#co-legalInstructions').check();
  await page.locator('#co-privacyPolicy').check();
}

/** An order for two rolls at the always-open branch, placed like the checkout does; returns { uid, hash }. */
async function placeOrderViaApi(base: string, fixtures: Fixtures): Promise<{ uid: string; hash: string }> {
  const res = await fetch(`${base}/api/orders`, {
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
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

async function publicOrder(base: string, { uid, hash }: { uid: string; hash: string }): Promise<Json> {
  return (await (await fetch(`${base}/api/orders/public/${uid}/${hash}`)).json()).data;
}

test('a: browse, configure with an image upload, delivery checkout with address and appointment, live status', async ({
  page,
  app: { base, fixtures },
  admin,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${base}/`);
  await visible(page.getByRole('link', { name: new RegExp(fixtures.open.name) }));
  await axe(page, 'branch-list');
  await shoot(page, 'branch-list', VIEWPORTS);

  await page.getByRole('link', { name: new RegExp(fixtures.open.name) }).click();
  await page.waitForURL(`**/store/${fixtures.open.identifier}`);
  await visible(page.getByRole('heading', { name: fixtures.open.name }));
  await expect(page).toHaveTitle(new RegExp(`^${fixtures.open.name} - `));
  await axe(page, 'shop');
  await shoot(page, 'shop', VIEWPORTS);

  await page.getByRole('button', { name: new RegExp(`^${fixtures.products.photoCake.name}`) }).click();
  const dialog = page.getByRole('dialog', { name: fixtures.products.photoCake.name });
  await visible(dialog);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await visible(dialog.locator('img[src^="data:image/png"]'));
  await axe(page, 'item-dialog');
  await shoot(page, 'item-dialog', VIEWPORTS);
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  await visible(page.getByText('Produkt zum Warenkorb hinzugefügt.'));

  await page.locator('.sf-cart-bar__button').click();
  await page.getByRole('button', { name: 'Jetzt vorbestellen' }).click();
  await page.waitForURL(`**/store/${fixtures.open.identifier}/checkout`);
  await expect(page).toHaveTitle(/^Bestellvorgang - /);
  await chooseSelect(page, 'co-orderType', 'Lieferung');
  await visible(page.locator('#co-street'));
  await fillContact(page);
  await fillAddress(page);
  // Date picker (spec 2): month view with ISO week numbers, Monday first, past days disabled; on desktops
  // the checkout's own calendar opens as a popup under the field (issue 17: no antd DatePicker).
  await page.locator('#co-appointment-day').click();
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Übernehmen' }) });
  await visible(picker);
  const headers = await picker.locator('thead th').allTextContents();
  expect(headers, 'week-number column plus seven weekdays').toHaveLength(8);
  expect(headers[1]).toBe('Mo');
  expect(await picker.locator('tbody th').count(), 'ISO week numbers shown').toBeGreaterThanOrEqual(4);
  const day = tomorrowInVienna();
  const yesterdayDate = new Date(`${day.date}T00:00:00Z`);
  yesterdayDate.setUTCDate(yesterdayDate.getUTCDate() - 2);
  const yesterday = picker.getByRole('button', {
    name: dayName(yesterdayDate.toISOString().slice(0, 10)),
    exact: true,
  });
  if (await yesterday.count()) await expect(yesterday, 'yesterday disabled').toBeDisabled();
  await picker.getByRole('button', { name: dayName(day.date), exact: true }).click();
  await axe(page, 'checkout-datepicker');
  await shoot(page, 'checkout-datepicker', [DESKTOP], { fullPage: false });
  await picker.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.locator('#co-appointment-day')).toHaveText(day.display);
  // Time picker (spec 2): hour and minute fields with up/down buttons in 5-minute steps, the day's windows.
  await visible(page.getByRole('button', { name: '00:00 – 24:00 Uhr' }));
  await page.locator('#co-appointment-time').fill('11');
  await page.locator('#co-appointment-time').press('Enter');
  await page.getByRole('button', { name: 'Minute erhöhen' }).click();
  await expect(page.locator('#co-appointment-time-minute'), '5-minute granularity').toHaveValue('05');
  await page.getByRole('button', { name: 'Minute verringern' }).click();
  await page.getByRole('button', { name: 'Stunde erhöhen' }).click();
  await expect(page.locator('#co-appointment-time')).toHaveValue('12');
  await expect(page.locator('#co-appointment-time-minute')).toHaveValue('00');
  await accept(page);
  await page.locator('#co-comment').fill('Bitte läuten.');
  await axe(page, 'checkout');
  await shoot(page, 'checkout', VIEWPORTS);

  const submit = page.getByRole('button', { name: 'Bestellung abschicken' });
  await expect(submit, 'submit enabled once all three steps are valid').toBeEnabled();
  await submit.click();
  await page.waitForURL('**/status/**', { timeout: 20_000 });
  await expect(page).toHaveTitle(/^Bestellstatus - /);
  await visible(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }));
  await visible(page.getByText('Warten auf Bestätigung'));

  const [, , uid, hash] = new URL(page.url()).pathname.split('/');
  const { id } = await publicOrder(base, { uid, hash });
  const order = await admin.get(`/api/orders/${id}`);
  expect(order.isDelivery).toBe(true);
  expect(order.street).toBe('Hauptstraße 1');
  expect(order.phone.replace(/\s/g, '')).toBe('+436641234567');
  expect(new Date(order.appointmentDate).toISOString()).toBe(day.noonIso);
  const [upload] = order.items[0].parts[0];
  expect(upload.publicHash, 'the image part carries the upload reference, not the data URL').toBeTruthy();
  expect(JSON.stringify(order.items)).not.toContain('data:image');
  await axe(page, 'status');
  await shoot(page, 'status', VIEWPORTS);

  // The cart was cleared by the order.
  const cartJson = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(cartJson, 'cart cleared after the order').not.toContain('"items":[{');

  // Staff confirm; the page follows without a reload (socket push or the 10-second polling).
  await admin.post(`/api/orders/${id}/status/confirm`);
  await visible(page.getByText('Bestätigt, in Zubereitung'), 30_000);
  await visible(page.locator('.sf-st-step--done', { hasText: 'Bestellung bestätigt' }));
});

test('b: invalid phone message; the minimum order blocks submitting with the spec text', async ({
  page,
  app: { base, fixtures },
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/store/${fixtures.open.identifier}`);
  await visible(page.getByRole('heading', { name: fixtures.open.name }));
  await addToCart(page, fixtures.products.roll.name);
  await page.goto(`${base}/store/${fixtures.open.identifier}/checkout`);
  await chooseSelect(page, 'co-orderType', 'Lieferung');
  await fillContact(page, { phone: '12345' });
  await visible(page.getByText(/^Bitte geben Sie eine gültige Nummer im Format .+ an\.$/));
  await fillAddress(page);
  await page.locator('#co-phone').fill('+43 664 1234567');
  await page.locator('#co-phone').blur();
  await accept(page);
  await visible(page.getByText('Sie haben den Mindestbestellwert in Höhe von 20,00 € leider noch nicht erreicht.'));
  const submit = page.getByRole('button', { name: 'Bestellung abschicken' });
  await expect(submit, 'minimum order not reached: submit disabled').toBeDisabled();

  // Payment failure route keeps the cart and shows the spec's text.
  await page.goto(`${base}/store/${fixtures.open.identifier}/checkout/error`);
  await visible(page.getByText(/^Leider ist Ihre Zahlung fehlgeschlagen\./));
  await visible(page.getByText('1 Stk. Kaisersemmel'));
  // Shop variant: its own cart ('default'), empty here; back goes to /shop/{branch}.
  await page.goto(`${base}/shop/${fixtures.open.identifier}/checkout`);
  await visible(page.getByText('Keine Produkte im Warenkorb!'));
  await expect(page.getByRole('link', { name: 'Zurück zum Shop' })).toHaveAttribute(
    'href',
    `/shop/${fixtures.open.identifier}`,
  );
  await expect(page.getByRole('button', { name: /abschicken/ })).toHaveCount(0);
});

test('c: a closed branch shows the closed notice and the preorder label', async ({ page, app: { base, fixtures } }) => {
  await page.setViewportSize(PHONE);
  const initRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/init') initRequests.push(request.url());
  });
  await page.goto(`${base}/store/${fixtures.closed.identifier}`);
  await visible(page.getByText('Derzeit haben wir leider geschlossen.'));
  // The preload script's early /api/init is the one the app uses: one request, not a second after the entry.
  expect(initRequests).toHaveLength(1);
  // The loader adds the app's entry and this route's chunks (layout and page) once the shell has painted,
  // all at low priority: stylesheet and banner image go first (issue 17, scripts/route-preload.ts).
  for (const chunk of ['StorefrontLayout', 'StorePage']) {
    await expect(page.locator(`link[rel="modulepreload"][href*="/${chunk}-"]`).first()).toBeAttached();
  }
  await expect(page.locator('link[rel="modulepreload"][href*="/CheckoutPage-"]')).toHaveCount(0);
  // The loader's own tag (a relative href): when the entry runs first, Vite's import helper adds one more
  // for the route's chunk (absolute href, no priority), and `.first()` was that one on a busy machine.
  await expect(page.locator('link[rel="modulepreload"][href^="/assets/StorePage-"]')).toHaveAttribute(
    'fetchpriority',
    'low',
  );
  await expect(page.locator('script[type="module"][src*="/assets/index-"]')).toHaveAttribute('fetchpriority', 'low');
  const html = await (await fetch(`${base}/store/${fixtures.closed.identifier}`)).text();
  expect(html, 'the HTML names no app script: nothing but HTML and CSS before the first paint').not.toMatch(
    /<script type="module"|rel="modulepreload"/,
  );
  const script = /<script src="(\/assets\/route-preload-[\w-]+\.js)" async><\/script>/.exec(html);
  expect(script, 'the loader, which does not block the paint').not.toBeNull();
  const preload = await (await fetch(`${base}${script![1]}`)).text();
  expect(preload).toContain('/StorePage-');
  expect(preload).toContain('fetch("/api/init"');
  expect(preload).toContain('"first-contentful-paint"');
  await visible(page.getByText(/Sie können aber gerne für einen späteren Zeitpunkt vorbestellen\./));
  await addToCart(page, fixtures.products.roll.name);
  await page.goto(`${base}/store/${fixtures.closed.identifier}/checkout`);
  await visible(page.getByText('Derzeit haben wir leider geschlossen.'));
  await visible(page.getByRole('button', { name: 'Vorbestellung abschicken' }));
});

test('d: rejecting a counter proposal cancels the order', async ({ page, app: { base, fixtures }, admin }) => {
  const placed = await placeOrderViaApi(base, fixtures);
  const { id } = await publicOrder(base, placed);
  await admin.post(`/api/orders/${id}/counter-appointment`, { counterAppointment: tomorrowInVienna().noonIso });

  await page.setViewportSize(PHONE);
  await page.goto(`${base}/status/${placed.uid}/${placed.hash}`);
  await visible(page.getByRole('heading', { name: 'Neuer Terminvorschlag' }));
  await page.getByRole('button', { name: 'Termin ablehnen' }).click();
  await visible(page.getByRole('heading', { name: 'Ihre Bestellung wurde storniert.' }));
  await visible(page.getByText('Bestellung storniert'));
});

test("e: shop variant: /shop, branch and category choice, add a product, 'Jetzt bestellen' to the checkout", async ({
  page,
  app: { base },
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${base}/shop`);
  await visible(page.getByRole('heading', { level: 1, name: 'Alle Artikel' }));
  await expect(page).toHaveTitle(/^Shop - /);
  const tabs = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link');
  await expect(tabs.first()).toHaveText('Alle Artikel');
  const options = await page.locator('.sf-shop-select select option').allTextContents();
  expect(options[0], "the dropdown's first entry").toBe('Alle Artikel');

  // The demo branch has all eight categories; the choice is remembered for the category pages.
  await page.getByRole('combobox', { name: 'Filiale' }).selectOption('wien-neubau');
  await visible(page.getByRole('heading', { level: 2, name: 'Getränke' }));
  await axe(page, 'shop-variant');
  await shoot(page, 'shop-variant', VIEWPORTS);

  await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Getränke' }).click();
  await page.waitForURL(/\/shop\/[^/]+\/getraenke$/);
  await visible(page.getByRole('heading', { level: 1, name: 'Getränke' }));
  await expect(page.getByRole('combobox', { name: 'Filiale' })).toHaveValue('wien-neubau');
  await expect(page.getByRole('button', { name: /^Kaisersemmel/ }), 'only the chosen category').toHaveCount(0);

  await page.getByRole('button', { name: /^Verlängerter/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Verlängerter' });
  await visible(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^Verlängerter/ }).click();
  await visible(dialog);
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Produkt zum Warenkorb hinzugefügt.' });
  await visible(toast);
  const orderNow = toast.getByRole('link', { name: 'Jetzt bestellen' });
  await expect(orderNow).toHaveAttribute('href', '/shop/wien-neubau/checkout');
  await axe(page, 'shop-variant-notification');
  await orderNow.click();
  await page.waitForURL('**/shop/wien-neubau/checkout');
  await visible(page.getByText('1 Stk. Verlängerter'));
  await expect(page.getByRole('link', { name: 'Zurück', exact: true }), 'back goes to /shop/{branch}').toHaveAttribute(
    'href',
    '/shop/wien-neubau',
  );
  const cartKeys = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes(':cart:')));
  expect(
    cartKeys.map((key) => key.split(':cart:')[1]),
    "the shop variant's cart is 'default'",
  ).toEqual(['default']);

  // Phones get the dropdown instead of the tabs.
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/shop`);
  const select = page.getByRole('combobox', { name: 'Kategorie' });
  await visible(select);
  await select.selectOption({ label: 'Süßes' });
  await page.waitForURL(/\/shop\/[^/]+\/suesses$/);
  await visible(page.getByRole('heading', { level: 1, name: 'Süßes' }));
});

test("f: header: burger menu, staff tools bar for ROLE_ADMIN, location toolbar (plugin 'Toolbar'), app install", async ({
  page,
  app: { base, fixtures },
  admin,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/`);
  await visible(page.getByRole('link', { name: new RegExp(fixtures.open.name) }));
  await expect(page.getByRole('navigation', { name: 'Werkzeuge' }), 'no tools bar for customers').toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Standort/ }), 'toolbar plugin off').toHaveCount(0);

  await page.getByRole('button', { name: 'Menü' }).click();
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await visible(menu);
  await menu.getByRole('button', { name: /Filialen/ }).click();
  await visible(menu.getByRole('link', { name: 'Sonnleitner Wien-Neubau' }));
  await axe(page, 'burger-menu');
  await shoot(page, 'burger-menu', VIEWPORTS);
  await menu.getByRole('link', { name: 'Kontakt' }).click();
  await page.waitForURL('**/kontakt');
  await expect(menu, 'selecting an item without children closes the menu').toHaveCount(0);

  // Staff: the same browser logged in as ROLE_ADMIN gets the tools bar; the location toolbar plugin on.
  await admin.post('/api/config', { enablePluginToolbar: true, enablePluginPWA: true });
  try {
    const login = await page.request.post(`${base}/api/auth/login`, {
      data: { email: 'admin@sonnleitner.at', password: 'demo-admin' },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${base}/store/${fixtures.open.identifier}`);
    const tools = page.getByRole('navigation', { name: 'Werkzeuge' });
    await visible(tools);
    await expect(tools.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/backend/logout');
    await visible(tools.getByText('Anna Admin'));
    await visible(tools.getByText(/^Version \d+\.\d+\.\d+/));
    const location = page.getByRole('region', { name: 'Standort' });
    await visible(location.getByRole('link', { name: fixtures.open.name }));
    // The fixture branch is open around the clock: no closing time is claimed.
    await visible(location.getByText(/^Geöffnet$/));
    await axe(page, 'toolbars');
    await shoot(page, 'toolbars', VIEWPORTS);
    await location.getByRole('link', { name: fixtures.open.name }).click();
    await page.waitForURL(`${base}/`);
    await visible(page.getByRole('region', { name: 'Standorte' }).getByText(/Standorte? geöffnet$/));

    // App install (plugin PWA): offered once the browser fires beforeinstallprompt. Chromium does not fire
    // it in the test's incognito context (scenario g checks installability), so the test plays its part.
    const placed = await placeOrderViaApi(base, fixtures);
    await page.goto(`${base}/status/${placed.uid}/${placed.hash}`);
    await visible(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }));
    await expect(page.getByRole('button', { name: 'App installieren' }), 'not before the offer').toHaveCount(0);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { installPrompted: boolean }).installPrompted = true;
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
    await page.waitForFunction(() => (window as unknown as { installPrompted?: boolean }).installPrompted === true);
    await promotion.waitFor({ state: 'detached' });
  } finally {
    await admin.post('/api/config', { enablePluginToolbar: false, enablePluginPWA: false });
  }
});

test('g: installable app (plugin PWA): manifest and icons, service worker, offline warning and page, install prompt', async ({
  context,
  page,
  app: { base, fixtures },
  admin,
}) => {
  await admin.post('/api/config', { enablePluginPWA: true });
  try {
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/`);
    await visible(page.getByRole('link', { name: new RegExp(fixtures.open.name) }));

    // The manifest the storefront links is valid JSON with the shop's name, and every icon loads.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/api/manifest.webmanifest');
    const response = await page.request.get(`${base}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest.name).toBe('Bäckerei Sonnleitner');
    expect(manifest.display).toBe('standalone');
    for (const icon of manifest.icons) {
      const image = await page.request.get(`${base}${icon.src}`);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
      const png = await image.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, `${icon.src} has its size`).toBe(icon.sizes);
    }
    const worker = await page.request.get(`${base}/build/service-worker.js`);
    expect(worker.headers()['service-worker-allowed']).toBe('/');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // The production build registers the worker for the whole site; after a reload it controls the page.
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { script: registration.active?.scriptURL, scope: registration.scope };
    });
    expect(registered).toEqual({ script: `${base}/build/service-worker.js`, scope: `${base}/` });
    await page.reload();
    await visible(page.getByRole('link', { name: new RegExp(fixtures.open.name) }));
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'page controlled').toBe(true);

    // Chromium itself parses the manifest and finds the app installable. Test contexts are incognito,
    // which Chromium reports alongside (not instead of) any other installability error. The link is added
    // by the app after its first paint: wait for it in the reloaded page before asking.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/api/manifest.webmanifest');
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.url).toBe(`${base}/api/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const errors = installabilityErrors.map((error) => error.errorId).filter((error) => error !== 'in-incognito');
    expect(errors, 'Chromium reports no installability errors').toEqual([]);
    await cdp.detach();

    // The install prompt comes 5 s after load; 'Jetzt nicht' is remembered in 'pwa-dismiss'.
    const prompt = page.getByRole('region', { name: 'App installieren' });
    await visible(prompt, 10_000);
    await axe(page, 'install-prompt');
    await shoot(page, 'install-prompt', VIEWPORTS);
    await prompt.getByRole('button', { name: 'Installieren' }).click();
    const steps = page.getByRole('region', { name: 'So installieren Sie die App' });
    await visible(steps);
    await steps.getByRole('button', { name: 'Abbrechen' }).click();
    await prompt.getByRole('button', { name: 'Jetzt nicht' }).click();
    await prompt.waitFor({ state: 'detached' });
    const dismiss = (await context.cookies()).find((cookie) => cookie.name === 'pwa-dismiss');
    expect(dismiss?.value).toBe('true');
    const days = (dismiss!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days > 27 && days < 32, `pwa-dismiss lasts one month (${days.toFixed(1)} days)`).toBe(true);

    // The live status page works under the worker (it never touches /api or /socket.io).
    const placed = await placeOrderViaApi(base, fixtures);
    await page.goto(`${base}/status/${placed.uid}/${placed.hash}`);
    await visible(page.getByText('Warten auf Bestätigung'));
    const { id } = await publicOrder(base, placed);
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
    await shoot(page, 'offline-page', VIEWPORTS);
    // Back online, the offline page reloads itself.
    await context.setOffline(false);
    await visible(page.getByText('Bestätigt, in Zubereitung'));
    expect(page.url()).toMatch(/\/status\//);

    // Plugin off: no manifest, and the worker is unregistered.
    await admin.post('/api/config', { enablePluginPWA: false });
    await page.reload();
    await visible(page.getByRole('heading', { level: 1 }));
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect((await page.request.get(`${base}/api/manifest.webmanifest`)).status()).toBe(404);
  } finally {
    await admin.post('/api/config', { enablePluginPWA: false });
  }
});
