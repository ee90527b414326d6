// Issue 42 item 1 in the browser, against the BUILT app (project 'backoffice'): an order placed today shows
// on today's 'Backzettel' with its branch's column, and choosing the branch turns it into that branch's
// 'Packliste'. axe-core on each screen; screenshots at 390x844 and 1280x800 under test/e2e/artifacts/
// (bakehouse-*).
import { zonedParts } from '@bestell/domain';
import { chooseOption } from './support/antd.js';
import { axe, shoot } from './support/page-checks.js';
import { checkoutOrder, placeOrder } from './support/orders.js';
import { ADMIN, expect, test } from './support/test.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

test("today's orders on the bake list, and the packing list of one branch", async ({
  page,
  app: { base, fixtures },
  admin,
}) => {
  const roll = fixtures.products.roll;
  const order = await placeOrder(
    base,
    checkoutOrder(fixtures.open.id, [{ product: { id: roll.id }, amount: 12 }], {
      firstName: 'Berta',
      lastName: 'Bäckerin',
      email: 'kunde@example.at',
    }),
  );
  // Baked once confirmed (a branch may count unconfirmed orders too; this one does not).
  await admin.post(`/api/orders/${order.id}/status/confirm`);

  await page.goto(`${base}/backend/login`);
  await page.getByLabel('E-Mail').fill(ADMIN.email);
  await page.getByLabel('Passwort').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText('Bestellungen heute').waitFor();
  await page.goto(`${base}/backend#/backzettel`);
  await expect(page.getByRole('heading', { level: 2, name: /Backzettel/ })).toBeVisible();

  // The page opens on tomorrow (what the bakehouse bakes tonight); the order is for today.
  const now = zonedParts(new Date(), 'Europe/Vienna');
  const today = `${now.date.slice(8, 10)}.${now.date.slice(5, 7)}.${now.date.slice(0, 4)}`;
  const day = page.getByLabel('Tag');
  await day.click();
  await day.fill(today);
  await day.press('Enter');
  await expect(page.getByRole('heading', { level: 2 })).toContainText(today);
  const row = page.getByRole('row', { name: new RegExp(roll.name) });
  await expect(row).toBeVisible();
  // At least our 12 rolls: the other scenarios of the project order rolls at this branch too.
  const total = Number((await row.getByRole('cell').nth(1).innerText()).replace(/\D+/g, ''));
  expect(total).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('columnheader', { name: fixtures.open.name })).toBeVisible();
  await axe(page, 'Backzettel');
  await shoot(page, 'bakehouse-list', SIZES);

  await chooseOption(page, page.getByLabel('Filiale'), fixtures.open.name);
  await expect(page.getByRole('heading', { level: 2 })).toContainText(`Packliste ${fixtures.open.name}`);
  await expect(row).toBeVisible();
  await axe(page, 'Packliste');
  await shoot(page, 'bakehouse-packing', SIZES);
});
