// Issue 16 "Must show": what customers and staff stumbled over, walked through in the browser against
// the BUILT app and a real database (global-setup.ts). Screenshots at 390x844, 1024x768 and 1280x800.
import type { Page } from '@playwright/test';
import { tomorrowInVienna, type Fixtures } from './support/fixtures.js';
import { animationsSettled, axe, shoot } from './support/page-checks.js';
import type { Json, StaffSession } from './support/server.js';
import { checkoutOrder, placeOrder as placeCheckoutOrder } from './support/orders.js';
import { expect, test } from './support/test.js';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1280, height: 800 };
const SIZES = [PHONE, TABLET, DESKTOP];

const visible = (locator: ReturnType<Page['locator']>, timeout = 15_000) =>
  expect(locator.first()).toBeVisible({ timeout });

/** A cash order for two rolls at the always-open branch, placed as the checkout does. */
const placeOrder = (base: string, fixtures: Fixtures): Promise<{ id: string; uid: string; hash: string }> =>
  placeCheckoutOrder(
    base,
    checkoutOrder(fixtures.open.id, [{ product: { id: fixtures.products.roll.id }, amount: 2 }]),
  );

/** A branch of its own (so the other suites' menus stay as they are) selling `products`. */
async function shopWith(admin: StaffSession, products: Json[]): Promise<Json> {
  const suffix = Date.now().toString(36);
  const branch = await admin.post('/api/branches', {
    identifier: `e2e-erlebnis-${suffix}`,
    name: 'Backstube Erlebnis',
    isCashEnabled: true,
    isTakeawayEnabled: true,
    street: 'Hauptplatz 2',
    zipCode: '1010',
    city: 'Wien',
    openingHours: [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' }],
  });
  const category = await admin.post('/api/categories', { name: `Erlebnis ${suffix}` });
  const created: Json[] = [];
  for (const body of products) {
    created.push(await admin.post('/api/products', { category: { id: category.id }, tax: '10', ...body }));
  }
  await admin.post('/api/menus', {
    name: `Erlebnis ${suffix}`,
    availableFrom: new Date(Date.now() - 60_000).toISOString(),
    branches: [{ id: branch.id }],
    catalog: [{ category: category.id, products: created.map((p) => p.id) }],
  });
  // New branches start private (issue 37); with hours and products they may go public.
  await admin.put(`/api/branches/${branch.id}`, { isPublic: true });
  return { branch, products: created };
}

test.describe('status page (item 3)', () => {
  test('a rejected order shows a red cross "Bestellung storniert", never a green check', async ({
    page,
    app: { base, fixtures },
    admin,
  }) => {
    const order = await placeOrder(base, fixtures);
    await admin.post(`/api/orders/${order.id}/status/reject`, { rejectionMessage: 'Heute leider ausverkauft.' });
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/status/${order.uid}/${order.hash}`);
    const step = page.locator('.sf-st-timeline li');
    await expect(step).toHaveCount(1);
    await expect(step).toHaveText(/Bestellung storniert/);
    await expect(step).toHaveClass(/sf-st-step--cancelled/);
    await expect(page.locator('.sf-st-timeline')).not.toContainText('✓');
    // The cross is drawn red (not the done-green of a finished step).
    const dot = await step.locator('.sf-st-step__dot').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(dot).toBe('rgb(185, 28, 28)');
    await visible(page.getByRole('heading', { name: 'Ihre Bestellung wurde storniert.' }));
    await visible(page.getByText('Heute leider ausverkauft.'));
    await axe(page, 'status-rejected');
    await shoot(page, 'status-rejected', SIZES);
  });

  test('sending the rating shows a thank-you; the options and pickup time are named', async ({
    page,
    app: { base, fixtures },
    admin,
  }) => {
    await admin.post('/api/config', { enablePluginOrderReviews: true });
    try {
      const order = await placeOrder(base, fixtures);
      await admin.post(`/api/orders/${order.id}/status/confirm`);
      await admin.post(`/api/orders/${order.id}/status/completed`);
      await page.setViewportSize(PHONE);
      await page.goto(`${base}/status/${order.uid}/${order.hash}`);
      await visible(page.getByRole('heading', { name: 'Wie zufrieden waren Sie?' }));
      await visible(page.getByText('Abholzeit'));
      await axe(page, 'status-rating');
      await shoot(page, 'status-rating', SIZES);
      // Each rating is a radio group of five named stars (issue 17: the shop's own Rate).
      for (const group of await page.locator('.sf-st-rating').getByRole('radiogroup').all()) {
        await group.getByRole('radio', { name: '5 Sterne' }).check();
      }
      await page.getByRole('button', { name: 'Bewertung senden' }).click();
      await visible(page.getByText('Vielen Dank für Ihre Bewertung!'));
      await expect(page.getByRole('button', { name: 'Bewertung senden' })).toHaveCount(0);
      await shoot(page, 'status-rated', [PHONE]);
    } finally {
      await admin.post('/api/config', { enablePluginOrderReviews: false });
    }
  });

  test('with the socket blocked the status page re-fetches within 11 s and shows the change', async ({
    page,
    app: { base, fixtures },
    admin,
  }) => {
    // Both transports refused: the socket never connects (websocket closed, long-polling aborted).
    await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
    await page.route(/\/socket\.io\//, (route) => route.abort());
    const order = await placeOrder(base, fixtures);
    const isLoad = (url: string) => url.includes(`/api/orders/public/${order.uid}/`);
    const first = page.waitForRequest((r) => isLoad(r.url()));
    await page.goto(`${base}/status/${order.uid}/${order.hash}`);
    await first;
    const firstAt = Date.now();
    await visible(page.getByText('Warten auf Bestätigung'));
    await admin.post(`/api/orders/${order.id}/status/confirm`);
    await page.waitForRequest((r) => isLoad(r.url()), { timeout: 11_000 });
    expect(Date.now() - firstAt).toBeLessThan(11_000);
    await visible(page.getByText('Bestätigt, in Zubereitung'));
  });
});

test.describe('item dialog and cart (item 2)', () => {
  test('the missing photo is named and a too-small upload is refused in the dialog', async ({
    page,
    app: { base, fixtures },
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/store/${fixtures.open.identifier}`);
    await page.getByRole('button', { name: /^Fototorte/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Fototorte' });
    // Named before anything is pressed, not a silently disabled button.
    await visible(dialog.getByText('Bitte wählen Sie „Foto“ aus.'));
    // Four bytes of a PNG signature: too small to be an image, refused here and not at submit.
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'klein.png',
      mimeType: 'image/png',
      buffer: Buffer.from([137, 80, 78, 71]),
    });
    await visible(
      dialog.getByText(
        'Die ausgewählte Datei "klein.png" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
      ),
    );
    await expect(dialog.locator('.sf-upload__list li')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await visible(dialog.getByRole('alert').filter({ hasText: 'Bitte wählen Sie „Foto“ aus.' }));
    await expect(page.getByText('Produkt zum Warenkorb hinzugefügt.')).toHaveCount(0);
    await axe(page, 'item-dialog-refused');
    await shoot(page, 'item-dialog-refused', SIZES, { fullPage: false });
  });

  test('cart + / − respects the step, minimum and maximum; an unavailable product shows as such', async ({
    page,
    app: { base },
    admin,
  }) => {
    const shop = await shopWith(admin, [
      {
        name: 'Brezel im Doppelpack',
        price: '1.20',
        minimumQuantity: '2',
        maximumQuantity: '6',
        quantityStepSize: '2',
      },
      { name: 'Ausverkaufte Torte', price: '30.00', isEnabled: false, isVisibleWhenUnavailable: true },
      // Its season starts in ten days: the card names the day and opens nothing (issue 40 item 9).
      {
        name: 'Weihnachtsstollen',
        price: '18.00',
        isVisibleWhenUnavailable: true,
        schedule: { from: new Date(Date.now() + 10 * 86_400_000).toISOString(), to: null, rules: [] },
      },
    ]);
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/store/${shop.branch.identifier}`);
    const card = page.getByTestId('product-card').filter({ hasText: 'Ausverkaufte Torte' });
    await visible(card.getByText('Derzeit nicht verfügbar'));
    await expect(card.locator('.sf-product__add')).toHaveCount(0);
    const stollen = page.getByTestId('product-card').filter({ hasText: 'Weihnachtsstollen' });
    await visible(stollen.getByText(/^Derzeit nicht verfügbar – wieder ab \d\d\.\d\d\.\d{4}$/));
    await expect(stollen.getByRole('button', { name: /^Weihnachtsstollen/ })).toBeDisabled();
    await page.getByRole('button', { name: /^Brezel im Doppelpack/ }).click();
    await page
      .getByRole('dialog', { name: 'Brezel im Doppelpack' })
      .getByRole('button', { name: 'In den Warenkorb' })
      .click();
    await visible(page.getByText('Produkt zum Warenkorb hinzugefügt.'));
    await page.locator('.sf-cart-bar__button').click();
    const cart = page.getByRole('dialog', { name: 'Warenkorb' });
    const minus = cart.getByRole('button', { name: 'Brezel im Doppelpack: Menge verringern' });
    const plus = cart.getByRole('button', { name: 'Brezel im Doppelpack: Menge erhöhen' });
    const amount = cart.locator('.sf-line-stepper__amount');
    await expect(amount).toHaveText('2');
    await expect(minus).toBeDisabled();
    await plus.click();
    await expect(amount).toHaveText('4');
    await plus.click();
    await expect(amount).toHaveText('6');
    await expect(plus).toBeDisabled();
    await minus.click();
    await expect(amount).toHaveText('4');
    await expect(cart.locator('.sf-cart-line__name')).toHaveText(/^4 Stk\. Brezel im Doppelpack/);
    // The add-to-cart notice never covers the cart's title or its close button.
    for (const target of [
      cart.getByRole('heading', { name: 'Warenkorb' }),
      cart.getByRole('button', { name: 'Warenkorb ausblenden' }),
    ]) {
      const hit = await target.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !!top && (el === top || el.contains(top));
      });
      expect(hit).toBe(true);
    }
    await axe(page, 'cart-stepper');
    await shoot(page, 'cart-stepper', SIZES, { fullPage: false });
  });
});

test('staff edit an order with PUT /api/orders/{id}; the status page shows the new time live (item 7)', async ({
  page,
  app: { base, fixtures },
  admin,
}) => {
  const order = await placeOrder(base, fixtures);
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/status/${order.uid}/${order.hash}`);
  await visible(page.getByText('So bald wie möglich'));
  const { noonIso, display } = tomorrowInVienna();
  const edited = await admin.put(`/api/orders/${order.id}`, {
    version: 1,
    appointmentDate: noonIso,
    comment: 'Bitte klingeln',
  });
  expect(edited).toMatchObject({ version: 2, comment: 'Bitte klingeln' });
  await visible(page.getByText(`${display} 12:00 Uhr`));
  await visible(page.getByText('Anmerkung: Bitte klingeln'));
});

test('checkout: a lead-time cart marks "Termin" as required and the submit button says what is missing (item 1)', async ({
  page,
  app: { base },
  admin,
}) => {
  const shop = await shopWith(admin, [
    { name: 'Hochzeitstorte', price: '90.00', isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 },
  ]);
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/store/${shop.branch.identifier}`);
  await page.getByRole('button', { name: /^Hochzeitstorte/ }).click();
  await page.getByRole('dialog', { name: 'Hochzeitstorte' }).getByRole('button', { name: 'In den Warenkorb' }).click();
  await page.locator('.sf-cart-bar__button').click();
  await page.getByRole('button', { name: 'Jetzt vorbestellen' }).click();
  await page.waitForURL(`**/store/${shop.branch.identifier}/checkout`);
  await visible(page.getByRole('heading', { name: 'Termin *' }));
  const missing = page.locator('#co-missing');
  // Before anything is pressed: the disabled button is described by the list of what is missing.
  await expect(missing).toContainText('Bitte wählen Sie einen Termin aus.');
  const submit = page.getByRole('button', { name: /abschicken$/ });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-describedby', 'co-missing');
  await axe(page, 'checkout-missing');
  await shoot(page, 'checkout-missing', SIZES);
});

/** A mollie order at a branch of its own; without provider keys the server uses its development gateway. */
async function placeOnlineOrder(base: string, admin: StaffSession, fixtures: Fixtures) {
  const branch = await admin.post('/api/branches', {
    identifier: `e2e-online-${Date.now().toString(36)}`,
    name: 'Backstube Online',
    isCashEnabled: false,
    isMollieEnabled: true,
    isTakeawayEnabled: true,
    street: 'Hauptplatz 3',
    zipCode: '1010',
    city: 'Wien',
    openingHours: [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' }],
  });
  await admin.post('/api/menus', {
    name: `Online ${branch.identifier}`,
    availableFrom: new Date(Date.now() - 60_000).toISOString(),
    branches: [{ id: branch.id }],
    catalog: [{ category: fixtures.products.roll.category.id, products: [fixtures.products.roll.id] }],
  });
  // New branches start private (issue 37); with hours and products they may go public.
  await admin.put(`/api/branches/${branch.id}`, { isPublic: true });
  const res = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      branch: { id: branch.id },
      firstName: 'Max',
      lastName: 'Muster',
      phone: '+43 664 7654321',
      email: 'max@example.at',
      paymentMethod: 'mollie',
      notificationType: 'sms',
      legalInstructions: true,
      privacyPolicy: true,
      items: [{ product: { id: fixtures.products.roll.id }, amount: 2 }],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const order = (await res.json()).data as { id: string; uid: string; hash: string; paymentRedirectUrl: string };
  return { branch, order };
}

test.describe('online payment in development (item 1)', () => {
  test('the development payment page: "bezahlt" drives the order to paid and back to the status page', async ({
    page,
    app: { base, fixtures },
    admin,
  }) => {
    const { order } = await placeOnlineOrder(base, admin, fixtures);
    expect(order.paymentRedirectUrl).toBe(`${base}/api/payments/${order.uid}/${order.hash}/start`);
    await page.setViewportSize(PHONE);
    await page.goto(order.paymentRedirectUrl);
    await page.waitForURL(/\/dev\/payment\/dev_[\w-]+$/);
    await visible(page.getByRole('heading', { name: 'Testzahlung' }));
    await visible(page.getByText('Betrag'));
    await axe(page, 'dev-payment');
    await shoot(page, 'dev-payment', SIZES);
    await page.getByRole('button', { name: 'bezahlt' }).click();
    await page.waitForURL(`**/status/${order.uid}/${order.hash}`);
    // Paid through the webhook path before the browser arrived: no "waiting for payment" any more.
    await visible(page.getByText('Warten auf Bestätigung'));
    const stored = await admin.get(`/api/orders/${order.id}`);
    expect(stored).toMatchObject({ isPaid: true, paymentStatus: 'paid' });
  });

  test('"fehlgeschlagen" ends on the checkout error page with the spec\'s text; the order stays unpaid', async ({
    page,
    app: { base, fixtures },
    admin,
  }) => {
    const { branch, order } = await placeOnlineOrder(base, admin, fixtures);
    await page.setViewportSize(PHONE);
    await page.goto(order.paymentRedirectUrl);
    await page.getByRole('button', { name: 'fehlgeschlagen' }).click();
    await page.waitForURL(`**/store/${branch.identifier}/checkout/error`);
    await visible(
      page.getByText(
        'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
      ),
    );
    expect(await admin.get(`/api/orders/${order.id}`)).toMatchObject({ isPaid: false });
    await axe(page, 'checkout-payment-failed');
    await shoot(page, 'checkout-payment-failed', SIZES);
  });
});

test('checkout on a phone: the date sheet leaves "Termin" visible and has "Löschen" / "Übernehmen" (item 1)', async ({
  page,
  app: { base },
  admin,
}) => {
  const shop = await shopWith(admin, [
    { name: 'Geburtstagstorte', price: '40.00', isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 1 },
  ]);
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/store/${shop.branch.identifier}`);
  await page.getByRole('button', { name: /^Geburtstagstorte/ }).click();
  await page
    .getByRole('dialog', { name: 'Geburtstagstorte' })
    .getByRole('button', { name: 'In den Warenkorb' })
    .click();
  await page.locator('.sf-cart-bar__button').click();
  await page.getByRole('button', { name: 'Jetzt vorbestellen' }).click();
  await page.waitForURL(`**/store/${shop.branch.identifier}/checkout`);
  await expect(page.locator('#co-appointment-day')).toHaveText('Datum wählen');
  await page.locator('#co-appointment-day').click();
  const sheet = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Übernehmen' }) });
  await visible(sheet);
  await visible(sheet.getByRole('button', { name: 'Löschen' }));
  // The sheet slides in and the page scrolls, which hides the sticky header with a transition: measure
  // once all of it has come to rest (CI saw the half-hidden header over 'Termin').
  await animationsSettled(page);
  // Full width at the bottom of the screen.
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBe(PHONE.width);
  expect(Math.round(box.y + box.height)).toBe(PHONE.height);
  // The 'Termin' heading and the date field stay uncovered above it.
  const heading = page.getByRole('heading', { name: 'Termin *' });
  for (const target of [heading, page.locator('#co-appointment-day')]) {
    const hit = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return r.bottom <= window.innerHeight && !!top && (el === top || el.contains(top));
    });
    expect(hit).toBe(true);
  }
  expect((await heading.boundingBox())!.y + 1).toBeLessThan(box.y);
  // Today is before the lead time: disabled. Tomorrow can be picked and saved.
  const { date, display } = tomorrowInVienna();
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat('de-AT', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  // It opens on the month of the first pickable day: tomorrow, with a one-day lead time.
  await visible(sheet.getByRole('heading', { name: `${monthName} ${year}` }));
  await sheet.getByRole('button', { name: `${day}. ${monthName} ${year}`, exact: true }).click();
  await axe(page, 'checkout-date-sheet');
  await shoot(page, 'checkout-date-sheet', [PHONE], { fullPage: false });
  await sheet.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.locator('#co-appointment-day')).toHaveText(display);
});

test('home page plugin: opening hours with the delivery toggle, contact and the static branch list (item 6)', async ({
  page,
  app: { base, fixtures },
  admin,
}) => {
  const branch = await admin.post('/api/branches', {
    identifier: `e2e-heim-${Date.now().toString(36)}`,
    name: 'Backstube am Markt',
    street: 'Marktgasse 4',
    zipCode: '8010',
    city: 'Graz',
    phone: '+43 316 123456',
    email: 'markt@example.at',
    latitude: 47.0707,
    longitude: 15.4395,
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDeliveryHoursEnabled: true,
    openingHours: [{ type: 'monday', date: null, isClosed: false, from: '06:30', to: '18:00' }],
    deliveryHours: [{ type: 'friday', date: null, isClosed: false, from: '10:00', to: '14:00' }],
  });
  // The home page lists public branches; a branch goes public with hours and products (issue 37).
  const roll = fixtures.products.roll;
  await admin.post('/api/menus', {
    name: `Markt ${branch.identifier}`,
    availableFrom: new Date(Date.now() - 60_000).toISOString(),
    branches: [{ id: branch.id }],
    catalog: [{ category: roll.category.id, products: [roll.id] }],
  });
  await admin.put(`/api/branches/${branch.id}`, { isPublic: true });
  await admin.post('/api/config', {
    enablePluginHomePage: true,
    facebookUrl: 'https://www.facebook.com/baeckerei',
    instagramUrl: 'https://www.instagram.com/baeckerei',
  });
  try {
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/`);
    const contact = page.getByRole('region', { name: branch.name });
    await visible(contact.getByRole('cell', { name: '06:30 bis 18:00' }));
    await contact.getByRole('button', { name: 'Lieferzeiten anzeigen' }).click();
    await visible(contact.getByRole('heading', { name: 'Lieferzeiten' }));
    await visible(contact.getByRole('cell', { name: '10:00 bis 14:00' }));
    await visible(contact.getByRole('button', { name: 'Öffnungszeiten anzeigen' }));
    await visible(contact.getByRole('link', { name: 'markt@example.at' }));
    const places = page.getByRole('region', { name: 'Standorte' });
    await expect(places.getByRole('link', { name: `Route zu ${branch.name}` })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=47.0707,15.4395',
    );
    // No search field of the branch list; social links in header and footer.
    await expect(page.getByPlaceholder('PLZ / Ort')).toHaveCount(0);
    await expect(page.getByTestId('header').getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/baeckerei',
    );
    await expect(page.locator('footer').getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/baeckerei',
    );
    await axe(page, 'home-page');
    await shoot(page, 'home-page', SIZES);
  } finally {
    await admin.post('/api/config', { enablePluginHomePage: false, facebookUrl: '', instagramUrl: '' });
  }
});
