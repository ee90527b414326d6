// Cookie consent and first-party analytics in the browser (issue 20 "Must show"): before an answer and
// after 'Ablehnen' no analytics and no third-party request; after 'Akzeptieren' page views reach
// POST /api/analytics-log and the statistics; configured tracking scripts load only with consent.
import type { BrowserContext, Page, Request } from '@playwright/test';
import { zonedParts } from '@bestell/domain';
import { axe, shoot } from './support/page-checks.js';
import { expect, test } from './support/test.js';

// Every other scenario starts with 'rejected' (support/test.ts); these meet the banner like a first visit.
// Headless Chromium says 'HeadlessChrome', which the server's bot list drops without a row: these
// visitors use the user agent of an ordinary Chrome.
test.use({
  consent: null,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const GTM_ID = 'GTM-E2ETEST1';

const isAnalytics = (request: Request) => new URL(request.url()).pathname === '/api/analytics-log';

/** Every request of the context, sorted into analytics-log calls and requests to other hosts. */
function recordRequests(context: BrowserContext, base: string) {
  const own = new URL(base).origin;
  const seen = { analytics: [] as Request[], thirdParty: [] as string[] };
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (isAnalytics(request)) seen.analytics.push(request);
    else if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== own) seen.thirdParty.push(request.url());
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies und Statistik' });
// Chromium does not hand a beacon's Blob body to Playwright (postData() is null); when it does, it must
// name the page. That the server stored the right path is checked through the statistics.
const pageViewOf = (path: string) => (request: Request) => {
  if (!isAnalytics(request)) return false;
  const body = request.postData();
  return body === null || body.includes(`"path":"${path}"`);
};

test('no analytics or third-party request before consent or after Ablehnen; after Akzeptieren page views are stored', async ({
  page,
  app,
  admin,
}) => {
  const seen = recordRequests(page.context(), app.base);
  const branchPath = `/store/${app.fixtures.open.identifier}`;

  // Three pages without an answer: one loaded, two reached by route changes.
  await page.goto(`${app.base}/`);
  await expect(banner(page)).toBeVisible();
  await shoot(page, 'consent-banner', [PHONE, DESKTOP], { fullPage: false });
  await axe(page, 'consent banner');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await page.waitForURL('**/kontakt');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Startseite' }).click();
  await page.waitForURL(`${app.base}/`);

  // 'Ablehnen': the banner goes, and browsing on (a new load and a route change) still sends nothing.
  await banner(page).getByRole('button', { name: 'Ablehnen' }).click();
  await expect(banner(page)).toBeHidden();
  await page.goto(`${app.base}${branchPath}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await page.waitForURL('**/kontakt');
  await expect(banner(page)).toBeHidden();

  // The positive signal that the snippet works (so the silence above means something): withdraw through
  // the footer, accept, and the page the visitor is on is counted at once.
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(banner(page)).toBeVisible();
  const onAccept = page.waitForRequest(pageViewOf('/kontakt'));
  await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
  await onAccept;
  await expect(banner(page)).toBeHidden();
  expect(seen.analytics).toHaveLength(1);
  expect(seen.thirdParty).toEqual([]);

  // After consent every route change is a page view, and the server keeps it (a path no one else visits).
  const path = `/site/consent-e2e-${Date.now().toString(36)}`;
  const onRoute = page.waitForRequest(pageViewOf(path));
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await onRoute;
  expect(seen.thirdParty).toEqual([]);

  const today = zonedParts(new Date(), 'Europe/Vienna').date;
  // The page view is stored after the request; the e2e server rebuilds today's rollup on every request.
  await expect
    .poll(
      async () => {
        const stats = await admin.get(`/api/statistics/pages?from=${today}&to=${today}`);
        return (stats.pages as { path: string; pageViews: number }[]).find((p) => p.path === path)?.pageViews ?? 0;
      },
      { timeout: 120_000, intervals: [1_000, 5_000] },
    )
    .toBe(1);
});

test("the cookie banner arrives with the HTML (issue 17), and React's banner takes its place unchanged", async ({
  page,
  browser,
  app,
}) => {
  // Before any script: a page whose scripts never load shows the shell's banner.
  const bare = await browser.newPage({ viewport: PHONE });
  await bare.route(/\.js(\?|$)/, (route) => route.abort());
  await bare.goto(`${app.base}/`);
  await expect(banner(bare)).toBeVisible();
  await expect(bare.locator('.app-shell')).toBeVisible();
  const shellText = await bare.locator('.sf-consent__text').boundingBox();
  await shoot(bare, 'shell-consent-banner', [PHONE, DESKTOP], { fullPage: false });
  await bare.close();

  // With the scripts: React replaces the shell, and its banner is the same elements, texts and size, so
  // the text painted with the HTML stays the page's largest (Lighthouse's LCP).
  const html = await (await page.request.get(`${app.base}/`)).text();
  await page.setViewportSize(PHONE);
  await page.goto(`${app.base}/`);
  await expect(page.locator('.app-shell')).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  const same = await page.evaluate((source) => {
    const shell = new DOMParser().parseFromString(source, 'text/html').querySelector('.sf-consent');
    const live = document.querySelector('.sf-consent');
    if (!shell || !live) return `missing: shell ${!!shell}, live ${!!live}`;
    const [a, b] = [shell.cloneNode(true), live.cloneNode(true)];
    a.normalize();
    b.normalize();
    return a.isEqualNode(b) ? 'same' : `${shell.outerHTML}\n${live.outerHTML}`;
  }, html);
  expect(same).toBe('same');
  const liveText = await page.locator('.sf-consent__text').boundingBox();
  expect(liveText).toEqual(shellText);

  // Answered: the HTML carries no banner.
  const answered = await page.request.get(`${app.base}/`, { headers: { Cookie: 'cookie-consent=rejected' } });
  expect(await answered.text()).not.toContain('sf-consent');
  expect(answered.headers()['vary']).toMatch(/Cookie/);
});

test("the shell's banner takes an answer before the app has loaded, and the app keeps it (issue 17)", async ({
  page,
  app,
}) => {
  // The app's entry is held back, so the visitor meets the server's shell and answers its banner.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${app.base}/`, { waitUntil: 'commit' });
  await expect(page.locator('.app-shell')).toBeVisible();
  await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(banner(page)).toBeHidden();
  const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'cookie-consent');
  expect(consent?.value).toBe('accepted');
  // 365 days (spec 9), give or take the test's own minutes.
  expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

  release();
  await expect(page.locator('.app-shell')).toHaveCount(0);
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('the configured tag manager loads only after Akzeptieren, and at once with consent given', async ({
  app,
  admin,
  newContext,
}) => {
  await admin.post('/api/config', { googleTagManagerId: GTM_ID });
  try {
    // No CSP bypass: the shop's policy must allow the configured tag manager's host (the context's CSP
    // watch fails the test on any violation); only the outside host is answered locally.
    const context = await newContext();
    await context.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
    );
    const seen = recordRequests(context, app.base);
    const page = await context.newPage();
    const gtmScript = page.locator(`script[src="https://www.googletagmanager.com/gtm.js?id=${GTM_ID}"]`);

    await page.goto(`${app.base}/`);
    await expect(banner(page)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await page.waitForURL('**/kontakt');
    await expect(gtmScript).toHaveCount(0);
    expect(seen.thirdParty).toEqual([]);

    const loaded = page.waitForRequest((request) => request.url().startsWith('https://www.googletagmanager.com/'));
    await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
    await loaded;
    await expect(gtmScript).toHaveCount(1);

    // A later visit with the answer already given: the script comes without a banner.
    const again = await context.newPage();
    const loadedAgain = again.waitForRequest((request) =>
      request.url().startsWith('https://www.googletagmanager.com/'),
    );
    await again.goto(`${app.base}/`);
    await loadedAgain;
    await expect(banner(again)).toBeHidden();
  } finally {
    await admin.post('/api/config', { googleTagManagerId: '' });
  }
});

test('after Akzeptieren the e-commerce events (add to cart, checkout step, order placed with revenue) are counted', async ({
  page,
  app,
  admin,
}) => {
  const today = zonedParts(new Date(), 'Europe/Vienna').date;
  type EventRow = { category: string; action: string; count: number; value: string | null };
  const ecommerce = async () => {
    const stats = await admin.get(`/api/statistics/events?from=${today}&to=${today}`);
    const of = (action: string) =>
      (stats.items as EventRow[]).find((e) => e.category === 'ecommerce' && e.action === action);
    return {
      addToCart: of('add_to_cart')?.count ?? 0,
      checkoutStep: of('checkout_step')?.count ?? 0,
      placed: of('order_placed')?.count ?? 0,
      revenue: Number(of('order_placed')?.value ?? 0),
    };
  };
  const before = await ecommerce();
  const seen = recordRequests(page.context(), app.base);
  const isEvent = (action: string) => (request: Request) => {
    if (!isAnalytics(request)) return false;
    const body = request.postData();
    return body === null || body.includes(`"action":"${action}"`);
  };

  await page.goto(`${app.base}/store/${app.fixtures.open.identifier}`);
  await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(banner(page)).toBeHidden();

  const roll = app.fixtures.products.roll.name as string;
  await page.getByRole('button', { name: new RegExp(`^${roll}`) }).click();
  const dialog = page.getByRole('dialog', { name: roll });
  await expect(dialog).toBeVisible();
  const added = page.waitForRequest(isEvent('add_to_cart'));
  await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
  await added;

  await page.locator('.sf-cart-bar__button').click();
  const step = page.waitForRequest(isEvent('checkout_step'));
  await page.getByRole('button', { name: /^Jetzt (vor)?bestellen$/ }).click();
  await page.waitForURL(`**/store/${app.fixtures.open.identifier}/checkout`);
  await step;
  await page.locator('#co-firstName').fill('Eva');
  await page.locator('#co-lastName').fill('Einkauf');
  await page.locator('#co-email').fill('eva@example.at');
  await page.locator('#co-phone').fill('+43 664 1234567');
  await page.locator('#co-phone').blur();
  await page.locator('#co-legalInstructions').check();
  await page.locator('#co-privacyPolicy').check();
  const placedEvent = page.waitForRequest(isEvent('order_placed'));
  await page.getByRole('button', { name: 'Bestellung abschicken' }).click();
  await placedEvent;
  await page.waitForURL('**/status/**', { timeout: 20_000 });
  const [, , uid, hash] = new URL(page.url()).pathname.split('/');
  const order = (await (await fetch(`${app.base}/api/orders/public/${uid}/${hash}`)).json()).data;
  expect(seen.thirdParty).toEqual([]);

  // The server stored and counted them: the order's revenue is the order_placed events' value.
  await expect
    .poll(
      async () => {
        const after = await ecommerce();
        return {
          addToCart: after.addToCart - before.addToCart,
          checkoutStep: after.checkoutStep - before.checkoutStep >= 1,
          placed: after.placed - before.placed,
          revenue: Math.round((after.revenue - before.revenue) * 100) / 100,
        };
      },
      { timeout: 120_000, intervals: [1_000, 5_000] },
    )
    .toEqual({ addToCart: 1, checkoutStep: true, placed: 1, revenue: Number(order.totalGross) });
});

test('self-service mode (the kiosk) sends nothing and loads nothing third-party, even with consent and a tag manager', async ({
  app,
  admin,
  newContext,
}) => {
  await admin.post('/api/config', { googleTagManagerId: GTM_ID });
  try {
    // An earlier visitor of the shared device accepted: the kiosk still neither counts nor loads tracking.
    const context = await newContext();
    await context.addCookies([{ name: 'cookie-consent', value: 'accepted', url: app.base }]);
    await context.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
    );
    const page = await context.newPage();
    // The kiosk page's own requests: analytics calls and requests to other hosts.
    const own = new URL(app.base).origin;
    const fromKiosk: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const outside = /^(https?|wss?):$/.test(url.protocol) && url.origin !== own;
      if (isAnalytics(request) || outside) fromKiosk.push(request.url());
    });
    const response = await page.goto(`${app.base}/kiosk`);
    // The kiosk's page never allows the tag manager's host, configured or not.
    expect(response?.headers()['content-security-policy']).not.toContain('googletagmanager');
    await expect(page.getByTestId('kiosk-pairing-code')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // The positive control: the same context on a shop page counts the view and loads the tag manager,
    // so the silence on the kiosk was not blindness.
    const shop = await context.newPage();
    const counted = shop.waitForRequest(pageViewOf('/kontakt'));
    const gtm = shop.waitForRequest((request) => request.url().startsWith('https://www.googletagmanager.com/'));
    await shop.goto(`${app.base}/kontakt`);
    await Promise.all([counted, gtm]);
    expect(fromKiosk).toEqual([]);
    await page.close();
  } finally {
    await admin.post('/api/config', { googleTagManagerId: '' });
  }
});
