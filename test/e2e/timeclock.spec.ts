// Issue 18 item 5 in the browser (project 'storefront', demo staff of SEED_DEMO): Lena clocks in, pauses,
// resumes and clocks out on the branch tablet at 1024x768; the API then holds one activity with one pause.
// axe-core on each screen; screenshots under test/e2e/artifacts/ (timeclock-*).
import type { Page } from '@playwright/test';
import { axe, shoot } from './support/page-checks.js';
import { expect, test } from './support/test.js';

const TOKEN = 'demo-wien-zeiterfassung';
const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];

async function signIn(page: Page) {
  await page.getByRole('button', { name: 'Lena Bauer' }).click();
  for (const digit of '1201') await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Lena Bauer' })).toBeVisible();
}

test('an employee clocks in, pauses, resumes and clocks out on /zeiterfassung', async ({ page, app, admin }) => {
  const started = new Date();
  await page.setViewportSize(VIEWPORTS[0]!);
  await page.goto(`${app.base}/zeiterfassung?token=${TOKEN}`);
  await expect(page.getByRole('heading', { name: 'Wer bist du?' })).toBeVisible();
  // The token is kept on the device and leaves the address bar.
  await expect(page).toHaveURL(`${app.base}/zeiterfassung`);
  await expect(page.getByRole('button', { name: 'Markus Huber' })).toBeVisible();
  await axe(page, 'timeclock names');
  await shoot(page, 'timeclock-names', VIEWPORTS, { fullPage: false });

  await page.getByRole('button', { name: 'Lena Bauer' }).click();
  await page.getByRole('button', { name: '1', exact: true }).click();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await axe(page, 'timeclock pin');
  await shoot(page, 'timeclock-pin', VIEWPORTS, { fullPage: false });
  await page.getByRole('button', { name: 'Zurück' }).click();

  await signIn(page);
  await page.getByRole('button', { name: 'Kommen' }).click();
  await expect(page.getByText(/^Hallo Lena, eingestempelt um/)).toBeVisible();
  // Screenshots of the clocked-in state from a fresh sign-in: 5 s after a punch the screen goes back.
  await page.getByRole('button', { name: 'Fertig' }).click();
  await signIn(page);
  await expect(page.getByText('Bei der Arbeit')).toBeVisible();
  await expect(page.getByLabel('Arbeitszeit')).toHaveText(/^0:00:0\d$/);
  await axe(page, 'timeclock clocked in');
  await shoot(page, 'timeclock-working', VIEWPORTS, { fullPage: false });

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('In Pause')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bei der Arbeit')).toBeVisible();
  await page.getByRole('button', { name: 'Gehen' }).click();
  await expect(page.getByText(/^Ausgestempelt um/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kommen' })).toBeVisible();
  // Back to the name list after 5 s without a touch.
  await expect(page.getByRole('heading', { name: 'Wer bist du?' })).toBeVisible({ timeout: 10_000 });

  const users = (await admin.get('/api/users')) as { id: string; email: string }[];
  const lena = users.find((u) => u.email === 'lena.bauer@sonnleitner.at')!;
  const activities = (await admin.get(
    `/api/working-activities?user=${lena.id}&from=${encodeURIComponent(started.toISOString())}`,
  )) as { start: string; end: string | null; pauses: { start: string; end: string | null }[] }[];
  const mine = activities.filter((a) => new Date(a.start) >= new Date(started.getTime() - 1000));
  expect(mine).toHaveLength(1);
  expect(mine[0]!.end).not.toBeNull();
  expect(mine[0]!.pauses).toHaveLength(1);
  expect(mine[0]!.pauses[0]!.end).not.toBeNull();
});
