import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { KIOSK_TEXTS } from '@bestell/domain';
import { startTestApp, type TestApp } from './harness.js';
import { ALWAYS_OPEN, createCatalogue, item, type Catalogue } from './orders.fixtures.js';

// Self-service kiosk (issue 21): pairing by code through the devices module, orders through the one
// PlaceOrderCommand with a per-device Idempotency-Key (one order and one receipt however often a submit is
// replayed), order type -> tax rate, the development card terminal, the staff exit PIN.
describe('kiosk', () => {
  let t: TestApp;
  let cat: Catalogue;
  let branchId: string;
  let kiosk: { id: string; token: string };
  const bearer = () => ({ Authorization: `Bearer ${kiosk.token}` });
  const submit = (body: object, key?: string) => {
    const req = request(t.http).post('/api/kiosk/orders').set(bearer());
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const counts = async (deviceId: string) => {
    const [row] = (await t.ds.query(
      `SELECT (SELECT count(*)::int FROM "order" WHERE "deviceId" = $1) AS "orders",
              (SELECT count(*)::int FROM "outbox" x JOIN "order" o ON o."id" = x."orderId"
                WHERE o."deviceId" = $1 AND x."topic" = 'print') AS "prints"`,
      [deviceId],
    )) as { orders: number; prints: number }[];
    return row!;
  };

  beforeAll(async () => {
    t = await startTestApp();
    cat = await createCatalogue(t, 'kiosk');
    // A branch without table selection, with card payment: what a counter-service shop runs a kiosk in.
    const branch = await cat.admin
      .post('/api/branches', {
        identifier: 'kiosk-filiale',
        name: 'Kiosk-Filiale',
        isCashEnabled: true,
        isATMCardEnabled: true,
        openingHours: ALWAYS_OPEN,
        isTakeawayEnabled: true,
        isDineInEnabled: true,
      })
      .expect(201);
    branchId = branch.body.data.id;
    await cat.admin
      .post('/api/menus', {
        name: 'Kiosk-Sortiment',
        availableFrom: new Date(Date.now() - 60_000).toISOString(),
        branches: [{ id: branchId }],
        catalog: [
          {
            category: (await cat.admin.get(`/api/products/${cat.products.pizza}`).expect(200)).body.data.category.id,
            products: [cat.products.pizza, cat.products.wine],
          },
        ],
      })
      .expect(201);
    await cat.admin.put(`/api/branches/${branchId}`, { isPublic: true }).expect(200); // new branches start private
  }, 90_000);

  afterAll(async () => {
    await t?.close();
  });

  it('migration and entities agree on the device tables', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /"device/.test(q))).toEqual([]);
  });

  it('pairs by code in the devices module: the kiosk shows a code, staff enter it, the kiosk gets its token once', async () => {
    const pairing = (await request(t.http).post('/api/devices/pairing-requests').send({ type: 'kiosk' }).expect(201))
      .body.data;
    expect(pairing.code).toMatch(/^[A-Z2-9]{6}$/);
    const poll = () => request(t.http).get(`/api/devices/pairing-requests/${pairing.id}?secret=${pairing.secret}`);
    expect((await poll().expect(200)).body.data.status).toBe('waiting');
    await request(t.http).get(`/api/devices/pairing-requests/${pairing.id}?secret=wrong`).expect(404);

    const bad = await cat.admin.post('/api/devices/pair', { code: 'ZZZZZZ', branch: { id: branchId } }).expect(422);
    expect(bad.body.errors).toEqual([{ message: 'Der Code ist ungültig oder abgelaufen.', field: 'code' }]);
    // A TV's code belongs on the signage page (which adds the TV's screen side).
    const tvCode = (await request(t.http).post('/api/signage/pairing-requests').send({}).expect(201)).body.data.code;
    const tv = await cat.admin.post('/api/devices/pair', { code: tvCode, branch: { id: branchId } }).expect(422);
    expect(tv.body.errors[0].field).toBe('code');
    // ...and a kiosk's code is refused there.
    await cat.admin
      .post('/api/digital-signage-devices/pair', { code: pairing.code, branch: { id: branchId } })
      .expect(422);

    const paired = await cat.admin
      .post('/api/devices/pair', { code: pairing.code.toLowerCase(), branch: { id: branchId }, name: 'Kiosk 1' })
      .expect(201);
    expect(paired.body.data).toMatchObject({ type: 'kiosk', name: 'Kiosk 1', branch: { id: branchId } });
    const picked = (await poll().expect(200)).body.data;
    expect(picked).toMatchObject({ status: 'paired', deviceId: paired.body.data.id });
    await poll().expect(404); // handed out once
    kiosk = { id: picked.deviceId, token: picked.token };

    const device = await request(t.http).get('/api/kiosk/device').set(bearer()).expect(200);
    expect(device.body.data).toEqual({
      id: kiosk.id,
      name: 'Kiosk 1',
      branch: { id: branchId, identifier: 'kiosk-filiale', name: 'Kiosk-Filiale' },
      payments: ['counter', 'card'],
      hasExitPin: false,
    });
    await request(t.http).get('/api/kiosk/device').set({ Authorization: 'Bearer nope' }).expect(401);
  });

  it('10 replays of one kiosk submit -> 1 order, 1 receipt', async () => {
    const body = { orderType: 'takeaway', payment: 'counter', items: [item(cat.products.pizza, 2)] };
    const key = 'kiosk-submit-1';
    // Five taps at once, then five retries after the answer was lost: all must name the same order.
    const burst = await Promise.all(Array.from({ length: 5 }, () => submit(body, key)));
    const answers = [...burst];
    for (let i = 0; i < 5; i++) answers.push(await submit(body, key));
    const placed = answers.filter((r) => r.status === 201);
    // A tap that arrives while the first is still running is told so (409) and the kiosk retries it.
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(placed.length).toBeGreaterThanOrEqual(6);
    expect(new Set(placed.map((r) => r.body.data.uid)).size).toBe(1);
    expect(new Set(placed.map((r) => r.body.data.ticketNumber)).size).toBe(1);
    expect(placed[0]!.body.data).toMatchObject({
      totalGross: '22.00',
      payment: { method: 'counter', approved: false },
    });
    expect(await counts(kiosk.id)).toEqual({ orders: 1, prints: 1 });

    const [order] = await t.ds.query(`SELECT "channel", "paymentMethod", "isDineIn" FROM "order" WHERE "uid" = $1`, [
      placed[0]!.body.data.uid,
    ]);
    expect(order).toEqual({ channel: 'kiosk', paymentMethod: 'cash', isDineIn: false });

    // Another key is another order; the same key with another body is refused.
    await submit(body, 'kiosk-submit-2').expect(201);
    const changed = await submit({ ...body, items: [item(cat.products.pizza, 3)] }, key).expect(422);
    expect(changed.body.errors[0].message).toBeTruthy();
    expect(await counts(kiosk.id)).toEqual({ orders: 2, prints: 2 });
  });

  it('requires an Idempotency-Key and a paired kiosk token', async () => {
    const body = { orderType: 'takeaway', payment: 'counter', items: [item(cat.products.pizza)] };
    const missing = await submit(body).expect(422);
    expect(missing.body.errors[0].message).toBe('Idempotency-Key fehlt.');
    await request(t.http).post('/api/kiosk/orders').set('Idempotency-Key', 'x').send(body).expect(401);
    const empty = await submit({ ...body, items: [] }, 'kiosk-empty').expect(422);
    expect(empty.body.errors[0].field).toBe('items');
    // A refused submit stores nothing: the same key works once the cart is fixed.
    await submit(body, 'kiosk-empty').expect(201);
  });

  it('order type chosen first sets the tax rate; the card terminal charges once per order', async () => {
    const line = [item(cat.products.pizza)];
    const takeaway = (await submit({ orderType: 'takeaway', payment: 'counter', items: line }, 'tax-t').expect(201))
      .body.data;
    const dineIn = (await submit({ orderType: 'dineIn', payment: 'card', items: line }, 'tax-d').expect(201)).body.data;
    const rates = (o: { taxes: Record<string, string> }) => Object.keys(o.taxes);
    expect(rates(takeaway)).toEqual(['10']);
    expect(rates(dineIn)).toEqual(['20']);
    expect(dineIn.payment).toEqual({ method: 'card', approved: true, reference: `DEV-kiosk-${dineIn.uid}` });
    const again = (await submit({ orderType: 'dineIn', payment: 'card', items: line }, 'tax-d').expect(201)).body.data;
    expect(again.payment).toEqual(dineIn.payment);
    const [order] = await t.ds.query(`SELECT "paymentMethod", "isDineIn" FROM "order" WHERE "uid" = $1`, [dineIn.uid]);
    expect(order).toEqual({ paymentMethod: 'atm-card', isDineIn: true });
  });

  it('exit PIN: set hashed in the back office on the kiosk device, checked by the kiosk, locked after 5 wrong', async () => {
    await request(t.http).post('/api/kiosk/exit').set(bearer()).send({ pin: '1234' }).expect(422);
    const format = await cat.admin.put(`/api/devices/${kiosk.id}`, { exitPin: '12' }).expect(422);
    expect(format.body.errors[0]).toMatchObject({ message: 'Die PIN besteht aus 4 bis 8 Ziffern.', field: 'exitPin' });
    const saved = await cat.admin.put(`/api/devices/${kiosk.id}`, { exitPin: '2468' }).expect(200);
    expect(saved.body.data.hasExitPin).toBe(true);
    expect(JSON.stringify(saved.body.data)).not.toContain('2468');
    const [row] = await t.ds.query(`SELECT "exitPinHash" FROM "device" WHERE "id" = $1`, [kiosk.id]);
    expect(row.exitPinHash).toMatch(/^scrypt\$/);

    await request(t.http).post('/api/kiosk/exit').set(bearer()).send({ pin: '2468' }).expect(204);
    for (let i = 0; i < 5; i++) {
      const wrong = await request(t.http).post('/api/kiosk/exit').set(bearer()).send({ pin: '0000' }).expect(403);
      expect(wrong.body.errors[0].message).toBe('PIN falsch.');
    }
    const locked = await request(t.http).post('/api/kiosk/exit').set(bearer()).send({ pin: '2468' }).expect(429);
    // The first delay (PIN_DELAY_SECONDS, 30 s by default) is announced in seconds.
    expect(locked.body.errors[0].message).toBe(KIOSK_TEXTS.exitPinLocked(Number(locked.headers['retry-after'])));
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(30);
  });
});
