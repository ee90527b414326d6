// Issue 37 "Must show": the first day of a real shop, from an empty server to the first real order, on
// PostgreSQL + Redis + the worker process, NODE_ENV=production, without the demo (support/first-day-stack.ts).
// setup link from the API's output -> owner account on /backend/setup -> 'Einrichtung' on the dashboard ->
// shop data and legal texts (Konfiguration) -> 'Bald geöffnet' -> a branch with opening hours and cash
// (branch form) -> publishing refused with the German reason -> products in a catalogue -> 'Testmail senden'
// arrives at the SMTP sink -> 'Testdruck' against the TCP printer fake -> a test order (TEST on frontdesk,
// receipt and mails, not in the statistics) -> publish -> a customer's order rings on the frontdesk tablet,
// prints and mails.
// Screenshots at 1280x800 and 390x844 under test/e2e/artifacts/first-day/.
import type { BrowserContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_ADMIN_TEXTS, SETUP_TEXTS, zonedParts } from '@bestell/domain';
import { startFirstDayStack, type FirstDayStack } from './support/first-day-stack.js';
import { ARTIFACTS, shoot } from './support/page-checks.js';
import type { Json } from './support/server.js';
import { expect, test } from './support/test.js';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const SHOTS = 'first-day';
const SCREEN = { fullPage: false };

/**
 * Test orders (issue 37 item 4) were built beside this scenario: the block marked TEST ORDER below needs
 * orders with `isTest`. Set false to leave it out (the run then says so in its annotations).
 */
const TEST_ORDERS = true;

const OWNER = { name: 'Anna Morgenrot', email: 'anna@morgenrot.example', password: 'Semmeln-vor-Sonnenaufgang-37' };
const SHOP = { name: 'Bäckerei Morgenrot', business: 'Morgenrot Backwaren GmbH', website: 'https://morgenrot.example' };
const BRANCH = {
  name: 'Backstube Hauptplatz',
  identifier: 'hauptplatz',
  email: 'filiale@morgenrot.example',
};
/** Contact data of the owner's test order (issue 37 item 4). */
const TEST_CUSTOMER = {
  firstName: 'Anna',
  lastName: 'Probebestellung',
  email: 'anna@morgenrot.example',
  phone: '+43 664 7654321',
};
const CUSTOMER = {
  firstName: 'Maria',
  lastName: 'Musterkundin',
  email: 'maria@kundin.example',
  phone: '+43 664 1234567',
};

let stack: FirstDayStack | undefined;

test.describe.configure({ mode: 'serial' });

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  mkdirSync(join(ARTIFACTS, SHOTS), { recursive: true });
  stack = await startFirstDayStack();
});

// Processes, database, Redis keys, sinks and the data folder go, also when the scenario failed.
test.afterAll(async () => {
  await stack?.destroy();
  stack = undefined;
});

/** The cookie banner answered (its own scenario is consent.spec.ts), for the stack's host. */
async function rejectCookies(context: BrowserContext, base: string) {
  await context.addCookies([{ name: 'cookie-consent', value: 'rejected', url: base }]);
}

/**
 * The admin API with the browser's own session (its cookie and CSRF token, same origin), as the back
 * office sends requests: for the steps whose editors are not what this scenario is about.
 */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<Json> {
  const { status, text } = await page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (csrf && method !== 'GET') headers['X-XSRF-TOKEN'] = decodeURIComponent(csrf);
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, text: await res.text() };
    },
    { method, path, body },
  );
  if (status >= 400) throw new Error(`${method} ${path} -> ${status} ${text}`);
  return text ? JSON.parse(text).data : null;
}

/** The 'Einrichtung' card's row of a step and its state tag ('Erledigt', 'Offen', 'Optional'). */
const stepRow = (page: Page, label: string) => page.locator('.bo-setup__step', { hasText: label });
async function expectStep(page: Page, label: string, state: 'Erledigt' | 'Offen' | 'Optional') {
  await expect(stepRow(page, label).locator('.ant-tag'), `checklist: ${label}`).toHaveText(state);
}

async function checklist(page: Page): Promise<Record<string, boolean>> {
  const data = await api(page, 'GET', '/api/setup/checklist');
  return Object.fromEntries((data.steps as { key: string; done: boolean }[]).map((s) => [s.key, s.done]));
}

/** Puts a Kaisersemmel into the cart on the store page and fills the checkout's contact data and consents. */
async function orderRoll(page: Page, who: typeof CUSTOMER) {
  await page.getByRole('button', { name: /^Kaisersemmel/ }).click();
  await page.getByRole('dialog', { name: 'Kaisersemmel' }).getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.getByText('Produkt zum Warenkorb hinzugefügt.').first().waitFor();
  await page.locator('.sf-cart-bar__button').click();
  await page.getByRole('button', { name: /^Jetzt (vor)?bestellen$/ }).click();
  await page.waitForURL(`**/store/${BRANCH.identifier}/checkout`);
  await page.locator('#co-firstName').fill(who.firstName);
  await page.locator('#co-lastName').fill(who.lastName);
  await page.locator('#co-email').fill(who.email);
  await page.locator('#co-phone').fill(who.phone);
  await page.locator('#co-phone').blur();
  await page.locator('#co-legalInstructions').check();
  await page.locator('#co-privacyPolicy').check();
}

async function submitCheckout(page: Page) {
  await page.getByRole('button', { name: 'Bestellung abschicken' }).click();
  await page.waitForURL('**/status/**', { timeout: 20_000 });
}

/** The branch form's flags tab. */
async function flagsTab(page: Page) {
  await page.getByRole('tab', { name: 'Bestellarten, Kontakt, Zahlung' }).click();
}

test('first day: setup link, owner, checklist, shop and legal texts, branch, products, test mail, printer test, publish, first order', async ({
  page,
  context,
  newContext,
}, testInfo) => {
  test.setTimeout(180_000);
  const { base, smtp, printer } = stack!;
  await rejectCookies(context, base);
  await page.setViewportSize(VIEWPORTS[0]);
  const shots = (name: string) => `${SHOTS}/${name}`;
  let branchId = '';
  let frontdeskLink = '';

  await test.step('a page asked for on another host moves to PUBLIC_URL first (issue 40 item 9)', async () => {
    // The payment's return and the cookie answer then meet the visit's own host.
    const res = await fetch(`${stack!.loopback}/store/x?y=1`, { redirect: 'manual', headers: { Accept: 'text/html' } });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${base}/store/x?y=1`);
    const api = await fetch(`${stack!.loopback}/api/config`, { redirect: 'manual' });
    expect(api.status).toBe(200);
  });

  await test.step('the start printed the one-time setup link (banner and one log line), no demo', async () => {
    expect(stack!.setupLink).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}/backend/setup\\?token=[\\w-]{20,}$`));
    const output = stack!.apiOutput();
    expect(output).toContain('Mode:');
    expect(output).toMatch(/production; database: PostgreSQL .*; jobs\/realtime: Redis/);
    expect(output.match(/Noch kein Mitarbeiterkonto/g), 'the setup link is logged once').toHaveLength(1);
    expect(output, 'no demo accounts without the demo').not.toMatch(/Demo account:/);
  });

  await test.step('setup page: the owner creates the first admin account and is logged in', async () => {
    await page.goto(stack!.setupLink);
    await page.getByRole('heading', { name: FIRST_ADMIN_TEXTS.title }).waitFor();
    await page.getByText(FIRST_ADMIN_TEXTS.lead).waitFor();
    await shoot(page, shots('setup'), VIEWPORTS, SCREEN);
    await page.getByLabel('Name', { exact: true }).fill(OWNER.name);
    await page.getByLabel('E-Mail', { exact: true }).fill(OWNER.email);
    await page.getByLabel('Passwort', { exact: true }).fill(OWNER.password);
    await page.getByLabel(FIRST_ADMIN_TEXTS.passwordRepeat).fill(OWNER.password);
    await page.getByRole('button', { name: FIRST_ADMIN_TEXTS.submit }).click();
    await page.waitForURL(/\/backend#\/dashboard$/);
    await page.getByText('Bestellungen heute').waitFor();
    expect(
      (await context.cookies(base)).some((c) => c.name === 'sid'),
      'logged in by the setup page',
    ).toBe(true);
  });

  await test.step("dashboard: 'Einrichtung' lists the steps, all required ones open", async () => {
    await page.getByRole('heading', { name: 'Einrichtung' }).waitFor();
    for (const label of [SETUP_TEXTS.shop, SETUP_TEXTS.legal, SETUP_TEXTS.branch, SETUP_TEXTS.products])
      await expectStep(page, label, 'Offen');
    await expectStep(page, SETUP_TEXTS.printer, 'Optional');
    // Without legal texts the checkout cannot be completed: the card says so.
    await page.getByText(/Solange AGB und Datenschutzerklärung fehlen/).waitFor();
    const done = await checklist(page);
    expect(Object.values(done).some(Boolean), 'nothing is done on an empty server').toBe(false);
    await shoot(page, shots('checklist-new'), VIEWPORTS, SCREEN);
  });

  await test.step('shop data and legal texts in Konfiguration (UI)', async () => {
    await page.goto(`${base}/backend#/config`);
    await page.getByRole('heading', { name: 'Konfiguration' }).waitFor();
    // The form is filled from GET /api/config first; typing before that would be overwritten.
    await expect(page.getByLabel('Zeitzone', { exact: true })).not.toHaveValue('');
    await page.getByLabel('Shop-Name', { exact: true }).fill(SHOP.name);
    await page.getByLabel('Firmenname', { exact: true }).fill(SHOP.business);
    await page.getByLabel('Website', { exact: true }).fill(SHOP.website);
    // Payment methods are per branch (below); the config page offers no shop-wide switch (issue 39 item 4).
    const legal: [string, string][] = [
      ['AGB', '# Allgemeine Geschäftsbedingungen\n\nEs gelten die AGB der Morgenrot Backwaren GmbH.'],
      ['Datenschutzerklärung', '# Datenschutz\n\nWir verarbeiten Ihre Daten nur zur Abwicklung Ihrer Bestellung.'],
      ['Impressum', '# Impressum\n\nMorgenrot Backwaren GmbH, Hauptplatz 1, 1010 Wien'],
    ];
    for (const [tab, text] of legal) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByLabel(`${tab} (Markdown)`).fill(text);
    }
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Konfiguration gespeichert').first().waitFor();
    const done = await checklist(page);
    expect(done.shop, 'shop data done').toBe(true);
    expect(done.legal, 'Impressum, AGB and Datenschutz done').toBe(true);
  });

  await test.step("storefront without a public branch: 'Bald geöffnet' with the shop's name and contact", async () => {
    // A visitor's browser (the owner's would show the staff toolbar above the page).
    const visitorContext = await newContext({ viewport: VIEWPORTS[0] });
    await rejectCookies(visitorContext, base);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${base}/`);
    await visitor.getByRole('heading', { name: 'Bald geöffnet' }).waitFor();
    await visitor.getByText(`${SHOP.name} nimmt bald Bestellungen entgegen.`).waitFor();
    await visitor.getByText(SHOP.business).first().waitFor();
    await expect(visitor.getByRole('link', { name: 'Website', exact: true })).toHaveAttribute('href', SHOP.website);
    await shoot(visitor, shots('coming-soon'), VIEWPORTS, SCREEN);
    await visitorContext.close();
  });

  await test.step('a branch with opening hours and cash payment (branch form), private from the start', async () => {
    await page.goto(`${base}/backend#/branches/new`);
    await page.getByRole('heading', { name: 'Filiale anlegen' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(BRANCH.name);
    await page.getByLabel('Kennung (URL)', { exact: true }).fill(BRANCH.identifier);
    await page.getByLabel('Straße', { exact: true }).fill('Hauptplatz 1');
    await page.getByLabel('PLZ', { exact: true }).fill('1010');
    await page.getByLabel('Ort', { exact: true }).fill('Wien');
    await page.getByLabel('Telefon', { exact: true }).fill('+43 1 234567');
    await page.getByLabel('E-Mail', { exact: true }).fill(BRANCH.email);
    await page.getByRole('tab', { name: 'Öffnungs- und Lieferzeiten' }).click();
    const hours = page.getByRole('group', { name: 'Öffnungszeiten' });
    await hours.getByRole('button', { name: 'Zeiten hinzufügen' }).click();
    // Mo–So 00:00-00:00: open around the clock, so the customer below can order whatever the wall clock says.
    await hours.getByRole('button', { name: 'Öffnungszeiten 1: Mo–So' }).click();
    await hours.getByLabel('Öffnungszeiten 1: von').fill('00:00');
    await hours.getByLabel('Öffnungszeiten 1: bis').fill('00:00');
    await flagsTab(page);
    await expect(
      page.getByRole('checkbox', { name: 'Öffentlich', exact: true }),
      'a new branch starts private',
    ).not.toBeChecked();
    const cash = page.getByRole('checkbox', { name: 'Bar', exact: true });
    await cash.check();
    await expect(cash).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Abholung', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    // The new frontdesk key is shown once, with the tablet's address.
    const keyDialog = page.getByRole('dialog').filter({ hasText: 'Neuer Frontdesk-Schlüssel' });
    const link = keyDialog.locator('code', { hasText: '/backend#/frontdesk/' });
    await link.waitFor();
    frontdeskLink = (await link.textContent())!.trim();
    await page.waitForURL(/#\/branches\/[0-9a-f-]{36}$/);
    branchId = page.url().split('/').pop()!;
    expect(frontdeskLink).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}/backend#/frontdesk/${branchId}/\\S+$`));
    await keyDialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(keyDialog).toHaveCount(0);
    const branch = await api(page, 'GET', `/api/branches/${branchId}`);
    expect(branch).toMatchObject({ name: BRANCH.name, isPublic: false, isCashEnabled: true });
    // 'Mo–So' is stored as the spec's one rule per weekday (issue 39 item 3).
    const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    expect(branch.openingHours).toEqual(
      week.map((type) => expect.objectContaining({ type, from: '00:00', to: '00:00', isClosed: false })),
    );
    const done = await checklist(page);
    expect(done.branch, 'first branch with opening hours').toBe(true);
    expect(done.payment, 'cash payment').toBe(true);
    expect(done.products, 'no products yet').toBe(false);
  });

  await test.step("publishing before the catalogue is refused with the German 422 naming what's missing", async () => {
    await page.getByRole('heading', { name: 'Filiale bearbeiten' }).waitFor();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(BRANCH.name);
    await flagsTab(page);
    await page.getByRole('checkbox', { name: 'Öffentlich', exact: true }).check();
    // The creation's 'Filiale gespeichert' toast gone first: the picture shows the refusal alone.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    const refused = page.waitForResponse(
      (r) => r.url().endsWith(`/api/branches/${branchId}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    expect((await refused).status()).toBe(422);
    await page
      .getByText(`${SETUP_TEXTS.publishRefused([SETUP_TEXTS.missingProducts])}`, { exact: false })
      .first()
      .waitFor();
    await shoot(page, shots('publish-refused'), [VIEWPORTS[0]], SCREEN);
    expect((await api(page, 'GET', `/api/branches/${branchId}`)).isPublic, 'still private').toBe(false);
  });

  await test.step("products in the branch's catalogue (admin API with the browser's session)", async () => {
    const category = await api(page, 'POST', '/api/categories', { name: 'Gebäck' });
    const product = (name: string, price: string) =>
      api(page, 'POST', '/api/products', { category: { id: category.id }, tax: '10', name, price, description: '' });
    const roll = await product('Kaisersemmel', '0.90');
    const bread = await product('Bauernbrot', '4.50');
    await api(page, 'POST', '/api/menus', {
      name: 'Sortiment Hauptplatz',
      availableFrom: new Date(Date.now() - 60_000).toISOString(),
      branches: [{ id: branchId }],
      catalog: [{ category: category.id, products: [roll.id, bread.id] }],
    });
    expect((await checklist(page)).products, 'products in the catalogue').toBe(true);
  });

  await test.step("'Testmail senden' goes through SMTP_URL and arrives at the sink", async () => {
    await page.goto(`${base}/backend#/dashboard`);
    await page.getByRole('heading', { name: 'Einrichtung' }).waitFor();
    await stepRow(page, SETUP_TEXTS.email).getByRole('button', { name: 'Testmail senden' }).click();
    // The answer as a toast; the mail was the last required step, so the card collapses at once.
    await page.getByText(`Testmail an ${OWNER.email} versendet.`).first().waitFor();
    expect((await checklist(page)).email, 'e-mail step done').toBe(true);
    await expect
      .poll(() => smtp.to(OWNER.email, /Testmail Ihres Bestellshops/).length, { message: 'test mail at the SMTP sink' })
      .toBe(1);
  });

  await test.step("'Testdruck' talks to the TCP printer: status query, then a test receipt", async () => {
    const loaded = page.waitForResponse((r) => r.url().endsWith(`/api/branches/${branchId}/printer`) && r.ok());
    await page.goto(`${base}/backend#/branches/${branchId}`);
    await page.getByRole('heading', { name: 'Belegdrucker' }).waitFor();
    await loaded;
    await expect(page.getByLabel('Druckeradresse', { exact: true })).toBeEditable();
    await page.getByLabel('Druckeradresse', { exact: true }).fill(printer.address);
    await expect(page.getByLabel('Druckeradresse', { exact: true })).toHaveValue(printer.address);
    await page.getByRole('button', { name: 'Druckeradresse speichern' }).click();
    await page.getByText('Druckeradresse gespeichert.').first().waitFor();
    await page.getByRole('button', { name: 'Testdruck', exact: true }).click();
    await page.getByText(`Testdruck an ${printer.address} erfolgreich.`).first().waitFor();
    expect(printer.texts(), 'one test receipt printed').toEqual([expect.stringContaining('TESTDRUCK')]);
    expect((await checklist(page)).printer, 'printer step done').toBe(true);
  });

  // The frontdesk tablet: opened by the link the branch form showed, no login.
  const tabletContext = await newContext({ viewport: VIEWPORTS[0] });
  const tablet = await tabletContext.newPage();
  await test.step('the frontdesk tablet opens by its link', async () => {
    await tablet.goto(frontdeskLink);
    await tablet.getByText('Keine offenen Bestellungen').waitFor();
    await tablet.getByRole('button', { name: /^Ton aktivieren/ }).click();
    expect(
      (await tabletContext.cookies()).filter((c) => c.name === 'sid'),
      'no staff session',
    ).toHaveLength(0);
  });

  const viennaToday = zonedParts(new Date(), 'Europe/Vienna').date;
  const ordersToday = async () =>
    (await api(page, 'GET', `/api/statistics/orders?from=${viennaToday}&to=${viennaToday}`)).total.orders as number;

  // ---- TEST ORDER (issue 37 item 4) ------------------------------------------------------------------
  // Enabled once orders carry `isTest`: the owner's order on the not yet public branch is a test order; it
  // rings, prints and mails like any order, carries 'TEST' on the receipt and the frontdesk card, and is
  // left out of the statistics.
  if (TEST_ORDERS) {
    await test.step('a test order by the owner: TEST on the frontdesk card, receipt and mail, not in the statistics', async () => {
      const printedBefore = printer.receipts.length;
      // The owner's order (the browser's staff session) on the branch that is not public yet: a test order.
      // Placed through POST /api/orders as the checkout sends it: the storefront lists public branches only.
      const menu = (await api(page, 'GET', '/api/menus'))[0];
      const order = await api(page, 'POST', '/api/orders', {
        branch: { id: branchId },
        ...TEST_CUSTOMER,
        paymentMethod: 'cash',
        notificationType: 'email',
        legalInstructions: true,
        privacyPolicy: true,
        items: [{ product: { id: menu.catalog[0].products[0] }, amount: 1 }],
      });
      expect(order.isTest, 'a staff order on a private branch is a test order').toBe(true);
      await tablet
        .getByRole('alert')
        .getByText(/Neue Bestellung!/)
        .waitFor();
      // No real ticket number anywhere: the alert names it TEST, never #0.
      await expect(tablet.getByRole('alert')).toContainText('#TEST');
      await expect(tablet.getByRole('alert')).not.toContainText('#0');
      const card = tablet.locator('.bo-frontdesk-order', { hasText: TEST_CUSTOMER.lastName });
      await card.locator('.bo-frontdesk-order__test', { hasText: 'Testbestellung' }).waitFor();
      await expect(card).toContainText('TEST');
      await shoot(tablet, shots('frontdesk-test-order'), [VIEWPORTS[0]], SCREEN);
      await expect
        .poll(
          () =>
            printer
              .texts()
              .slice(printedBefore)
              .find((t) => t.includes(TEST_CUSTOMER.lastName)) ?? '',
          {
            message: 'the test order is printed',
            timeout: 30_000,
          },
        )
        .toMatch(/TEST/);
      await expect
        .poll(() => smtp.to(TEST_CUSTOMER.email, /Ihre Bestellung TEST bei Backstube Hauptplatz/).length, {
          message: "the test order's mail says TEST",
          timeout: 30_000,
        })
        .toBe(1);
      await expect
        .poll(() => smtp.to(BRANCH.email, /Neue Bestellung TEST/).length, {
          message: "the branch's mail of the test order says TEST",
          timeout: 30_000,
        })
        .toBe(1);
      expect(await ordersToday(), 'test orders are left out of the statistics').toBe(0);
      expect((await checklist(page))['test-order'], 'test order step done').toBe(true);
      // Confirmed at the tablet, so it stops ringing before the first real order.
      await card.click();
      await tablet.getByRole('button', { name: 'Bestätigen', exact: true }).click();
      await tablet.getByText('Bestellung bestätigt').first().waitFor();
    });
  } else {
    testInfo.annotations.push({
      type: 'gap',
      description: 'test order step left out: orders carry no isTest yet (issue 37 item 4)',
    });
  }
  // ---- END TEST ORDER --------------------------------------------------------------------------------

  await test.step("the checklist collapses once every required step is done; expanded it shows each step's state", async () => {
    await page.goto(`${base}/backend#/dashboard`);
    await page.getByText(/^Einrichtung abgeschlossen \(\d+ von \d+ Schritten erledigt\)\.$/).waitFor();
    await page.getByRole('button', { name: 'Einrichtung anzeigen' }).click();
    for (const label of [
      SETUP_TEXTS.shop,
      SETUP_TEXTS.legal,
      SETUP_TEXTS.branch,
      SETUP_TEXTS.products,
      SETUP_TEXTS.payment,
      SETUP_TEXTS.email,
      SETUP_TEXTS.printer,
    ])
      await expectStep(page, label, 'Erledigt');
    await expectStep(page, SETUP_TEXTS.testOrder, TEST_ORDERS ? 'Erledigt' : 'Optional');
    await stepRow(page, SETUP_TEXTS.email).getByText(`Testmail an ${OWNER.email} versendet.`).waitFor();
    await stepRow(page, SETUP_TEXTS.printer).getByText(`Testdruck an ${printer.address} erfolgreich.`).waitFor();
    await shoot(page, shots('checklist'), VIEWPORTS, SCREEN);
  });

  await test.step('publish the branch (branch form)', async () => {
    await page.goto(`${base}/backend#/branches/${branchId}`);
    await page.getByRole('heading', { name: 'Filiale bearbeiten' }).waitFor();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(BRANCH.name);
    await flagsTab(page);
    const publicFlag = page.getByRole('checkbox', { name: 'Öffentlich', exact: true });
    await expect(publicFlag).not.toBeChecked();
    await publicFlag.check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/branches/${branchId}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Filiale gespeichert').first().waitFor();
    expect((await api(page, 'GET', `/api/branches/${branchId}`)).isPublic).toBe(true);
  });

  const customerContext = await newContext({ viewport: VIEWPORTS[1] });
  await rejectCookies(customerContext, base);
  const shopper = await customerContext.newPage();
  await test.step('a customer orders in the storefront (fresh browser, phone size)', async () => {
    await shopper.goto(`${base}/`);
    await shopper.getByText(BRANCH.name).first().waitFor();
    await expect(shopper.getByRole('heading', { name: 'Bald geöffnet' })).toHaveCount(0);
    await shopper.goto(`${base}/store/${BRANCH.identifier}`);
    await orderRoll(shopper, CUSTOMER);
    await expect(shopper.getByText('Testbestellung'), 'customers are offered no test order').toHaveCount(0);
    await submitCheckout(shopper);
    await shopper.getByText('Warten auf Bestätigung').first().waitFor();
  });

  await test.step('it rings on the frontdesk, the printer prints the receipt, the mails arrive', async () => {
    await tablet
      .getByRole('alert')
      .getByText(/Neue Bestellung!/)
      .waitFor();
    await tablet.getByText(`${CUSTOMER.firstName} ${CUSTOMER.lastName}`).first().waitFor();
    await shoot(tablet, shots('frontdesk-first-order'), [VIEWPORTS[0]], SCREEN);
    await expect
      .poll(() => printer.texts().filter((t) => t.includes(CUSTOMER.lastName)).length, {
        message: 'the receipt reached the TCP printer',
        timeout: 30_000,
      })
      .toBe(1);
    const receipt = printer.texts().find((t) => t.includes(CUSTOMER.lastName))!;
    expect(receipt).toContain('Kaisersemmel');
    expect(receipt, 'a real order is not marked TEST').not.toMatch(/\bTEST\b/);
    await expect
      .poll(() => smtp.to(CUSTOMER.email, /Ihre Bestellung Nr\. \d+ bei Backstube Hauptplatz/).length, {
        message: "the customer's new-order mail at the SMTP sink",
        timeout: 30_000,
      })
      .toBe(1);
    await expect
      .poll(() => smtp.to(BRANCH.email, /Neue Bestellung Nr\. \d+/).length, {
        message: "the branch's new-order mail at the SMTP sink",
        timeout: 30_000,
      })
      .toBe(1);
    if (TEST_ORDERS) expect(await ordersToday(), 'only the real order counts').toBe(1);
  });

  await test.step('the setup link is single use', async () => {
    const other = await (await newContext({ viewport: VIEWPORTS[0] })).newPage();
    await other.goto(stack!.setupLink);
    await other.getByText(FIRST_ADMIN_TEXTS.alreadyDone).waitFor();
    await other.getByRole('button', { name: FIRST_ADMIN_TEXTS.toLogin }).waitFor();
  });
});
