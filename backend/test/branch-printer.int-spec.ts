import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { PRINTER_TEXTS } from '../src/catalog/branches/printer-address.js';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { PrinterSink, until } from './workers.sinks.js';

// Issue 6 item 3, "address per printer": the branch's receipt printer is set through the API (admins),
// read by the branch's staff, and used by the next print job (in-process here, no Redis).
const WIEN = '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';
const GRAZ = 'c4d8e2f6-9a1b-4d3c-b7e5-0f6a8c2d4e22';

describe('branch printer address', () => {
  let t: TestApp;
  let c: Catalogue;
  const printer = new PrinterSink();
  /** The printer the branch column names while a printer device with an address exists (issue 6). */
  const branchPrinter = new PrinterSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-bprint-'));

  beforeAll(async () => {
    await printer.start();
    await branchPrinter.start();
    t = await startTestApp({ DATA_DIR: dataDir, JOB_BACKOFF_MS: '50' });
    c = await createCatalogue(t);
  });
  afterAll(async () => {
    await t?.close();
    await printer.stop();
    await branchPrinter.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an admin sets the address; staff read it; the next receipt goes to that printer', async () => {
    const url = `/api/branches/${c.branch.id}/printer`;
    expect((await c.admin.get(url).expect(200)).body.data).toEqual({ id: c.branch.id, printerAddress: null });
    const set = await c.admin.put(url, { printerAddress: ` ${printer.address} ` }).expect(200);
    expect(set.body.data).toEqual({ id: c.branch.id, printerAddress: printer.address });
    expect((await c.admin.get(url).expect(200)).body.data.printerAddress).toBe(printer.address);

    const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await until(() => printer.receipts.length === 1, 30_000, 'receipt at the configured printer');
    expect([...printer.receipts[0]!.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(printer.receipts[0]!.toString('latin1')).toContain(String(order.ticketNumber));

    // Cleared: back to PRINTER_ADDRESS or the file sink; '' means the same as null.
    expect((await c.admin.put(url, { printerAddress: '' }).expect(200)).body.data.printerAddress).toBeNull();
    await c.admin.put(url, { printerAddress: 'drucker.filiale.local' }).expect(200);
    expect((await c.admin.put(url, { printerAddress: null }).expect(200)).body.data.printerAddress).toBeNull();
  });

  it.each([
    'http://192.168.1.50',
    '192.168.1.50:99999',
    '192.168.1.50:0',
    'drucker local',
    '[::1]:9100',
    '-drucker.local',
    'drucker.local:9100:1',
    'a'.repeat(256),
  ])('refuses %p with a German message on printerAddress (422)', async (printerAddress) => {
    const res = await c.admin.put(`/api/branches/${c.branch.id}/printer`, { printerAddress }).expect(422);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].field).toBe('printerAddress');
    if (printerAddress.length <= 255) expect(res.body.errors[0].message).toBe(PRINTER_TEXTS.addressInvalid);
  });

  it('refuses a missing value and unknown fields', async () => {
    const url = `/api/branches/${c.branch.id}/printer`;
    const missing = await c.admin.put(url, {}).expect(422);
    expect(missing.body.errors[0].field).toBe('printerAddress');
    const extra = await c.admin.put(url, { printerAddress: null, port: 9100 }).expect(422);
    expect(extra.body.errors[0].field).toBe('port');
  });

  it('only admins change it; employees read their own branches only; anonymous callers nothing', async () => {
    await c.admin.put(`/api/branches/${WIEN}/printer`, { printerAddress: '10.0.0.7:9100' }).expect(200);
    const employee = await login(t.http, DEMO.employee);
    expect((await employee.get(`/api/branches/${WIEN}/printer`).expect(200)).body.data.printerAddress).toBe(
      '10.0.0.7:9100',
    );
    const refused = await employee.put(`/api/branches/${WIEN}/printer`, { printerAddress: '127.0.0.1:6379' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBeTruthy();
    await employee.get(`/api/branches/${GRAZ}/printer`).expect(404);
    await request(t.http).get(`/api/branches/${WIEN}/printer`).expect(401);
    await request(t.http).put(`/api/branches/${WIEN}/printer`).send({ printerAddress: 'x' }).expect(401);
    const [row] = await t.ds.query(`SELECT "printerAddress" FROM "branch" WHERE "id" = $1`, [WIEN]);
    expect(row.printerAddress).toBe('10.0.0.7:9100');
  });

  it('unknown or malformed branch ids answer 404', async () => {
    await c.admin.get('/api/branches/00000000-0000-4000-8000-000000000000/printer').expect(404);
    await c.admin.put('/api/branches/nicht-da/printer', { printerAddress: null }).expect(404);
  });

  it('a printer device with an address wins over the branch column; without one the column is used again', async () => {
    const before = printer.receipts.length;
    await c.admin.put(`/api/branches/${c.branch.id}/printer`, { printerAddress: branchPrinter.address }).expect(200);
    // The oldest printer device WITH an address is used: one without an address, a screen, another branch's don't count.
    const device = (body: object) => c.admin.post('/api/devices', { branch: { id: c.branch.id }, ...body }).expect(201);
    await device({ identifier: 'bp-ohne-adresse', type: 'printer' });
    await device({ identifier: 'bp-tv', type: 'signage' });
    await c.admin
      .post('/api/devices', { identifier: 'bp-wien', type: 'printer', branch: { id: WIEN }, address: '10.0.0.8' })
      .expect(201);
    const theke = (await device({ identifier: 'bp-theke', type: 'printer', address: printer.address })).body.data;
    await device({ identifier: 'bp-spaeter', type: 'printer', address: branchPrinter.address });

    const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await until(() => printer.receipts.length === before + 1, 30_000, 'receipt at the printer device');
    const receipt = printer.receipts.at(-1)!;
    expect([...receipt.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(receipt.toString('latin1')).toContain(String(order.ticketNumber));
    expect(branchPrinter.receipts).toHaveLength(0);

    // Without device addresses the branch column applies again, from the next print on.
    await c.admin.put(`/api/devices/${theke.id}`, { address: null }).expect(200);
    await t.ds.query(`UPDATE "device" SET "address" = NULL WHERE "identifier" = 'bp-spaeter'`);
    const next = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await until(() => branchPrinter.receipts.length === 1, 30_000, 'receipt at the branch column printer');
    expect(branchPrinter.receipts[0]!.toString('latin1')).toContain(String(next.ticketNumber));
    expect(printer.receipts).toHaveLength(before + 1);
  });
});
