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
  // Today's rollup is rebuilt at most once a minute (statistics.controller.ts), hence the long poll.
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

test('the configured tag manager loads only after Akzeptieren, and at once with consent given', async ({
  app,
  admin,
  newContext,
}) => {
  await admin.post('/api/config', { googleTagManagerId: GTM_ID });
  try {
    // The shop's CSP (script-src 'self') would refuse the script before any request; the page's own
    // behaviour is what is tested here, so CSP is bypassed and the outside host answered locally.
    const context = await newContext({ bypassCSP: true });
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
