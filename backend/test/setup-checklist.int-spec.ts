import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type AddressInfo } from 'node:net';
import request from 'supertest';
import { DEMO, login, startTestApp, type Staff, type TestApp } from './harness.js';
import { ALWAYS_OPEN } from './orders.fixtures.js';
import { PrinterSink, SmtpSink } from './workers.sinks.js';

// Issue 37 items 2, 3, 5: the setup checklist with its test mail, the publish gate of a branch and the
// printer test that talks to the printer (a local TCP fake answering ESC/POS status bytes).
const WIEN = '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';

/** A port nothing listens on (bound once, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

type Step = { key: string; done: boolean; required: boolean; link: string; label: string };

describe('setup checklist, publish gate and printer test (issue 37)', () => {
  let t: TestApp;
  let admin: Staff;
  const smtp = new SmtpSink();
  const printer = new PrinterSink();

  beforeAll(async () => {
    await smtp.start();
    await printer.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    admin = await login(t.http, DEMO.admin);
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
    await printer.stop();
  });

  const checklist = async () =>
    (await admin.get('/api/setup/checklist').expect(200)).body.data as {
      steps: Step[];
      complete: boolean;
      checks: { testMail: { ok: boolean; message: string } | null; printerTest: { ok: boolean } | null };
    };
  const step = (steps: Step[], key: string) => steps.find((s) => s.key === key)!;

  it('is for admins only', async () => {
    await request(t.http).get('/api/setup/checklist').expect(401);
    const employee = await login(t.http, DEMO.employee);
    await employee.get('/api/setup/checklist').expect(403);
    await employee.post('/api/setup/test-mail').expect(403);
  });

  it('computes the steps from the demo shop; the test mail goes to the admin through SMTP and is kept', async () => {
    const before = await checklist();
    expect(before.steps.map((s) => s.key)).toEqual([
      'shop',
      'legal',
      'branch',
      'products',
      'payment',
      'email',
      'printer',
      'test-order',
    ]);
    expect(before.steps.filter((s) => s.done).map((s) => s.key)).toEqual([
      'shop',
      'legal',
      'branch',
      'products',
      'payment',
    ]);
    expect(step(before.steps, 'branch').link).toMatch(/^\/branches\/[0-9a-f-]{36}$/);
    expect(before.complete).toBe(false);
    expect(before.checks.testMail).toBeNull();

    const sent = await admin.post('/api/setup/test-mail').expect(200);
    expect(sent.body.data).toMatchObject({ ok: true, message: `Testmail an ${DEMO.admin.email} versendet.` });
    expect(smtp.mails.map((m) => m.to)).toEqual([[DEMO.admin.email]]);
    expect(smtp.mails[0]!.raw).toContain('Testmail');

    const after = await checklist();
    expect(step(after.steps, 'email').done).toBe(true);
    expect(after.checks.testMail).toMatchObject({ ok: true });
    expect(after.complete).toBe(true);
  });

  it('a new branch starts private; publishing names what is missing (422), then succeeds', async () => {
    const created = (
      await admin
        .post('/api/branches', { identifier: 'neu-filiale', name: 'Neue Filiale', isCashEnabled: true })
        .expect(201)
    ).body.data;
    expect(created.isPublic).toBe(false);
    await request(t.http).get('/api/branches/neu-filiale').expect(404);
    await admin.post('/api/branches', { identifier: 'gleich-oeffentlich', name: 'X', isPublic: true }).expect(422);

    const refused = await admin.put(`/api/branches/${created.id}`, { isPublic: true }).expect(422);
    expect(refused.body.errors).toEqual([
      {
        field: 'isPublic',
        message:
          'Die Filiale kann noch nicht veröffentlicht werden. Es fehlt: Öffnungszeiten, Produkte im Produktkatalog der Filiale.',
      },
    ]);

    // Without legal texts the gate names them as well.
    const legal = { imprintText: '', imprint: '', termsAndConditionsText: '', termsAndConditions: '' };
    const saved = (await admin.get('/api/config').expect(200)).body.data;
    await admin.post('/api/config', legal).expect(200);
    const noLegal = await admin.put(`/api/branches/${created.id}`, { isPublic: true }).expect(422);
    expect(noLegal.body.errors[0].message).toContain('Es fehlt: Impressum, AGB, Öffnungszeiten');
    expect(step((await checklist()).steps, 'legal').done).toBe(false);
    await admin
      .post('/api/config', {
        imprintText: saved.imprintText,
        imprint: saved.imprint,
        termsAndConditionsText: saved.termsAndConditionsText,
        termsAndConditions: saved.termsAndConditions,
      })
      .expect(200);

    await admin.put(`/api/branches/${created.id}`, { openingHours: ALWAYS_OPEN }).expect(200);
    const category = (await admin.post('/api/categories', { name: 'Neu' }).expect(201)).body.data.id;
    const product = (
      await admin.post('/api/products', { category: { id: category }, name: 'Semmel', price: '0.60' }).expect(201)
    ).body.data.id;
    await admin
      .post('/api/menus', {
        name: 'Sortiment neu',
        availableFrom: new Date(Date.now() - 60_000).toISOString(),
        branches: [{ id: created.id }],
        catalog: [{ category, products: [product] }],
      })
      .expect(201);
    expect((await admin.put(`/api/branches/${created.id}`, { isPublic: true }).expect(200)).body.data.isPublic).toBe(
      true,
    );
    await request(t.http).get('/api/branches/neu-filiale').expect(200);
    // Already public: other edits are not re-checked.
    await admin.put(`/api/branches/${created.id}`, { name: 'Neue Filiale am Platz' }).expect(200);
  });

  it("'Testdruck' of a branch asks the printer's status, prints a test receipt and ticks the printer step", async () => {
    await admin.put(`/api/branches/${WIEN}/printer`, { printerAddress: printer.address }).expect(200);
    expect(step((await checklist()).steps, 'printer').done).toBe(false);
    const ok = await admin.post(`/api/branches/${WIEN}/test/print`).expect(200);
    expect(ok.body.data).toEqual({ acknowledged: true, message: `Testdruck an ${printer.address} erfolgreich.` });
    expect(printer.receipts).toHaveLength(1);
    expect([...printer.receipts[0]!.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(printer.receipts[0]!.toString('latin1')).toContain('TESTDRUCK');
    const list = await checklist();
    expect(step(list.steps, 'printer').done).toBe(true);
    expect(list.checks.printerTest).toMatchObject({ ok: true });
  });

  it.each<['paper-out' | 'cover-open', string]>([
    ['paper-out', 'Papier leer'],
    ['cover-open', 'Deckel offen'],
  ])('a printer reporting %s answers 409 with the reason and prints nothing', async (status, reason) => {
    printer.status = status;
    try {
      const res = await admin.post(`/api/branches/${WIEN}/test/print`).expect(409);
      expect(res.body.errors).toEqual([{ message: `Drucker ${printer.address}: ${reason}` }]);
      expect(printer.receipts).toHaveLength(1);
    } finally {
      printer.status = 'ready';
    }
    // A failure later does not undo the step a success ticked.
    expect(step((await checklist()).steps, 'printer').done).toBe(true);
  });

  it('a closed port or a silent printer is "antwortet nicht" within the short timeout', async () => {
    const address = `127.0.0.1:${await closedPort()}`;
    await admin.put(`/api/branches/${WIEN}/printer`, { printerAddress: address }).expect(200);
    const started = Date.now();
    const res = await admin.post(`/api/branches/${WIEN}/test/print`).expect(409);
    expect(res.body.errors).toEqual([{ message: `Drucker ${address} antwortet nicht` }]);
    expect(Date.now() - started).toBeLessThan(4000);

    await admin.put(`/api/branches/${WIEN}/printer`, { printerAddress: printer.address }).expect(200);
    printer.hold = true;
    const silent = await admin.post(`/api/branches/${WIEN}/test/print`).expect(409);
    expect(silent.body.errors).toEqual([{ message: `Drucker ${printer.address} antwortet nicht` }]);
  });

  it('a printer device with an address is tested over TCP; one without keeps the device-app path', async () => {
    const withAddress = (
      await admin
        .post('/api/devices', {
          identifier: 'drucker-test',
          type: 'printer',
          branch: { id: WIEN },
          address: printer.address,
        })
        .expect(201)
    ).body.data;
    const receipts = printer.receipts.length;
    const res = await admin.post(`/api/devices/${withAddress.id}/test/print`).expect(200);
    expect(res.body.data.message).toBe(`Testdruck an ${printer.address} erfolgreich.`);
    expect(printer.receipts).toHaveLength(receipts + 1);

    const app = (
      await admin.post('/api/devices', { identifier: 'drucker-app', type: 'printer', branch: { id: WIEN } }).expect(201)
    ).body.data;
    const noApp = await admin.post(`/api/devices/${app.id}/test/print`).expect(409);
    expect(noApp.body.errors).toEqual([{ message: 'Test nicht erfolgreich.' }]);
  });

  it('a branch without any printer address is a 422 naming it', async () => {
    const graz = (await admin.get('/api/branches/graz-lend').expect(200)).body.data.id;
    const res = await admin.post(`/api/branches/${graz}/test/print`).expect(422);
    expect(res.body.errors[0].message).toBe('Für diese Filiale ist kein Netzwerkdrucker eingetragen.');
  });
});
