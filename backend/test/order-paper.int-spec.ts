import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { decodeQp, PrinterSink, SmtpSink, until } from './workers.sinks.js';

// Issue 39 item 6, end to end on real PostgreSQL: a placed order's receipt (printer), the shop's 'Neue
// Bestellung' mail and the customer's confirmation show every option and text, and the weight as '0,75 kg'.
describe('the whole order on paper and in mails', () => {
  let t: TestApp;
  let c: Catalogue;
  const printer = new PrinterSink();
  const smtp = new SmtpSink();
  const SHOP_MAIL = 'filiale@example.at';

  beforeAll(async () => {
    await Promise.all([printer.start(), smtp.start()]);
    t = await startTestApp({ SMTP_URL: smtp.url, JOB_BACKOFF_MS: '50', PUBLIC_URL: 'https://shop.example.at' });
    c = await createCatalogue(t);
    // Sold by the 5 dag, so 0.75 kg is a valid amount (the fixture's step is 0.1 kg).
    await c.admin
      .put(`/api/products/${c.products.cheese}`, { id: c.products.cheese, quantityStepSize: '0.05' })
      .expect(200);
    await t.ds.query(`UPDATE "branch" SET "printerAddress" = $1, "email" = $2 WHERE "id" = $3`, [
      printer.address,
      SHOP_MAIL,
      c.branch.id,
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([printer.stop(), smtp.stop()]);
  });

  it('prints and mails options, lettering and weight in German', async () => {
    const parts = [{ name: 'Groß' }, [{ name: 'Käse' }], 'Alles Gute\nzum Geburtstag'];
    const order = (
      await placeOrder(
        t,
        takeaway(c.branch.id, [
          item(c.products.menu, 1, { parts }),
          item(c.products.cheese, '0.75', { unit: 'kilogram' }),
        ]),
      ).expect(201)
    ).body.data as { uid: string; ticketNumber: number };
    const mailTo = (to: string) =>
      smtp.mails.find((m) => m.to.includes(to) && decodeQp(m.raw).includes(`Nr. ${order.ticketNumber}`));
    const receiptOf = () =>
      printer.receipts.map((r) => r.toString('latin1')).find((r) => r.includes(String(order.ticketNumber)));
    await until(
      () => !!receiptOf() && !!mailTo(SHOP_MAIL) && !!mailTo('maria@example.at'),
      30_000,
      'receipt and mails',
    );

    const receipt = receiptOf()!;
    for (const text of ['1 Stk. Menü', 'Größe: Groß', 'Extras: Käse', 'Wunsch: Alles Gute', 'zum Geburtstag']) {
      expect(receipt).toContain(text);
    }
    expect(receipt).toContain('0,75 kg Bergkäse');

    // SMTP carries CRLF line ends.
    const shop = decodeQp(mailTo(SHOP_MAIL)!.raw).replace(/\r\n/g, '\n');
    expect(shop).toContain(`Neue Bestellung Nr. ${order.ticketNumber} für Filiale rund-um-die-uhr`);
    expect(shop).toContain('1 Stk. Menü\n  Größe: Groß\n  Extras: Käse\n  Wunsch: Alles Gute\n    zum Geburtstag');
    expect(shop).toContain('0,75 kg Bergkäse');
    expect(shop).toContain('<p>1 Stk. Menü<br>Größe: Groß<br>Extras: Käse<br>Wunsch: Alles Gute<br>zum Geburtstag</p>');
    expect(shop).not.toMatch(/0\.75 x|× /);

    const customer = decodeQp(mailTo('maria@example.at')!.raw);
    expect(customer).toContain('Ihre Bestellung:');
    expect(customer).toContain('0,75 kg Bergkäse');
    expect(customer).toContain('Wunsch: Alles Gute');
  });
});
