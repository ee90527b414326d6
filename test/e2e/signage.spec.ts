// Digital signage (issue 19): a TV pairs with the code it shows, plays a stream with a menu board and the
// pickup board, shows a price change and a ready order live, rides out a 60-second server outage without
// a blank frame, and picks up a new version once the server is back. Runs on a server of its own that the
// scenario stops and starts (support/restartable-server.ts); the back office screens are shot and axe'd.
import type { Page } from '@playwright/test';
import { createFixtures } from './support/fixtures.js';
import { chooseOption as chooseAntdOption } from './support/antd.js';
import { axe, shoot } from './support/page-checks.js';
import { startRestartableServer, type RestartableServer } from './support/restartable-server.js';
import { staffSession, type Json, type StaffSession } from './support/server.js';
import { ADMIN, expect, test } from './support/test.js';

const TV = { width: 1920, height: 1080 };
const TV_PORTRAIT = { width: 1080, height: 1920 };
const BO_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const SCREEN = { fullPage: false };

async function login(page: Page, base: string) {
  await page.goto(`${base}/backend/login`);
  await page.getByLabel('E-Mail').fill(ADMIN.email);
  await page.getByLabel('Passwort').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText('Bestellungen heute').waitFor();
}

/** Picks an option of the antd Select labelled `label`. */
async function chooseOption(page: Page, label: string, option: string) {
  await chooseAntdOption(page, page.getByLabel(label, { exact: true }), option);
}

/** A cash takeaway order of one roll at the branch, as the checkout places it. */
async function placeOrder(base: string, branchId: string, productId: string): Promise<Json> {
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      branch: { id: branchId },
      firstName: 'Max',
      lastName: 'Muster',
      phone: '+43 664 7654321',
      email: 'max@example.at',
      paymentMethod: 'cash',
      notificationType: 'sms',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: { id: productId }, amount: 1 }],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

/**
 * The spread of brightness over a grid of the screenshot's pixels (decoded in the page: no PNG library
 * in the test runner). A blank frame (black, white, one colour) has a spread near 0.
 */
async function brightnessSpread(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    const values: number[] = [];
    for (let y = 0; y < bitmap.height; y += 16) {
      for (let x = 0; x < bitmap.width; x += 16) {
        const i = (y * bitmap.width + x) * 4;
        values.push(0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!);
      }
    }
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  }, png.toString('base64'));
}

test.describe.configure({ timeout: 900_000 });

test('signage: pair a TV, menu board and pickup board live, offline playback, new version after the outage', async ({
  page,
  newContext,
}) => {
  let server: RestartableServer | null = null;
  try {
    server = await startRestartableServer();
    const base = server.base;
    const admin: StaffSession = await staffSession(base, ADMIN);
    const fixtures = await createFixtures(admin);
    const { open, products } = fixtures;

    // Content through the API (the editors are shot further down): one scene with a menu board of the
    // branch's rolls and the pickup board, a segment with it, a stream playing it all day, an unpaired TV.
    const sceneBody = (title: string) => ({
      name: 'E2E Preistafel',
      path: '/e2e-preistafel',
      branch: null,
      orientation: 'landscape',
      background: '#1c1917',
      zones: [
        {
          id: 'z1',
          kind: 'menu-board',
          x: 0,
          y: 0,
          width: 60,
          height: 100,
          title,
          categories: [],
          products: [{ id: products.roll.id }, { id: products.photoCake.id }],
          showImages: true,
          soldOut: 'mark',
        },
        { id: 'z2', kind: 'pickup-board', x: 60, y: 0, width: 40, height: 100, showPreparing: true, readyMinutes: 30 },
      ],
    });
    const scene = await admin.post('/api/scenes', sceneBody('Brot & Gebäck'));
    const segment = await admin.post('/api/digital-signage-segments', {
      name: 'E2E Tagesprogramm',
      branch: null,
      items: [{ scene: { id: scene.id }, durationSeconds: 15, transition: 'fade' }],
    });
    const stream = await admin.post('/api/digital-signage-streams', {
      name: 'E2E Stream',
      branch: null,
      entries: [
        {
          id: 'ganztags',
          segment: { id: segment.id },
          dateFrom: null,
          dateTo: null,
          weekdays: [],
          from: '00:00',
          to: '24:00',
          priority: 1,
        },
      ],
      takeovers: [],
      fallbackSegment: { id: segment.id },
    });
    const tv = await admin.post('/api/digital-signage-devices', {
      name: 'E2E Theke',
      branch: { id: open.id },
      orientation: 'landscape',
    });

    const bo = await (await newContext()).newPage();
    await bo.setViewportSize(BO_VIEWPORTS[0]!);
    await login(bo, base);

    await test.step('the TV shows a pairing code; the back office pairs it and assigns the stream', async () => {
      await page.setViewportSize(TV);
      await page.goto(`${base}/signage/${tv.id}`);
      const codeBox = page.getByTestId('pairing-code');
      await expect(codeBox).toHaveText(/^[A-Z0-9]{6}$/);
      const code = (await codeBox.textContent())!.trim();
      await shoot(page, 'signage-pairing', [TV], SCREEN);

      await bo.goto(`${base}/backend#/digital-signage-devices`);
      await bo.getByRole('heading', { name: 'TVs' }).waitFor();
      await bo.getByRole('button', { name: 'Koppeln' }).click();
      const dialog = bo.getByRole('dialog', { name: 'TV koppeln' });
      await dialog.getByLabel('Code am Bildschirm').fill(code);
      await chooseOption(bo, 'TV', 'E2E Theke');
      await chooseOption(bo, 'Stream', 'E2E Stream');
      await axe(bo, 'TVs: pairing dialog');
      await dialog.getByRole('button', { name: 'Koppeln' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the TV plays the menu board with the storefront prices', async () => {
      const menu = page.locator('.sg-layer-in .sg-menu');
      await expect(menu.getByText('Brot & Gebäck')).toBeVisible({ timeout: 60_000 });
      await expect(menu.locator('[data-product]', { hasText: 'Kaisersemmel' })).toContainText('1,00 €');
      await expect(menu.locator('[data-product]', { hasText: 'Fototorte' })).toContainText('35,00 €');
      await expect(page.getByRole('region', { name: 'Abholbereit' })).toBeVisible();
      await shoot(page, 'signage-player', [TV, TV_PORTRAIT], SCREEN);
    });

    await test.step('TVs list shows the TV online with what it plays', async () => {
      const row = bo.getByRole('row', { name: /E2E Theke/ });
      // The TV reports what it plays a second after it starts (heartbeat); the list shows it on its next load.
      await expect(async () => {
        await bo.goto(`${base}/backend#/digital-signage-devices`);
        await bo.reload();
        await expect(row).toContainText('E2E Preistafel', { timeout: 3_000 });
      }).toPass({ timeout: 60_000 });
      await expect(row.getByText('Online')).toBeVisible();
      await shoot(bo, 'signage-bo-tvs', BO_VIEWPORTS, SCREEN);
      await axe(bo, 'TVs');
    });

    await test.step('a price changed in the back office reaches the TV', async () => {
      await bo.goto(`${base}/backend#/products/${products.roll.id}`);
      await bo.getByRole('tab', { name: 'Preis, Einheiten, Steuern' }).click();
      await bo.getByLabel('Preis (brutto)').fill('1,20');
      await bo.getByRole('button', { name: 'Speichern' }).click();
      await bo.getByText('Produkt gespeichert').waitFor();
      const roll = page.locator('.sg-layer-in [data-product]', { hasText: 'Kaisersemmel' });
      await expect(roll).toContainText('1,20 €', { timeout: 30_000 });
    });

    await test.step('a confirmed order shows under In Zubereitung, then under Abholbereit when ready', async () => {
      const order = await placeOrder(base, open.id, products.roll.id);
      await admin.post(`/api/orders/${order.id}/status/confirm`);
      const number = String(order.ticketNumber);
      const preparing = page.getByRole('region', { name: 'In Zubereitung' });
      const ready = page.getByRole('region', { name: 'Abholbereit' });
      await expect(preparing.getByText(number, { exact: true })).toBeVisible({ timeout: 30_000 });
      await admin.post(`/api/orders/${order.id}/status/in-delivery`);
      await expect(ready.getByText(number, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(preparing.getByText(number, { exact: true })).toBeHidden();
      await shoot(page, 'signage-player-ready', [TV], SCREEN);
    });

    await test.step('back-office screens: TV detail with commands, scene editor, segments, streams', async () => {
      await bo.goto(`${base}/backend#/digital-signage-devices/${tv.id}`);
      await bo.getByRole('heading', { name: 'Befehle' }).waitFor();
      await bo.getByRole('button', { name: 'Screenshot' }).click();
      await bo.getByText('Befehl gesendet: Screenshot').waitFor();
      await expect(bo.getByRole('img', { name: 'Screenshot von E2E Theke' })).toBeVisible({ timeout: 60_000 });
      await bo.getByLabel('Nachricht', { exact: true }).fill('Frische Krapfen ab 14 Uhr');
      await bo.getByRole('button', { name: 'Nachricht anzeigen' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Frische Krapfen ab 14 Uhr' })).toBeVisible({
        timeout: 30_000,
      });
      await shoot(page, 'signage-player-message', [TV], SCREEN);
      await bo.getByRole('button', { name: 'Zurück zum Zeitplan' }).click();
      await expect(page.getByText('Frische Krapfen ab 14 Uhr')).toBeHidden({ timeout: 30_000 });
      await shoot(bo, 'signage-bo-tv', BO_VIEWPORTS, SCREEN);
      await axe(bo, 'TV detail');

      await bo.goto(`${base}/backend#/scenes/${scene.id}`);
      await chooseOption(bo, 'Vorschau für Filiale', open.name);
      await expect(bo.getByTestId('scene-preview')).toContainText('Kaisersemmel', { timeout: 30_000 });
      await shoot(bo, 'signage-bo-scene', BO_VIEWPORTS, SCREEN);
      await axe(bo, 'scene editor');
      // The form writes what the API accepts (strict zone schemas): saving unchanged succeeds.
      await bo.getByRole('button', { name: 'Speichern' }).click();
      await bo.getByText('Szene gespeichert').waitFor();

      await bo.goto(`${base}/backend#/digital-signage-segments/${segment.id}`);
      await bo.getByLabel('Dauer (Sekunden)').waitFor();
      await shoot(bo, 'signage-bo-segment', BO_VIEWPORTS, SCREEN);
      await axe(bo, 'segment editor');
      await bo.getByRole('button', { name: 'Speichern' }).click();
      await bo.getByText('Filmsequenz gespeichert').waitFor();

      await bo.goto(`${base}/backend#/digital-signage-streams/${stream.id}`);
      await bo.getByRole('region', { name: 'Wochenansicht' }).waitFor();
      await expect(
        bo.getByRole('region', { name: 'Wochenansicht' }).getByText('E2E Tagesprogramm').first(),
      ).toBeVisible();
      await shoot(bo, 'signage-bo-stream', BO_VIEWPORTS, SCREEN);
      await axe(bo, 'stream editor with week view');
      await bo.getByRole('button', { name: 'Speichern' }).click();
      await bo.getByText('Stream gespeichert').waitFor();

      await bo.goto(`${base}/backend#/device-tests`);
      await bo.getByRole('heading', { name: 'Gerätetests' }).waitFor();
      await shoot(bo, 'signage-bo-device-tests', BO_VIEWPORTS, SCREEN);
      await axe(bo, 'device tests');
    });

    await test.step('server down for 60 s: the TV keeps playing, no blank frame', async () => {
      await server!.stop();
      await expect(page.getByTestId('signage-player')).toHaveAttribute('data-online', 'false', { timeout: 30_000 });
      const samples: number[] = [];
      const started = Date.now();
      while (Date.now() - started < 60_000) {
        const shot = await page.screenshot();
        samples.push(await brightnessSpread(page, shot));
        await expect(page.locator('.sg-layer-in .sg-menu').getByText('Kaisersemmel')).toBeVisible();
        await page.waitForTimeout(2_000);
      }
      expect(samples.length).toBeGreaterThanOrEqual(20);
      expect(
        Math.min(...samples),
        `brightness spread of each sample: ${samples.map((s) => s.toFixed(1)).join(' ')}`,
      ).toBeGreaterThan(5);
      await shoot(page, 'signage-player-offline', [TV], SCREEN);
    });

    await test.step('server back: the TV picks up a new version of the scene', async () => {
      await server!.start();
      const again = await staffSession(base, ADMIN);
      await again.put(`/api/scenes/${scene.id}`, sceneBody('Frisch aus dem Ofen'));
      const menu = page.locator('.sg-layer-in .sg-menu');
      await expect(menu.getByText('Frisch aus dem Ofen')).toBeVisible({ timeout: 180_000 });
      await expect(page.getByTestId('signage-player')).toHaveAttribute('data-online', 'true');
    });
  } finally {
    await server?.destroy();
  }
});
