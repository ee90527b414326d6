// Issue 18 "Must show" in the browser (project 'backoffice', demo staff of SEED_DEMO): Sophie clocks in,
// pauses, resumes and clocks out on the Vienna tablet (/zeiterfassung, 1024x768) while the manager
// watches 'Aktivitäten': each step appears live over Socket.IO (no REST reload in between). The manager
// downloads Sophie's month as CSV (content checked) and PDF, then plans next week in 'Planung': a drag
// over two empty days creates two shifts, a drag moves one, 'Veröffentlichen' publishes and notifies; a
// project and a task through the generic forms; departments, a new work contract, holiday balances.
// axe-core on each screen; screenshots under test/e2e/artifacts/ (personal-*).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { animationsSettled, axe, shoot } from './support/page-checks.js';
import { ADMIN, expect, test } from './support/test.js';

const TOKEN = 'demo-wien-zeiterfassung';
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function login(page: Page, base: string) {
  await page.goto(`${base}/backend/login`);
  await page.getByLabel('E-Mail').fill(ADMIN.email);
  await page.getByLabel('Passwort').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/backend#/);
}

async function signIn(tablet: Page) {
  await tablet.getByRole('button', { name: 'Sophie Wagner' }).click();
  for (const digit of '1203') await tablet.getByRole('button', { name: digit, exact: true }).click();
  await tablet.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(tablet.getByRole('heading', { name: 'Sophie Wagner' })).toBeVisible();
}

/** A pointer drag from the middle of one element to the middle of another, in small steps. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + Math.min(a.height / 2, 20));
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 20), { steps: 8 });
  await page.mouse.up();
}

test('staff: time clock punches show live in Aktivitäten, month time sheet, week plan by drag and publish', async ({
  page,
  newContext,
  app: { base },
  admin,
}) => {
  const branches = (await admin.get('/api/branches')) as { id: string; name: string }[];
  const wien = branches.find((b) => /Wien/.test(b.name))!;
  const users = (await admin.get('/api/users')) as { id: string; email: string }[];
  const sophie = users.find((u) => u.email === 'sophie.wagner@sonnleitner.at')!;

  await page.setViewportSize(DESKTOP);
  await login(page, base);
  await page.goto(`${base}/backend#/working-activities?branch=${wien.id}`);
  await expect(page.getByRole('heading', { name: 'Aktivitäten' })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  // From here on, every change must come over the socket: count the list's REST reloads.
  let reloads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/working-activities?')) reloads++;
  });
  const card = page.getByRole('article', { name: /^Sophie Wagner/ });

  const tabletContext = await newContext({ viewport: TABLET });
  const tablet = await tabletContext.newPage();
  await tablet.goto(`${base}/zeiterfassung?token=${TOKEN}`);
  await expect(tablet.getByRole('heading', { name: 'Wer bist du?' })).toBeVisible();
  await signIn(tablet);

  await test.step('clock in: the manager sees the running activity live', async () => {
    await tablet.getByRole('button', { name: 'Kommen' }).click();
    await expect(tablet.getByText(/^Hallo Sophie, eingestempelt um/)).toBeVisible();
    await expect(card.getByText(/^seit \d\d:\d\d · läuft$/)).toBeVisible();
    await tablet.getByRole('button', { name: 'Fertig' }).click();
    await signIn(tablet);
    await expect(tablet.getByText('Bei der Arbeit')).toBeVisible();
    await axe(tablet, 'staff time clock working');
    await shoot(tablet, 'personal-timeclock-working', [TABLET], { fullPage: false });
  });

  await test.step('pause, resume, clock out: each step live in Aktivitäten', async () => {
    await tablet.getByRole('button', { name: 'Pause' }).click();
    await expect(tablet.getByText('In Pause')).toBeVisible();
    await expect(card.getByText(/^seit \d\d:\d\d · in Pause$/)).toBeVisible();
    await tablet.getByRole('button', { name: 'Weiter' }).click();
    await expect(tablet.getByText('Bei der Arbeit')).toBeVisible();
    await expect(card.getByText(/^seit \d\d:\d\d · läuft$/)).toBeVisible();
    await tablet.getByRole('button', { name: 'Gehen' }).click();
    const goodbye = tablet.getByText(/^Ausgestempelt um \d\d:\d\d/);
    await expect(goodbye).toBeVisible();
    // The demo data may hold an earlier activity of Sophie's today: pick the one that ended just now.
    const out = /(\d\d:\d\d)/.exec((await goodbye.textContent()) ?? '')![1];
    const ended = card.getByRole('listitem').filter({ hasText: new RegExp(`\\d\\d:\\d\\d–${out}`) });
    await expect(ended.getByText(new RegExp(`^\\d\\d:\\d\\d–${out}$`))).toBeVisible();
    await expect(ended.getByText(/^Pause \d\d:\d\d–\d\d:\d\d$/)).toBeVisible();
    expect(reloads, 'the activity list changed without a REST reload').toBe(0);
    await axe(page, 'staff activities');
    await shoot(page, 'personal-activities', [DESKTOP, PHONE], { fullPage: false });
  });

  await test.step("the month's time sheet as CSV", async () => {
    const today = new Intl.DateTimeFormat('de-AT', {
      timeZone: 'Europe/Vienna',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: /als CSV$/ }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^Arbeitszeit-Sophie_Wagner-\d{4}-\d\d\.csv$/);
    const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Wochentag;Beginn;Ende;Pause (Minuten);Arbeitszeit (Stunden);Soll (Stunden);Differenz (Stunden);Hinweise',
    );
    // Today's line has the punches (begin and end as clock times).
    expect(lines.find((l) => l.startsWith(`${today};`))).toMatch(/^\d\d\.\d\d\.\d{4};\w\w;\d\d:\d\d;\d\d:\d\d;/);
    expect(lines.some((l) => l.startsWith('Summe;'))).toBe(true);
  });

  await test.step('Planung: drag to create two shifts next week, drag to move one, publish', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${base}/backend#/planning?branch=${wien.id}`);
    await expect(page.getByRole('heading', { name: 'Planung' })).toBeVisible();
    await expect(page.getByRole('grid')).toBeVisible();
    await axe(page, 'staff planning (this week)');
    await shoot(page, 'personal-planning', [DESKTOP, PHONE], { fullPage: false });

    await page.getByRole('button', { name: 'Nächste Woche' }).click();
    const row = page.locator(`[role=gridcell][data-user="${sophie.id}"]`);
    await expect(row).toHaveCount(7);
    await expect(row.locator('.staff-shift')).toHaveCount(0);
    await drag(page, row.nth(0), row.nth(1));
    const dialog = page.getByRole('dialog', { name: '2 Schichten anlegen' });
    await expect(dialog).toBeVisible();
    // antd's time pickers take typed times (HH:mm); Enter commits each.
    await dialog.getByLabel('Beginn').fill('07:00');
    await dialog.getByLabel('Beginn').press('Enter');
    await dialog.getByLabel('Ende').fill('15:00');
    await dialog.getByLabel('Ende').press('Enter');
    await shoot(page, 'personal-planning-form', [DESKTOP], { fullPage: false });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('2 Schichten angelegt')).toBeVisible();
    await expect(row.nth(0).getByRole('button', { name: /07:00–15:00 Pause 30 min · Entwurf$/ })).toBeVisible();
    await expect(row.nth(1).getByRole('button', { name: /07:00–15:00 Pause 30 min · Entwurf$/ })).toBeVisible();

    // The form's dialog and mask fade out first: a drag started under them would never reach the grid.
    await expect(dialog).toBeHidden();
    await animationsSettled(page);
    await drag(page, row.nth(1).locator('.staff-shift'), row.nth(3));
    await expect(row.nth(3).locator('.staff-shift')).toHaveCount(1);
    await expect(page.getByText('Schicht verschoben')).toBeVisible();
    await expect(row.nth(1).locator('.staff-shift')).toHaveCount(0);
    await axe(page, 'staff planning (drafts)');
    await shoot(page, 'personal-planning-drafts', [DESKTOP], { fullPage: false });

    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByText('2 Schichten veröffentlicht, 1 Person benachrichtigt.')).toBeVisible();
    await expect(row.nth(0).getByRole('button', { name: /07:00–15:00 Pause 30 min$/ })).toBeVisible();
    await expect(row.nth(3).getByRole('button', { name: /07:00–15:00 Pause 30 min$/ })).toBeVisible();
  });

  await test.step('Projekte, Aufgaben, Abteilungen, Arbeitsverträge and Urlaubskonten', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${base}/backend#/projects/new`);
    await page.getByLabel('Name', { exact: true }).fill('Weihnachtsbäckerei');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Projekt gespeichert')).toBeVisible();
    await page.goto(`${base}/backend#/projects`);
    await expect(page.getByRole('cell', { name: 'Weihnachtsbäckerei' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Alle Filialen' })).toBeVisible();
    await axe(page, 'staff projects');

    await page.goto(`${base}/backend#/tasks/new`);
    await page.getByLabel('Name', { exact: true }).fill('Vanillekipferl formen');
    await page.getByLabel('Projekt', { exact: true }).click({ force: true });
    await page.locator('.ant-select-item-option', { hasText: 'Weihnachtsbäckerei' }).first().click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Aufgabe gespeichert')).toBeVisible();
    await page.goto(`${base}/backend#/tasks`);
    const task = page.getByRole('row', { name: /Vanillekipferl formen/ });
    await expect(task.getByRole('cell', { name: 'Weihnachtsbäckerei' })).toBeVisible();
    await expect(task.getByRole('cell', { name: 'Offen' })).toBeVisible();
    await axe(page, 'staff tasks');

    await page.goto(`${base}/backend#/departments`);
    await expect(page.getByRole('cell', { name: 'Backstube' }).first()).toBeVisible();
    await axe(page, 'staff departments');

    await page.goto(`${base}/backend#/work-contracts`);
    await expect(page.getByRole('row', { name: /Lena Bauer/ })).toContainText('40Mo 8 · Di 8 · Mi 8 · Do 8 · Fr 8');
    await page.getByRole('button', { name: 'Neuer Vertrag' }).click();
    const contract = page.getByRole('dialog', { name: 'Neuer Arbeitsvertrag' });
    // Clicked only once the dialog has zoomed in: mid-animation the click lands on the mask and closes it.
    await expect(contract).toBeVisible();
    await animationsSettled(page);
    await contract.getByRole('combobox', { name: 'Person' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Sophie Wagner' }).first().click();
    await contract.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Arbeitsvertrag gespeichert')).toBeVisible();
    await expect(page.getByRole('row', { name: /Sophie Wagner/ })).toHaveCount(2);
    await axe(page, 'staff work contracts');
    await shoot(page, 'personal-work-contracts', [DESKTOP], { fullPage: false });

    await page.goto(`${base}/backend#/holiday-balances`);
    const lena = page.getByRole('row', { name: /Lena Bauer/ });
    await expect(lena).toBeVisible();
    // Demo ledger: 25 days granted this year, a carry-over from last year (expiring 31 March).
    await expect(lena.getByRole('cell').nth(1)).toHaveText('25');
    await axe(page, 'staff holiday balances');
    await shoot(page, 'personal-holiday-balances', [DESKTOP, PHONE], { fullPage: false });
  });

  await test.step("the month's time sheet as PDF", async () => {
    await page.goto(`${base}/backend#/working-activities?branch=${wien.id}`);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: /als PDF$/ }).click(),
    ]);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
