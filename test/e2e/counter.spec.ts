// Issue 21 items 2 and 5a in the browser, against the BUILT app (project 'backoffice'): a phone order
// entered at the frontdesk tablet (1024x768) by a signed-in staff member: the caller found by phone
// number from an earlier order, a full slot (red) booked anyway, an item through the storefront's item
// dialog, 'Bereits bezahlt'; the order lands in the frontdesk list marked with who entered it. Then the
// caller in 'Kunden'. A branch of its own: its capacity rule must not touch the other scenarios' branch.
// axe-core on every screen; screenshots under test/e2e/artifacts/ (counter-*).
import type { Page } from '@playwright/test';
import { zonedParts } from '@bestell/domain';
import { chooseOption } from './support/antd.js';
import { animationsSettled, axe, shoot } from './support/page-checks.js';
import type { Json } from './support/server.js';
import { ADMIN, expect, test } from './support/test.js';

const TABLET = [{ width: 1024, height: 768 }];
const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const PHONE = '+43 664 9988776';

async function login(page: Page, base: string) {
  await page.goto(`${base}/backend/login`);
  await page.getByLabel('E-Mail').fill(ADMIN.email);
  await page.getByLabel('Passwort').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText('Bestellungen heute').waitFor();
}

test('a phone order entered at the frontdesk appears in the frontdesk list, marked with who entered it', async ({
  newContext,
  app: { base, fixtures },
  admin,
}) => {
  const roll = fixtures.products.roll;
  const branch = await admin.post('/api/branches', {
    identifier: `e2e-telefon-${Date.now().toString(36)}`,
    name: 'Backstube Telefon',
    isCashEnabled: true,
    isTakeawayEnabled: true,
    openingHours: [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' }],
    street: 'Hauptplatz 2',
    zipCode: '1010',
    city: 'Wien',
  });
  await admin.post('/api/menus', {
    name: 'E2E Telefon',
    availableFrom: new Date(Date.now() - 60_000).toISOString(),
    branches: [{ id: branch.id }],
    catalog: [{ category: roll.category.id, products: [roll.id] }],
  });
  // New branches start private (issue 37); with hours and products they may go public.
  await admin.put(`/api/branches/${branch.id}`, { isPublic: true });
  // One order per hour: the slot the earlier order takes is full for everyone but staff.
  await admin.post('/api/capacity-rules', {
    branch: { id: branch.id },
    orderType: 'takeaway',
    weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    from: '00:00',
    to: '24:00',
    slotMinutes: 60,
    maxOrders: 1,
  });
  const { apiKey } = await admin.post(`/api/branches/${branch.id}/api-key`);
  const today = zonedParts(new Date(), 'Europe/Vienna').date;
  const slotsOf = async (day: string) =>
    (
      (await (await fetch(`${base}/api/branches/${branch.id}/slots?orderType=takeaway&date=${day}`)).json()).data as {
        slots: { start: string; full: boolean }[];
      }
    ).slots;
  // The last slot of today, well after the lead time; late in the evening, when today has none left, the
  // last one of tomorrow (the dialog is then switched to that day).
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // Slots that start within the next minutes (the current hour's, late in the evening) cannot be booked.
  const todays = (await slotsOf(today)).filter((s) => Date.parse(s.start) > Date.now() + 15 * 60_000);
  const day = todays.length > 0 ? today : tomorrow;
  const slot = (day === today ? todays : await slotsOf(tomorrow)).at(-1)!;
  expect(slot, `a free slot on ${day}`).toBeTruthy();

  // An earlier web order of the caller in that slot: the customer the phone dialog finds by number.
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      branch: { id: branch.id },
      firstName: 'Berta',
      lastName: 'Anruferin',
      phone: PHONE,
      email: 'berta@example.at',
      paymentMethod: 'cash',
      notificationType: 'sms',
      legalInstructions: true,
      privacyPolicy: true,
      appointmentDate: slot.start,
      items: [{ product: { id: roll.id }, amount: 2 }],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const earlier = (await res.json()).data as Json;

  const tablet = await (await newContext({ viewport: TABLET[0] })).newPage();
  await login(tablet, base);
  await tablet.goto(`${base}/backend#/frontdesk/${branch.id}/${apiKey}`);
  await tablet.getByText(`#${earlier.ticketNumber}`, { exact: true }).waitFor();
  // The one-time sound overlay of a new tablet is not what this scenario is about.
  const overlay = tablet.getByRole('button', { name: /^Ton aktivieren/ });
  if (await overlay.isVisible()) await overlay.click();

  const dialog = tablet.getByRole('dialog', { name: 'Neue Bestellung' });
  await test.step('the dialog: caller found by number, allergies shown, slot or time, item dialog', async () => {
    await tablet.getByRole('button', { name: 'Neue Bestellung' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Kunde suchen (Telefon oder Name)').fill('0664 9988776');
    const option = tablet.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: 'Berta Anruferin',
    });
    await option.click();
    await expect(dialog.getByLabel('Nachname', { exact: true })).toHaveValue('Anruferin');
    await expect(dialog.getByLabel('Telefon', { exact: true })).toHaveValue(PHONE);
    if (day !== today) await dialog.getByLabel('Tag', { exact: true }).fill(day);

    // The earlier order's slot is full: red, and staff may still book it.
    const full = dialog.getByRole('group', { name: 'Zeitfenster' }).getByRole('button', { name: /voll$/ });
    await expect(full).toHaveCount(1);
    await expect(full).toHaveClass(/ant-btn-dangerous/);
    await full.click();
    await expect(dialog.getByText('Zeitfenster voll: wird trotzdem angenommen')).toBeVisible();

    await chooseOption(tablet, dialog.getByLabel('Artikel hinzufügen'), /Kaisersemmel/);
    const item = tablet.getByRole('dialog', { name: 'Kaisersemmel' });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(item).toBeHidden();
    await expect(dialog.getByText('1 × Kaisersemmel')).toBeVisible();
    await dialog.getByLabel('Bereits bezahlt').check();
    await dialog.getByLabel('SMS').check();
    await animationsSettled(tablet);
    await shoot(tablet, 'counter-phone-order', SIZES, { fullPage: false });
    await axe(tablet, 'phone order dialog');
  });

  await test.step('submitted: in the frontdesk list with who entered it, paid', async () => {
    await dialog.getByRole('button', { name: 'Bestellung anlegen' }).click();
    await expect(dialog).toBeHidden();
    await expect(tablet.getByText(/Bestellung #\d+ wurde angelegt\./)).toBeVisible();
    const card = tablet.locator('.bo-frontdesk-order', { hasText: 'Telefonbestellung' }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('Erfasst von');
    await expect(card).toContainText('Berta Anruferin');
    const ticket = (await card.locator('.bo-frontdesk-ticket').innerText()).replace('#', '');
    expect(Number(ticket)).toBeGreaterThan(Number(earlier.ticketNumber));
    // The same order through the API, as any screen reads it.
    const orders = (await admin.get(`/api/orders/frontdesk/${branch.id}/${apiKey}`)) as Json[];
    const placed = orders.find((o) => String(o.ticketNumber) === ticket)!;
    expect(placed).toMatchObject({
      channel: 'phone',
      isPaid: true,
      notificationType: 'sms',
      appointmentDate: slot.start,
    });
    await shoot(tablet, 'counter-frontdesk-list', SIZES, { fullPage: false });
    await axe(tablet, 'frontdesk list with a phone order');
  });

  await test.step("the caller in 'Kunden': both orders, allergies editable", async () => {
    await tablet.goto(`${base}/backend#/customers`);
    await tablet.getByLabel('Kunden suchen').fill('Anruferin');
    await tablet.getByRole('button', { name: 'Berta Anruferin' }).first().click();
    const drawer = tablet.getByRole('dialog', { name: 'Berta Anruferin' });
    await expect(drawer.getByText('Bestellungen (2)')).toBeVisible();
    await drawer.getByLabel('Allergien').fill('Sesam');
    await drawer.getByRole('button', { name: 'Speichern' }).click();
    await expect(tablet.getByText('Kunde gespeichert.')).toBeVisible();
    await shoot(tablet, 'counter-customers', SIZES, { fullPage: false });
    // axe measures a fading toast's half-transparent text as low contrast: check once the toast is gone.
    await expect(tablet.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
    await axe(tablet, 'customer drawer');
  });
});
