// Issue 21 item 1 in the browser (project 'storefront'): a kiosk at 1080x1920 portrait pairs by code,
// goes from the screensaver to the ticket number (with the answer of the first submit lost on the way:
// the retry with the same Idempotency-Key gives the same single order), then resets itself after 45 s
// without a touch (15 s warning) back to the screensaver with an empty cart; staff leave with the PIN.
// axe-core on each screen; screenshots under test/e2e/artifacts/ (kiosk-*), portrait and phone.
import { KIOSK_IDLE_SECONDS, KIOSK_WARNING_SECONDS } from '@bestell/domain';
import { chooseOption } from './support/antd.js';
import { axe, shoot } from './support/page-checks.js';
import { ADMIN, expect, test } from './support/test.js';
import type { Json } from './support/server.js';

const PORTRAIT = { width: 1080, height: 1920 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = [PORTRAIT, PHONE];

// The banner would show on a normal page: the kiosk must skip it (spec 1).
test.use({ consent: null });

test('kiosk: pair, screensaver -> ticket number at 1080x1920 (one order for a lost answer), idle reset after 45 s', async ({
  page,
  app,
  admin,
  newContext,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  // A counter-service branch open around the clock, eat in or take away, with the demo branch's pictures.
  const branches = (await admin.get('/api/branches')) as Json[];
  const pictured = branches.find((b) => (b.images ?? []).length > 0);
  const branch = await admin.post('/api/branches', {
    identifier: `e2e-kiosk-${suffix}`,
    name: 'Backstube Selbstbedienung',
    openingHours: [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' }],
    isCashEnabled: true,
    isATMCardEnabled: true,
    isTakeawayEnabled: true,
    isDineInEnabled: true,
    street: 'Hauptplatz 2',
    zipCode: '1010',
    city: 'Wien',
    images: pictured?.images ?? [],
  });
  const roll = app.fixtures.products.roll;
  await admin.post('/api/menus', {
    name: `Kiosk ${suffix}`,
    availableFrom: new Date(Date.now() - 60_000).toISOString(),
    branches: [{ id: branch.id }],
    catalog: [{ category: roll.category.id, products: [roll.id] }],
  });
  // New branches start private (issue 37); with hours and products they may go public.
  await admin.put(`/api/branches/${branch.id}`, { isPublic: true });

  await page.setViewportSize(PORTRAIT);
  await test.step('first start: the kiosk shows a code; staff pair it on the devices screen and set the PIN', async () => {
    // Page clock under test control (time still flows), so the idle step fast-forwards instead of waiting 45 s.
    await page.clock.install();
    await page.goto(`${app.base}/kiosk`);
    const codeBox = page.getByTestId('kiosk-pairing-code');
    await expect(codeBox).toHaveText(/^[A-Z2-9]{6}$/);
    await axe(page, 'kiosk pairing');
    await shoot(page, 'kiosk-pairing', SHOTS, { fullPage: false });

    const bo = await (await newContext({ viewport: DESKTOP })).newPage();
    await bo.goto(`${app.base}/backend/login`);
    await bo.getByLabel('E-Mail').fill(ADMIN.email);
    await bo.getByLabel('Passwort').fill(ADMIN.password);
    await bo.getByRole('button', { name: 'Anmelden' }).click();
    await bo.waitForURL(/#\/dashboard/);
    await bo.goto(`${app.base}/backend#/devices/new`);
    await bo.getByLabel('Name', { exact: true }).fill('Kiosk Eingang');
    await chooseOption(bo, bo.getByLabel('Typ', { exact: true }), 'Kiosk');
    await chooseOption(bo, bo.getByLabel('Filiale', { exact: true }), 'Backstube Selbstbedienung');
    await bo.getByLabel('Code am Kiosk').fill((await codeBox.textContent())!);
    await axe(bo, 'devices: pair a kiosk');
    await shoot(bo, 'kiosk-backoffice-pair', [DESKTOP, PHONE]);
    await bo.getByRole('button', { name: 'Koppeln' }).click();
    await bo.waitForURL(/#\/devices\/[0-9a-f-]{36}$/);
    // The paired kiosk's form, loaded (a value typed before would be replaced by the loaded one).
    await expect(bo.getByLabel('Kennung', { exact: true })).toHaveValue(/^kiosk-[0-9a-f]{10}$/);
    await bo.getByLabel('Exit-PIN für Personal').fill('2468');
    await bo.getByRole('button', { name: 'Speichern' }).click();
    await expect(bo.getByText('Gesetzt. Eine neue PIN ersetzt sie.')).toBeVisible();
    await bo.close();
  });

  const saver = page.getByTestId('kiosk-screensaver');
  await test.step('screensaver with the branch pictures; no cookie banner, header or staff toolbar', async () => {
    await expect(saver).toBeVisible({ timeout: 20_000 });
    await expect(saver).toContainText('Tippen um zu bestellen');
    if (pictured) await expect(saver.locator('img').first()).toBeVisible();
    await expect(page.getByText(/Cookies/i)).toHaveCount(0);
    await expect(page.locator('.sf-header, .sf-footer')).toHaveCount(0);
    await axe(page, 'kiosk screensaver');
    await shoot(page, 'kiosk-screensaver', SHOTS, { fullPage: false });
  });

  const keys: string[] = [];
  await test.step('order type first, the menu, the cart, pay at the counter', async () => {
    await saver.click();
    await expect(page.getByRole('heading', { name: 'Wo möchten Sie essen?' })).toBeVisible();
    await axe(page, 'kiosk order type');
    await shoot(page, 'kiosk-order-type', SHOTS, { fullPage: false });
    await page.getByRole('button', { name: 'Mitnehmen', exact: true }).click();
    await page.getByRole('button', { name: /^Kaisersemmel/ }).click();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('complementary', { name: 'Warenkorb' })).toContainText('Kaisersemmel');
    await axe(page, 'kiosk menu');
    await shoot(page, 'kiosk-menu', SHOTS, { fullPage: false });
    await page.getByRole('button', { name: 'Barrierefrei' }).click();
    // The buttons fade to the high-contrast colours (0.2 s): shoot once the pay button has arrived.
    await expect(page.getByTestId('kiosk-to-pay')).toHaveCSS('background-color', 'rgb(255, 212, 0)');
    await expect(page.getByTestId('kiosk-to-pay')).toHaveCSS('color', 'rgb(0, 0, 0)');
    await shoot(page, 'kiosk-menu-accessible', [PORTRAIT], { fullPage: false });
    await page.getByRole('button', { name: 'Barrierefrei' }).click();

    await page.getByTestId('kiosk-to-pay').click();
    await expect(page.getByRole('heading', { name: 'Wie möchten Sie bezahlen?' })).toBeVisible();
    await axe(page, 'kiosk payment');
    await shoot(page, 'kiosk-payment', SHOTS, { fullPage: false });

    // The network cuts the first answer after the server placed the order: the kiosk sends again.
    let first = true;
    await page.route('**/api/kiosk/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (first) {
        first = false;
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'An der Kassa bezahlen' }).click();
  });

  await test.step('the ticket number in large type; exactly one order with one receipt', async () => {
    const number = page.getByTestId('kiosk-ticket-number');
    await expect(number).toHaveText(/^\d+$/);
    await expect(page.getByText('Bitte bezahlen Sie an der Kassa.')).toBeVisible();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    const orders = (await admin.get(`/api/orders?branch=${branch.id}`)) as Json[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ ticketNumber: Number(await number.textContent()), paymentMethod: 'cash' });
    await axe(page, 'kiosk ticket');
    await shoot(page, 'kiosk-ticket', SHOTS, { fullPage: false });
    await page.getByRole('button', { name: 'Neue Bestellung' }).click();
    await expect(saver).toBeVisible();
  });

  await test.step('idle: warning after 30 s, back to the screensaver with an empty cart after 45 s', async () => {
    await saver.click();
    await page.getByRole('button', { name: 'Hier essen', exact: true }).click();
    await page.getByRole('button', { name: /^Kaisersemmel/ }).click();
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('complementary', { name: 'Warenkorb' })).toContainText('Kaisersemmel');
    // KIOSK_IDLE_SECONDS 45 with the warning for the last KIOSK_WARNING_SECONDS 15: the page's clock jumps.
    await page.clock.fastForward(KIOSK_IDLE_SECONDS * 1000 - KIOSK_WARNING_SECONDS * 1000 - 2_000);
    await expect(page.getByTestId('kiosk-idle-warning')).toBeHidden();
    await page.clock.fastForward(3_000);
    await expect(page.getByTestId('kiosk-idle-warning')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sind Sie noch da?' })).toBeVisible();
    await shoot(page, 'kiosk-idle-warning', [PORTRAIT], { fullPage: false });
    await expect(saver).toBeHidden();
    await page.clock.fastForward(KIOSK_WARNING_SECONDS * 1000);
    await expect(saver).toBeVisible();
    // The stored cart and order details are gone (spec 4): a new customer starts empty.
    const stored = await page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((k) => k.includes(':cart:'))
        .map((k) => JSON.parse(sessionStorage.getItem(k)!) as { items: unknown[]; order: { comment: string } }),
    );
    expect(stored.every((cart) => cart.items.length === 0 && cart.order.comment === '')).toBe(true);
    await saver.click();
    await page.getByRole('button', { name: 'Mitnehmen', exact: true }).click();
    await expect(page.getByText('Tippen Sie auf ein Produkt, um es hinzuzufügen.')).toBeVisible();
  });

  await test.step('staff leave kiosk mode with the PIN', async () => {
    await page.getByRole('button', { name: 'Personal' }).click();
    for (const digit of '1111') await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.getByText('PIN falsch.')).toBeVisible();
    for (const digit of '2468') await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await page.getByRole('button', { name: 'Kiosk verlassen' }).click();
    await expect(page).toHaveURL(`${app.base}/`);
  });
});
