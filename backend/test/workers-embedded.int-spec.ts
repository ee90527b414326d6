import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessJobRunner } from '../src/jobs/in-process-runner.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { decodeQp, outboxPublished, PrinterSink, SmtpSink, until } from './workers.sinks.js';

// Issue 6 without REDIS_URL: the same processors run in the API process (InProcessJobRunner), with
// retries, the effect ledger and the same sinks; status changes mail the customer.
describe('workers in-process (no Redis)', () => {
  let t: TestApp;
  let c: Catalogue;
  const printer = new PrinterSink();
  const smtp = new SmtpSink();

  beforeAll(async () => {
    await Promise.all([printer.start(), smtp.start()]);
    t = await startTestApp({ SMTP_URL: smtp.url, JOB_BACKOFF_MS: '50', PUBLIC_URL: 'https://shop.example.at' });
    c = await createCatalogue(t);
    await t.ds.query(`UPDATE "branch" SET "printerAddress" = $1 WHERE "id" = $2`, [printer.address, c.branch.id]);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([printer.stop(), smtp.stop()]);
  });

  it('prints and mails in-process, retrying an unreachable printer', async () => {
    expect(t.app.get(InProcessJobRunner)).toBeDefined();
    printer.refuse = 1;
    const order = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await until(() => printer.receipts.length === 1 && smtp.mails.length === 1);
    expect([...printer.receipts[0]!.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(decodeQp(smtp.mails[0]!.raw)).toContain(`https://shop.example.at/status/${order.uid}/${order.hash}`);

    await c.admin.post(`/api/orders/${order.id}/status/confirm`).expect(200);
    await until(() => smtp.mails.length >= 2);
    // Positive signals instead of a pause: the order's outbox rows are published, its receipt and both
    // mails are recorded done, then a later order's receipt and mail arrive (jobs run in publish order).
    // A duplicate of the first order's mail or receipt would have come before them.
    await outboxPublished(t.ds, [order.id]);
    await until(async () => {
      const effects = (await t.ds.query(
        `SELECT "kind", "state" FROM "sent_effect" WHERE "orderId" = $1 AND ("kind" = 'print' OR "kind" LIKE 'email:%')`,
        [order.id],
      )) as { kind: string; state: string }[];
      return effects.length === 3 && effects.every((e) => e.state === 'done');
    });
    const later = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza)])).expect(201)).body.data;
    await until(
      () => smtp.mails.some((m) => decodeQp(m.raw).includes(`/status/${later.uid}/`)) && printer.receipts.length >= 2,
    );
    const confirmed = decodeQp(smtp.mails[1]!.raw);
    expect(smtp.mails).toHaveLength(3);
    expect(confirmed).toContain(`Ihre Bestellung Nr. ${order.ticketNumber} best`);
    expect(confirmed).toContain('hat Ihre Bestellung');
    expect(confirmed).toContain('bestätigt');
    expect(printer.receipts).toHaveLength(2);
  });
});
