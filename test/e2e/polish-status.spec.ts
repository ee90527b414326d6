// Issue 40 item 9, the status page details in the browser against the BUILT app: the customer's photo as a
// thumbnail that loads, the pickup branch with its address and a map link, and the expected ready time once
// the branch confirms. Screenshots at 390x844 and 1280x800 (polish-status-*).
import sharp from 'sharp';
import { tomorrowInVienna, type Fixtures } from './support/fixtures.js';
import { axe, shoot } from './support/page-checks.js';
import type { Json, StaffSession } from './support/server.js';
import { checkoutOrder, placeOrder } from './support/orders.js';
import { expect, test } from './support/test.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function photo(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#f5d0a9"/><circle cx="400" cy="300" r="220" fill="#8b4513"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** The photo cake for tomorrow noon, with an uploaded photo, placed as the checkout does. */
async function photoCakeOrder(base: string, fixtures: Fixtures, admin: StaffSession): Promise<Json> {
  const upload = await admin.post('/api/uploads', { data: await photo() });
  return placeOrder(
    base,
    checkoutOrder(
      fixtures.open.id,
      [{ product: { id: fixtures.products.photoCake.id }, amount: 1, parts: [[upload]] }],
      {
        firstName: 'Eva',
        email: 'eva@example.at',
        appointmentDate: tomorrowInVienna().noonIso,
      },
    ),
  );
}

test('status page: photo thumbnail, branch address with map link, ready time once confirmed', async ({
  page,
  app: { base, fixtures },
  admin,
}) => {
  const order = await photoCakeOrder(base, fixtures, admin);
  await page.setViewportSize(SIZES[0]);
  await page.goto(`${base}/status/${order.uid}/${order.hash}`);
  await page.getByText(/Ticketnummer/).waitFor();

  await test.step('the photo shows as a loaded thumbnail, not as "1 Bild"', async () => {
    const thumb = page.getByRole('img', { name: 'Foto 1 zu Fototorte' });
    await expect(thumb).toBeVisible();
    await expect(thumb).toHaveAttribute('src', new RegExp(`^/upload/[A-Za-z0-9_-]+/preview/[0-9a-f-]+-\\d+\\.jpg$`));
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('1 Bild')).toHaveCount(0);
  });

  await test.step('the pickup branch with its address and a map link', async () => {
    const contact = page.locator('.sf-st-contact');
    await expect(contact).toContainText(fixtures.open.name);
    await expect(contact).toContainText('Hauptplatz 1, 1010 Wien');
    await expect(contact.getByRole('link', { name: 'Route planen' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Hauptplatz%201%2C%201010%20Wien',
    );
    // Not before the branch has confirmed it.
    await expect(page.getByText(/Voraussichtlich abholbereit/)).toHaveCount(0);
  });

  await test.step('confirmed by the branch: the expected ready time shows', async () => {
    await admin.post(`/api/orders/${order.id}/status/confirm`);
    const ready = page.locator('.sf-st-ready');
    await expect(ready).toBeVisible({ timeout: 20_000 });
    await expect(ready).toHaveText(`Voraussichtlich abholbereit: ${tomorrowInVienna().display} 12:00 Uhr`);
    await shoot(page, 'polish-status', SIZES);
    await axe(page, 'status page with photo, map link and ready time');
  });
});
