// Browser tests (`npm run test:e2e` builds first, then runs this). Debian's Chromium only; never a
// downloaded browser (CHROMIUM_PATH overrides the path). One worker per project (their files share the
// project's app and data), two at once: the signage scenario waits out a 60 s outage on a server of its
// own, and another project runs meanwhile.
import { defineConfig } from '@playwright/test';
import { FIRST_DAY_HOST } from './support/first-day-stack.js';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  outputDir: 'artifacts/test-results',
  globalSetup: './global-setup.ts',
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Caps, not paces: on a shared 2-core machine under load a single fill took 7 s and the back-office
  // flow 5 minutes. A test that finishes early is done early.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    locale: 'de-AT',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Proves the CSP detector can fail; needs no app.
    { name: 'csp-detector', testMatch: 'csp-detector.spec.ts', workers: 1 },
    // signage.spec.ts (issue 19) starts a server of its own, stops and restarts it (support/restartable-server.ts);
    // listed early, so its minutes of waiting run beside the other projects.
    { name: 'signage', testMatch: 'signage.spec.ts', workers: 1, use: { reducedMotion: 'reduce' } },
    // media.spec.ts (issue 14) reads the demo data's pictures on the storefront's app.
    // experience.spec.ts (issue 16) walks the storefront's screens on the same app.
    // timeclock.spec.ts (issue 18): the branch tablet's /zeiterfassung with the demo staff.
    // consent.spec.ts (issue 20): cookie banner, analytics requests and tracking scripts.
    {
      name: 'storefront',
      workers: 1,
      // kiosk.spec.ts (issue 21): the self-service kiosk at 1080x1920 portrait.
      testMatch: [
        'storefront.spec.ts',
        'media.spec.ts',
        'experience.spec.ts',
        'timeclock.spec.ts',
        'consent.spec.ts',
        'kiosk.spec.ts',
        // issue 40: the last spec rows and customer defects, one file per item group.
        'polish-*.spec.ts',
      ],
    },
    // first-day.spec.ts (issue 37 "Must show"): from an empty production server (PostgreSQL, Redis, the worker
    // process, no demo) to the first real order; starts its own stack (support/first-day-stack.ts). Production
    // refuses a PUBLIC_URL on localhost, so the stack answers as erster-tag.test, mapped to 127.0.0.1 here.
    {
      name: 'first-day',
      // shop-setup.spec.ts (issue 39 "Must show"): the owner sets the shop up on a stack of its own, after it.
      testMatch: ['first-day.spec.ts', 'shop-setup.spec.ts'],
      // After the shared apps' projects, not beside them: its API, worker and browser on the same 2 cores
      // slowed the back office's image upload past its wait in CI.
      dependencies: ['storefront', 'backoffice'],
      workers: 1,
      timeout: 180_000,
      use: {
        reducedMotion: 'reduce',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${FIRST_DAY_HOST} 127.0.0.1`],
        },
      },
    },
    // media-backoffice.spec.ts (issue 14), content.spec.ts (issue 15) and experience-staff.spec.ts (issue 16:
    // frontdesk tablet, back office on a phone) use the back office's app: no extra app boot.
    // staff.spec.ts (issue 18): time clock -> live 'Aktivitäten', time sheets, 'Planung' on the same app.
    {
      name: 'backoffice',
      testMatch: [
        'backoffice.spec.ts',
        'media-backoffice.spec.ts',
        'content.spec.ts',
        'experience-staff.spec.ts',
        'staff.spec.ts',
        // issue 21: a phone order at the frontdesk (1024x768), quotes, customers and logs in the back office.
        'counter.spec.ts',
        // issue 42 item 1: the bake list and a branch's packing list.
        'bakehouse.spec.ts',
        // issue 42 items 2-3: the cut-off's frozen list with deltas, standing orders and par levels.
        'bakehouse-standing.spec.ts',
      ],
      workers: 1,
      timeout: 600_000,
      // Staff who ask their system for reduced motion get antd without zooms and slides (AntdProviders). The
      // scenarios do too: CI once met a select's list that never finished closing after the pick.
      use: { reducedMotion: 'reduce' },
    },
  ],
});
