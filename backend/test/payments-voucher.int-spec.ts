import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '@bestell/domain';
import request from 'supertest';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 6 item 6, hydro-ag-voucher: the order keeps the code as paymentReference and stays 'open'
// (no provider is called) until staff mark the voucher redeemed through update-payment-status.
describe('payments: hydro-ag-voucher', () => {
  let t: TestApp;
  let c: Catalogue;

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t);
    await c.admin.put(`/api/branches/${c.branch.id}`, { isHydroAGVoucherEnabled: true }).expect(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const voucherOrder = (voucherCode?: unknown) =>
    placeOrder(
      t,
      takeaway(c.branch.id, [item(c.products.pizza)], {
        paymentMethod: 'hydro-ag-voucher',
        ...(voucherCode === undefined ? {} : { voucherCode }),
      }),
    );

  const history = async (id: string) =>
    (
      (await t.ds.query(
        `SELECT "action", "data" FROM "order_history" WHERE "orderId" = $1 AND "action" = 'updatePaymentStatus'`,
        [id],
      )) as { action: string; data: Record<string, unknown> }[]
    ).map((h) => h.data);

  it('refuses a voucher order without a code or with a malformed one (422, German, field voucherCode)', async () => {
    const missing = await voucherOrder().expect(422);
    expect(missing.body).toEqual({ errors: [{ field: 'voucherCode', message: OWN_TEXTS.voucherCodeRequired }] });
    expect(OWN_TEXTS.voucherCodeRequired).toBe('Bitte geben Sie Ihren Gutscheincode an.');
    for (const code of ['AB1', 'ABC_123', '-ABC123', 'x'.repeat(40)]) {
      const res = await voucherOrder(code).expect(422);
      expect(res.body).toEqual({ errors: [{ field: 'voucherCode', message: OWN_TEXTS.voucherCodeInvalid }] });
    }
    const wrongType = await voucherOrder(12345678).expect(422);
    expect(wrongType.body.errors[0].field).toBe('voucherCode');
    expect(await t.ds.query(`SELECT 1 FROM "order" WHERE "paymentMethod" = 'hydro-ag-voucher'`)).toHaveLength(0);
  });

  it('a branch without the voucher method refuses it as a payment method', async () => {
    const res = await placeOrder(
      t,
      takeaway(c.hoursBranch.id, [item(c.products.pizza)], {
        paymentMethod: 'hydro-ag-voucher',
        voucherCode: 'HAG-0001',
        appointmentDate: null,
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({ field: 'paymentMethod', message: OWN_TEXTS.paymentMethodInvalid });
  });

  it('stores the normalised code, stays open without a payment redirect, and turns paid once when redeemed', async () => {
    const placed = (await voucherOrder(' hag 2024-ab12 ').expect(201)).body.data as {
      id: string;
      uid: string;
      hash: string;
      paymentRedirectUrl: string | null;
      paymentStatus: string;
      status: string;
    };
    expect(placed.paymentRedirectUrl).toBeNull();
    expect(placed.paymentStatus).toBe('open');
    // Not an online payment: staff may confirm before the voucher is redeemed (it is checked at pickup).
    expect(placed.status).toBe('waitingForConfirmation');
    const pub = (await request(t.http).get(`/api/orders/public/${placed.uid}/${placed.hash}`).expect(200)).body.data;
    expect(pub.paymentReference).toBeUndefined();

    const staff = await login(t.http, DEMO.admin);
    const before = (await staff.get(`/api/orders/${placed.id}`).expect(200)).body.data;
    expect(before).toMatchObject({ paymentReference: 'HAG2024-AB12', paymentStatus: 'open', isPaid: false });

    // A plain re-check asks no provider and changes nothing.
    const recheck = (await staff.post(`/api/orders/${placed.id}/update-payment-status`).expect(200)).body.data;
    expect(recheck).toMatchObject({ paymentStatus: 'open', isPaid: false, version: before.version });

    const redeemed = (
      await staff.post(`/api/orders/${placed.id}/update-payment-status`, { redeemed: true }).expect(200)
    ).body.data;
    expect(redeemed).toMatchObject({ paymentStatus: 'paid', isPaid: true, version: before.version + 1 });
    const again = (await staff.post(`/api/orders/${placed.id}/update-payment-status`, { redeemed: true }).expect(200))
      .body.data;
    expect(again.version).toBe(redeemed.version);
    expect(await history(placed.id)).toEqual([{ state: 'paid', voucher: 'redeemed' }]);
  });

  it('redeeming is refused for other payment methods (422), bad bodies (422) and cancelled orders (409)', async () => {
    const staff = await login(t.http, DEMO.admin);
    const cash = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    const refused = await staff.post(`/api/orders/${cash.id}/update-payment-status`, { redeemed: true }).expect(422);
    expect(refused.body).toEqual({ errors: [{ field: 'redeemed', message: OWN_TEXTS.voucherRedeemOnlyVoucher }] });
    const mollie = (
      await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)], { paymentMethod: 'mollie' })).expect(201)
    ).body.data;
    await staff.post(`/api/orders/${mollie.id}/update-payment-status`, { redeemed: true }).expect(422);
    expect((await staff.get(`/api/orders/${mollie.id}`).expect(200)).body.data.isPaid).toBe(false);

    const voucher = (await voucherOrder('HAG-0002').expect(201)).body.data;
    const bad = await staff.post(`/api/orders/${voucher.id}/update-payment-status`, { redeemed: 'ja' }).expect(422);
    expect(bad.body.errors[0].field).toBe('redeemed');
    await staff.post(`/api/orders/${voucher.id}/status/cancel`).expect(200);
    const closed = await staff.post(`/api/orders/${voucher.id}/update-payment-status`, { redeemed: true }).expect(409);
    expect(closed.body).toEqual({ errors: [{ message: OWN_TEXTS.transitionNotAllowed }] });
    expect((await staff.get(`/api/orders/${voucher.id}`).expect(200)).body.data).toMatchObject({
      isPaid: false,
      paymentStatus: 'open',
    });
  });

  it('anonymous callers cannot redeem', async () => {
    const voucher = (await voucherOrder('HAG-0003').expect(201)).body.data;
    const res = await request(t.http).post(`/api/orders/${voucher.id}/update-payment-status`).send({ redeemed: true });
    expect([401, 403]).toContain(res.status);
    const [row] = await t.ds.query(`SELECT "isPaid" FROM "order" WHERE "id" = $1`, [voucher.id]);
    expect(row.isPaid).toBe(false);
  });
});
