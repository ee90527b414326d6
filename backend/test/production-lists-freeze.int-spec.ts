import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { addDays, DEFAULT_TIMEZONE, formatDate, zonedInstant, zonedParts } from '@bestell/domain';
import { ProductionLists } from '../src/production/index.js';
import { bootApp, startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { PrinterSink, until } from './workers.sinks.js';

// Issue 42 item 2: the bake list freezes at the branch's cut-off and is printed once (also when two callers
// freeze at the same moment); later orders and cancellations are signed deltas, the frozen figure stays,
// and each minute with changes prints one delta slip at the branch's printer (a TCP printer fake here).
// Two API instances share the database: both run the cut-off job at once, orders arrive through either.
const TZ = DEFAULT_TIMEZONE;

describe('bake list frozen at the cut-off, with deltas', () => {
  let t: TestApp;
  let c: Catalogue;
  let lists: ProductionLists;
  let other: INestApplication;
  let otherLists: ProductionLists;
  const printer = new PrinterSink();
  const day = (offset: number) => addDays(zonedParts(new Date(), TZ).date, offset);
  const date = day(2);
  const place = async (amount: number, via: 'first' | 'second' = 'first') => {
    const res = await placeOrder(
      via === 'first' ? t : { ...t, http: other.getHttpServer() },
      takeaway(c.branch.id, [item(c.products.pizza, amount)], {
        appointmentDate: zonedInstant(date, '09:00', TZ).toISOString(),
      }),
    );
    expect(res.status).toBe(201);
    await c.admin.post(`/api/orders/${res.body.data.id}/status/confirm`).expect(200);
    return res.body.data.id as string;
  };
  const slips = (title: string) =>
    printer.receipts
      .map((r) => r.toString('latin1'))
      .filter((text) => text.includes(title) && text.includes(formatDate(date)));
  const list = async (branch?: string) =>
    (await c.admin.get(`/api/production-lists?date=${date}${branch ? `&branch=${branch}` : ''}`).expect(200)).body.data;
  const pizza = (lines: { product: { name: string }; quantity: string }[]) =>
    lines.find((l) => l.product.name === 'Pizza')?.quantity;

  beforeAll(async () => {
    await printer.start();
    t = await startTestApp({ JOB_BACKOFF_MS: '50' });
    c = await createCatalogue(t);
    lists = t.app.get(ProductionLists);
    other = await bootApp(t.databaseUrl, { SEED_DEMO: 'false', JOB_BACKOFF_MS: '50' });
    otherLists = other.get(ProductionLists);
    await c.admin.put(`/api/branches/${c.branch.id}/printer`, { printerAddress: printer.address }).expect(200);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await printer.stop();
  });

  it('refuses a malformed cut-off in German on its field', async () => {
    const res = await c.admin
      .put(`/api/branches/${c.branch.id}`, { productionCutoff: { daysBefore: 9, time: '25:00' } })
      .expect(422);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining([expect.stringMatching(/productionCutoff/)]));
    for (const e of res.body.errors) expect(e.message).toMatch(/[a-zäöü]/);
  });

  it('freezes once at the cut-off (two callers at once), keeps the frozen figure and prints the deltas', async () => {
    // Before the cut-off: 2 + 3 pizzas, live.
    await place(2);
    const cancelled = await place(3, 'second');
    expect((await list()).frozenAt).toBeNull();

    // The cut-off (3 days before, 00:00) has passed: the minute job of both instances and two readers freeze
    // at the same moment.
    const set = await c.admin
      .put(`/api/branches/${c.branch.id}`, { productionCutoff: { daysBefore: 3, time: '00:00' } })
      .expect(200);
    expect(set.body.data.productionCutoff).toEqual({ daysBefore: 3, time: '00:00' });
    const [, , first, second] = await Promise.all([lists.run(), otherLists.run(), list(), list(c.branch.id)]);
    expect(first.frozenAt).not.toBeNull();
    expect(second.frozenAt).toBe(first.frozenAt);
    const rows = await t.ds.query(
      `SELECT f."id", (SELECT count(*)::int FROM "production_slip" s WHERE s."freezeId" = f."id") AS "slips"
         FROM "production_freeze" f WHERE f."date" = $1 AND f."branchId" = $2`,
      [date, c.branch.id],
    );
    expect(rows).toEqual([{ id: expect.any(String), slips: 1 }]);
    await until(() => slips('Backzettel').length === 1, 30_000, 'the frozen list at the printer');
    expect(slips('Backzettel')[0]).toContain('5 Stk. Pizza');
    expect(first.frozen).toEqual([{ branch: { id: c.branch.id, name: expect.any(String) }, frozenAt: first.frozenAt }]);
    expect(pizza(first.lines)).toBe('5');
    expect(first.deltas).toEqual([]);
    const since = zonedParts(first.frozenAt, TZ).time;

    // After the cut-off: a new order (through the other instance) is a delta, the frozen figure stays.
    await place(4, 'second');
    const after = await list();
    expect(pizza(after.lines)).toBe('5');
    expect(after.deltas).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ name: 'Pizza' }),
        quantity: '4',
        byBranch: [{ branch: { id: c.branch.id, name: expect.any(String) }, quantity: '4' }],
        text: `+4 Pizza seit ${since}`,
      }),
    ]);
    expect(pizza((await list(c.branch.id)).lines)).toBe('5');

    // The minute job prints one delta slip, also when both instances run it at once; then nothing is new.
    const runs = await Promise.all([lists.run(), otherLists.run()]);
    expect(runs.map((r) => r.slips).sort()).toEqual([0, 1]);
    expect(await lists.run()).toEqual({ frozen: 0, slips: 0 });
    await until(() => slips('Nachtrag').length === 1, 30_000, 'the delta slip at the printer');
    expect(slips('Nachtrag')[0]).toContain('+4 Pizza');

    // A cancellation after the cut-off: -3 on the next slip, with the total since the freeze.
    await c.admin.post(`/api/orders/${cancelled}/status/cancel`).expect(200);
    const later = await list();
    expect(pizza(later.lines)).toBe('5');
    expect(later.deltas.map((d: { text: string }) => d.text)).toEqual([`+1 Pizza seit ${since}`]);
    expect((await lists.run()).slips).toBe(1);
    await until(() => slips('Nachtrag').length === 2, 30_000, 'the second delta slip');
    expect(slips('Nachtrag')[1]).toContain('-3 Pizza');
    expect(slips('Nachtrag')[1]).toContain(`Gesamt seit ${since}`);
    expect(slips('Nachtrag')[1]).toContain('+1 Pizza');
    // Exactly once: one print per slip, none repeated.
    expect(slips('Backzettel')).toHaveLength(1);
  });
});
