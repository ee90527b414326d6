// Issue 16 items 4 and 5 in the browser, against the BUILT app (project 'backoffice'):
// - the frontdesk tablet at 1024x768 and 1280x800: a small 'Ton aktivieren' banner until a tap allows sound
//   (issue 40), a visible 'stumm' state, ticket numbers >= 24 px, items and the customer's photo in the list (opening
//   large), the waiting colour, 'Stornieren', full-screen mode;
// - the back office on a phone (390x844): the menu drawer opens, reaches every entry and navigates; lists,
//   an edit form and the media pages fit the width; no English widget text.
// axe-core on every screen; screenshots under test/e2e/artifacts/ (staff-*).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { axe, shoot } from './support/page-checks.js';
import type { Fixtures } from './support/fixtures.js';
import type { Json, StaffSession } from './support/server.js';
import { ADMIN, expect, test } from './support/test.js';

const TABLET = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];
const PHONE = [{ width: 390, height: 844 }];
const SCREEN = { fullPage: false };

/** A photo-like picture of a size the upload rules accept. */
async function photo(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#f5d0a9"/><circle cx="400" cy="300" r="220" fill="#8b4513"/>
    <text x="400" y="320" font-size="72" text-anchor="middle" fill="#fff">Alles Gute</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A cash pickup order placed as the checkout does; `parts` for the configurable photo cake. */
async function placeOrder(base: string, fixtures: Fixtures, item: Json, firstName: string): Promise<Json> {
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      branch: { id: fixtures.open.id },
      firstName,
      lastName: 'Muster',
      phone: '+43 664 7654321',
      email: 'kunde@example.at',
      paymentMethod: 'cash',
      notificationType: 'sms',
      legalInstructions: true,
      privacyPolicy: true,
      items: [item],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

async function photoOrder(base: string, fixtures: Fixtures, admin: StaffSession): Promise<Json> {
  const upload = await admin.post('/api/uploads', { data: await photo() });
  return placeOrder(
    base,
    fixtures,
    { product: { id: fixtures.products.photoCake.id }, amount: 1, parts: [[upload]] },
    'Eva',
  );
}

/**
 * What a user or screen reader meets that is English: antd widget texts and icon names leaking through
 * (the accessibility tree, placeholders and titles). German words that look alike are not listed.
 */
const ENGLISH =
  /\b(search|no data|items\/page|cancel|close|delete|upload|select (a )?(date|time)|today|now|loading|previous page|next page|expand|collapse|page size|ok)\b/i;

async function englishText(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const attributes = await page.evaluate(() =>
    [...document.querySelectorAll('[placeholder], [title]')].flatMap((el) =>
      [el.getAttribute('placeholder'), el.getAttribute('title')].filter((v): v is string => !!v),
    ),
  );
  return [...tree.split('\n'), ...attributes].filter((line) => ENGLISH.test(line.replace(/\/url: .*/, '')));
}

async function checkPhonePage(page: Page, name: string) {
  await axe(page, name);
  expect.soft(await englishText(page), `English widget text on "${name}"`).toEqual([]);
  // The page itself never scrolls sideways on a phone; wide tables scroll inside their own box.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // The innermost elements past the right edge name the culprit in the failure message.
  const past = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`,
      ),
  );
  expect.soft(overflow, `"${name}" is wider than the phone: ${past.join(', ')}`).toBeLessThanOrEqual(0);
  // Issue 39 item 8: list tables are cards below 600 px, so none hides columns behind a sideways scroll.
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('.bo-cards, .bo-cards .ant-table-content')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
  );
  expect.soft(clipped, `tables scrolling sideways on "${name}"`).toEqual([]);
}

async function login(page: Page, base: string) {
  await page.goto(`${base}/backend/login`);
  await page.getByLabel('E-Mail').fill(ADMIN.email);
  await page.getByLabel('Passwort').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText('Bestellungen heute').waitFor();
}

test('frontdesk at arm’s length: sound tap remembered, big tickets, items and photo, waiting colour, cancel', async ({
  newContext,
  app: { base, fixtures },
  admin,
}) => {
  const { apiKey } = await admin.post(`/api/branches/${fixtures.open.id}/api-key`);
  const roll = await placeOrder(base, fixtures, { product: { id: fixtures.products.roll.id }, amount: 4 }, 'Max');
  const cake = await photoOrder(base, fixtures, admin);
  const tablet = await (await newContext({ viewport: TABLET[0] })).newPage();
  const url = `${base}/backend#/frontdesk/${fixtures.open.id}/${apiKey}`;

  await test.step('sound: a small banner until a tap anywhere allows it, a visible "stumm" state', async () => {
    // As a tablet browser's autoplay rule does: the audio stays suspended until a gesture resumes it.
    await tablet.addInitScript(() => {
      const Real = window.AudioContext;
      window.AudioContext = class extends Real {
        #allowed = false;
        override get state() {
          return this.#allowed ? super.state : 'suspended';
        }
        // Only a gesture allows it: the page's own resume() at load (it remembers the earlier tap) stays
        // suspended, as in a real tablet browser; without this the banner hid itself mid-click.
        override resume() {
          if (navigator.userActivation?.isActive) this.#allowed = true;
          return super.resume();
        }
      };
    });
    await tablet.goto(url);
    await tablet.getByText(`#${cake.ticketNumber}`, { exact: true }).waitFor();
    // Issue 40: a banner at the top, not a full-screen overlay; the list stays visible and usable.
    const banner = tablet.getByRole('button', { name: /Ton aktivieren/ });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height, 'the banner is a strip, not an overlay').toBeLessThan(120);
    expect(box.y, 'the banner is at the top').toBeLessThan(200);
    await shoot(tablet, 'staff-frontdesk-sound', TABLET, SCREEN);
    await axe(tablet, 'frontdesk, sound banner');
    // One tap anywhere (the page title) allows the sound.
    await tablet.getByRole('heading', { name: 'Frontdesk' }).click();
    await expect(banner).toBeHidden();
    await expect(tablet.getByRole('button', { name: 'Ton an' })).toHaveAttribute('aria-pressed', 'true');
    // After a reload the browser wants a gesture again: the banner is back, and a tap on it is enough.
    await tablet.reload();
    await tablet.getByText(`#${cake.ticketNumber}`, { exact: true }).waitFor();
    await banner.click();
    await expect(banner).toBeHidden();
    // Muted shows 'stumm' (and no banner asks for sound); on again for the rest of the scenario.
    await tablet.getByRole('button', { name: 'Ton an' }).click();
    await expect(tablet.getByRole('button', { name: 'stumm' })).toHaveAttribute('aria-pressed', 'false');
    await tablet.reload();
    await tablet.getByText(`#${cake.ticketNumber}`, { exact: true }).waitFor();
    await expect(tablet.getByRole('button', { name: 'stumm' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await shoot(tablet, 'staff-frontdesk-muted', TABLET, SCREEN);
    await tablet.getByRole('button', { name: 'stumm' }).click();
    await expect(tablet.getByRole('button', { name: 'Ton an' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('readable from arm’s length: newest first, big numbers, items and photo in the list', async () => {
    const tickets = tablet.locator('.bo-frontdesk-ticket');
    await expect(tickets.first()).toHaveText(`#${cake.ticketNumber}`);
    await expect(tickets.nth(1)).toHaveText(`#${roll.ticketNumber}`);
    const size = (selector: string) =>
      tablet
        .locator(selector)
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size('.bo-frontdesk-ticket'), 'ticket number font size').toBeGreaterThanOrEqual(24);
    for (const selector of ['.bo-frontdesk-order__who', '.bo-frontdesk-item', '.bo-wait', '.bo-frontdesk .ant-tag'])
      expect(await size(selector), `${selector} font size`).toBeGreaterThanOrEqual(16);
    const cakeCard = tablet.locator('.bo-frontdesk-order', { hasText: `#${cake.ticketNumber}` });
    await expect(cakeCard).toHaveClass(/is-fresh/);
    await expect(cakeCard.locator('.bo-wait')).toHaveText(/gerade eben|vor 1 Min\./);
    await expect(cakeCard.getByRole('list', { name: `Artikel von #${cake.ticketNumber}` })).toContainText('Fototorte');
    await expect(
      tablet.getByRole('list', { name: `Artikel von #${roll.ticketNumber}` }),
      'the roll order shows its item',
    ).toContainText('Kaisersemmel');
    await tablet.getByRole('button', { name: 'Gesehen' }).click();
    await expect(tablet.getByRole('alert')).toHaveCount(0);
    await shoot(tablet, 'staff-frontdesk-list', TABLET, SCREEN);
    await axe(tablet, 'frontdesk list');

    const thumb = cakeCard.getByRole('button', { name: /^Foto 1 zu Fototorte/ });
    await expect
      .poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await thumb.click();
    const dialog = tablet.getByRole('dialog');
    const large = dialog.getByRole('img', { name: /^Foto 1 zu Fototorte/ });
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    // The dialog zooms in: the picture is taken once it is fully opaque.
    await expect.poll(() => tablet.locator('.ant-modal').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await shoot(tablet, 'staff-frontdesk-photo', TABLET, SCREEN);
    await axe(tablet, 'frontdesk photo');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('staff cancel an order from the actions; full-screen mode', async () => {
    await tablet.getByText(`#${roll.ticketNumber}`, { exact: true }).click();
    await tablet.getByRole('heading', { name: `Bestellung #${roll.ticketNumber}` }).waitFor();
    await shoot(tablet, 'staff-frontdesk-detail', TABLET, SCREEN);
    await axe(tablet, 'frontdesk detail');
    await tablet.getByRole('button', { name: 'Stornieren', exact: true }).click();
    const question = tablet.getByRole('tooltip').filter({ hasText: 'Bestellung stornieren?' });
    await question.getByRole('button', { name: 'Stornieren' }).click();
    await tablet.getByText('Bestellung storniert').first().waitFor();
    await expect.poll(async () => (await admin.get(`/api/orders/${roll.id}`)).status).toBe('cancelled');

    const full = tablet.getByRole('button', { name: 'Vollbild' });
    if (await tablet.evaluate(() => document.fullscreenEnabled)) {
      await full.click();
      await expect(tablet.getByRole('button', { name: 'Vollbild beenden' })).toBeVisible();
      await tablet.getByRole('button', { name: 'Vollbild beenden' }).click();
      await expect(full).toBeVisible();
    }
  });
});

test('back office on a phone: the menu drawer reaches every area, pages fit, German labels', async ({
  page,
  app: { base, fixtures },
  admin,
}) => {
  await page.setViewportSize(PHONE[0]);
  await photoOrder(base, fixtures, admin);
  await login(page, base);

  await test.step('dashboard', async () => {
    // The open orders table (its own light table, issue 17) is on screen with the photo order.
    await page.getByRole('link', { name: 'Öffnen' }).first().waitFor();
    await shoot(page, 'staff-phone-dashboard', PHONE, SCREEN);
    await checkPhonePage(page, 'dashboard at 390 px');
    await shoot(page, 'staff-dashboard', [{ width: 1280, height: 800 }], SCREEN);
  });

  await test.step('the menu opens as a drawer, every entry is reachable, choosing one navigates', async () => {
    const button = page.getByRole('button', { name: 'Menü' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const nav = page.getByRole('navigation', { name: 'Backoffice' });
    await expect(nav).toBeVisible();
    // The drawer slides in from the left: pictured once it is all on screen.
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
    await shoot(page, 'staff-phone-menu', PHONE, SCREEN);
    await checkPhonePage(page, 'menu drawer');
    const links = nav.getByRole('link');
    expect(await links.count(), 'all areas in the drawer').toBeGreaterThanOrEqual(15);
    // The last entry too: the drawer scrolls.
    await links.last().scrollIntoViewIfNeeded();
    await expect(links.last()).toBeInViewport();
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(nav).toBeHidden();
    await button.click();
    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Produkte' }).click();
    await page.waitForURL(/#\/products$/);
    await expect(page.getByRole('navigation', { name: 'Backoffice' })).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('a list and an edit form fit the phone', async () => {
    await page.getByRole('heading', { name: 'Produkte' }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await shoot(page, 'staff-phone-list', PHONE, SCREEN);
    await checkPhonePage(page, 'product list at 390 px');
    await page.goto(`${base}/backend#/products/${fixtures.products.photoCake.id}`);
    await page.getByLabel('Name', { exact: true }).waitFor();
    await shoot(page, 'staff-phone-edit', PHONE, SCREEN);
    await checkPhonePage(page, 'product editor at 390 px');
  });

  for (const [path, name, ready] of [
    ['/orders', 'orders', '.ant-table-row'],
    ['/uploads', 'uploads', '.ant-table-row'],
    ['/images', 'images', 'h1'],
    ['/categories', 'categories', '.ant-table-row'],
    ['/customers', 'customers', 'h1'],
    [`/branches/${fixtures.open.id}`, 'branch', 'text=Belegdrucker'],
  ] as const) {
    await test.step(`${name} at 390 px`, async () => {
      await page.goto(`${base}/backend#${path}`);
      await page.locator(ready).first().waitFor();
      await shoot(page, `staff-phone-${name}`, PHONE, SCREEN);
      await checkPhonePage(page, `${name} at 390 px`);
    });
  }

  // Issue 39 item 8: every tab of the branch form fits the phone too (hours rows, delivery areas, flags).
  for (const tab of ['Öffnungs- und Lieferzeiten', 'Liefergebiete', 'Bestellarten, Kontakt, Zahlung']) {
    await test.step(`branch tab '${tab}' at 390 px`, async () => {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await shoot(page, `staff-phone-branch-${tab.split(' ')[0].toLowerCase()}`, PHONE, { fullPage: true });
      await checkPhonePage(page, `branch tab '${tab}' at 390 px`);
    });
  }
});
