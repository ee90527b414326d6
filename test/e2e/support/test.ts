// The Playwright `test` of the browser scenarios: the app of the running project (started by
// global-setup.ts), an admin API session, and CSP recording on every browser context a test opens.
import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { watchCsp, type CspWatch } from './csp.js';
import type { Fixtures } from './fixtures.js';
import { staffSession, type StaffSession } from './server.js';

export const ADMIN = { email: 'admin@sonnleitner.at', password: 'demo-admin' };

/** One started app per project, handed from global setup to the workers through the environment. */
export interface AppUnderTest {
  base: string;
  fixtures: Fixtures;
  /** The server's DATA_DIR (its mails land in `mail/`), when the project gave it one. */
  dataDir?: string;
}
export const SERVERS_ENV = 'E2E_SERVERS';

interface TestFixtures {
  /**
   * The cookie-consent answer every context starts with (issue 20): 'rejected' by default, so the banner
   * stays out of the scenarios that are not about it; consent.spec.ts sets null to meet the banner.
   */
  consent: 'accepted' | 'rejected' | null;
  /** Opens another browser context (a second user) with CSP recording; closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}
interface WorkerFixtures {
  app: AppUnderTest;
  admin: StaffSession;
}

// The cookie the banner writes; host-wide (cookies ignore the port), so servers a test starts itself get it too.
// A project without an app of its own (signage starts its server) gets it for the host of the others.
async function answerConsent(context: BrowserContext, consent: TestFixtures['consent'], project: string) {
  const servers = JSON.parse(process.env[SERVERS_ENV] ?? '{}') as Record<string, AppUnderTest | undefined>;
  const app = servers[project] ?? Object.values(servers)[0];
  if (consent && app) await context.addCookies([{ name: 'cookie-consent', value: consent, url: app.base }]);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const servers = JSON.parse(process.env[SERVERS_ENV] ?? '{}') as Record<string, AppUnderTest>;
      const app = servers[workerInfo.project.name];
      if (!app) throw new Error(`global setup started no app for project ${workerInfo.project.name}`);
      await use(app);
    },
    { scope: 'worker' },
  ],
  admin: [async ({ app }, use) => use(await staffSession(app.base, ADMIN)), { scope: 'worker' }],

  consent: ['rejected', { option: true }],

  // Every page of the test's own context is watched; a violation fails the test after its body.
  context: async ({ context, consent }, use, testInfo) => {
    await answerConsent(context, consent, testInfo.project.name);
    const watch = await watchCsp(context);
    await use(context);
    watch.assertNone();
  },
  newContext: async ({ browser, consent }, use, testInfo) => {
    const opened: { context: BrowserContext; watch: CspWatch }[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      await answerConsent(context, consent, testInfo.project.name);
      opened.push({ context, watch: await watchCsp(context) });
      return context;
    });
    for (const { context } of opened) await context.close();
    for (const { watch } of opened) watch.assertNone();
  },
});

export { expect } from '@playwright/test';
