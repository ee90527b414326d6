// Issue 40 item 3 "Times are never moved in silence": at a branch open 08:00 - 18:30, a typed 20:00
// stays 20:00 with the spec's message beside the field and the submit locked (the server refuses it too);
// a time from 'Freie Uhrzeiten' clears the message and the order goes through.
import type { Page } from '@playwright/test';
import { CHECKOUT_TEXTS } from '@bestell/domain';
import { tomorrowInVienna } from './support/fixtures.js';
import { axe, shootSection } from './support/page-checks.js';
import type { Json, StaffSession } from './support/server.js';
import { checkoutOrder, postOrder } from './support/orders.js';
import { expect, test } from './support/test.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const VIEWPORTS = [PHONE, DESKTOP];
const HOURS = [{ type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:30' }];

const visible = (locator: ReturnType<Page['locator']>, timeout = 15_000) =>
  expect(locator.first()).toBeVisible({ timeout });

/** A branch of its own, open 08:00 - 18:30 every day with preorders, selling one roll. */
async function dayShop(admin: StaffSession): Promise<{ branch: Json; product: Json }> {
  const suffix = Date.now().toString(36);
  const branch = await admin.post('/api/branches', {
    identifier: `e2e-zeiten-${suffix}`,
    name: 'Backstube Tagzeit',
    isCashEnabled: true,
    isTakeawayEnabled: true,
    isPreorderEnabled: true,
    street: 'Hauptplatz 4',
    zipCode: '1010',
    city: 'Wien',
    openingHours: HOURS,
  });
  const category = await admin.post('/api/categories', { name: `Zeiten ${suffix}` });
  const product = await admin.post('/api/products', {
    category: { id: category.id },
    tax: '10',
    name: 'Zeitsemmel',
    price: '1.00',
  });
  await admin.post('/api/menus', {
    name: `Zeiten ${suffix}`,
    availableFrom: new Date(Date.now() - 60_000).toISOString(),
    branches: [{ id: branch.id }],
    catalog: [{ category: category.id, products: [product.id] }],
  });
  // New branches start private (issue 37); with hours and products they may go public.
  await admin.put(`/api/branches/${branch.id}`, { isPublic: true });
  return { branch, product };
}

/** '3. Dezember 2026': the calendar's name of a 'YYYY-MM-DD' day. */
function dayName(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat('de-AT', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return `${day}. ${monthName} ${year}`;
}

test('a typed time outside the hours stays as typed, is explained and refused; a free time clears it', async ({
  page,
  app: { base },
  admin,
}) => {
  const { branch, product } = await dayShop(admin);
  const tomorrow = tomorrowInVienna();

  // The server is the authority: 20:00 tomorrow is refused with the spec's text on appointmentDate.
  // Tomorrow 20:00 in Vienna (noon + 8 h: no clock change in between).
  const evening = new Date(Date.parse(tomorrow.noonIso) + 8 * 3_600_000).toISOString();
  const refused = await postOrder(
    base,
    checkoutOrder(branch.id, [{ product: { id: product.id }, amount: 1 }], { appointmentDate: evening }),
  );
  expect(refused.status).toBe(422);
  expect((await refused.json()).errors).toContainEqual({
    field: 'appointmentDate',
    message: CHECKOUT_TEXTS.appointmentClosed,
  });

  await page.setViewportSize(PHONE);
  await page.goto(`${base}/store/${branch.identifier}`);
  await page.getByRole('button', { name: /^Zeitsemmel/ }).click();
  await page.getByRole('dialog', { name: 'Zeitsemmel' }).getByRole('button', { name: 'In den Warenkorb' }).click();
  await visible(page.getByText('Produkt zum Warenkorb hinzugefügt.'));
  await page.goto(`${base}/store/${branch.identifier}/checkout`);
  await page.locator('#co-firstName').fill('Maria');
  await page.locator('#co-lastName').fill('Muster');
  await page.locator('#co-email').fill('maria@example.at');
  await page.locator('#co-phone').fill('+43 664 1234567');
  await page.locator('#co-legalInstructions').check();
  await page.locator('#co-privacyPolicy').check();

  await page.locator('#co-appointment-day').click();
  const sheet = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Übernehmen' }) });
  await sheet.getByRole('button', { name: dayName(tomorrow.date), exact: true }).click();
  await sheet.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(page.locator('#co-appointment-day')).toHaveText(tomorrow.display);

  const hour = page.locator('#co-appointment-time');
  const minute = page.locator('#co-appointment-time-minute');
  const message = page.locator('#co-appointment-message');
  const free = page.getByRole('group', { name: 'Freie Uhrzeiten' });
  await visible(free.getByRole('button', { name: '08:00', exact: true }));
  await hour.fill('20');
  await minute.fill('00');
  await minute.press('Tab');
  await expect(message).toHaveText(CHECKOUT_TEXTS.appointmentClosed);
  await expect(hour, 'the typed hour is kept, not moved to 18:25').toHaveValue('20');
  await expect(minute).toHaveValue('00');
  await expect(hour).toHaveAttribute('aria-invalid', 'true');
  await expect(minute).toHaveAttribute('aria-describedby', 'co-appointment-message');
  await expect(page.locator('.sf-time__fields'), 'red while invalid').toHaveCSS('border-color', 'rgb(185, 28, 28)');
  await expect(page.locator('#co-appointment-day'), 'the day is fine').not.toHaveAttribute('aria-invalid', 'true');
  const submit = page.getByRole('button', { name: /abschicken$/ });
  await expect(submit).toBeDisabled();
  await expect(page.locator('#co-missing')).toContainText(CHECKOUT_TEXTS.appointmentClosed);
  // The day's free times: 08:00 - 18:30 in half hours, the last at 18:00.
  await expect(free.getByRole('button')).toHaveCount(21);
  await expect(free.getByRole('button').last()).toHaveText('18:00');
  await axe(page, 'polish-times-invalid');
  await shootSection(page, 'polish-times-invalid', '#co-appointment-title', VIEWPORTS);

  await free.getByRole('button', { name: '17:30', exact: true }).click();
  await expect(message).toHaveText('');
  await expect(hour).toHaveValue('17');
  await expect(minute).toHaveValue('30');
  await expect(hour).not.toHaveAttribute('aria-invalid', 'true');
  await expect(free.getByRole('button', { name: '17:30', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await shootSection(page, 'polish-times-picked', '#co-appointment-title', VIEWPORTS);

  await expect(submit).toBeEnabled();
  await submit.click();
  await page.waitForURL('**/status/**', { timeout: 20_000 });
  const [, , uid, hash] = new URL(page.url()).pathname.split('/');
  const placed = (await (await fetch(`${base}/api/orders/public/${uid}/${hash}`)).json()).data;
  const expected = new Date(Date.parse(tomorrow.noonIso) + 5.5 * 3_600_000).toISOString();
  expect(new Date(placed.appointmentDate).toISOString()).toBe(expected);
});
