import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, CHECKOUT_TEXTS, weekdayOf, zonedInstant, zonedParts } from '@bestell/domain';
import { publicHolidays } from '@bestell/domain/public-holidays';
import { startTestApp, type TestApp } from './harness.js';
import { type Catalogue, counts, createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';

// Issue 39 item 3: a 'Geschlossen' rule needs no times, and 'Feiertage geschlossen' (the staff module's
// holiday data) closes the branch for checkout as well.
describe('branch hours: closed rules without times and public holidays', () => {
  let t: TestApp;
  let c: Catalogue;
  const TZ = 'Europe/Vienna';
  const today = zonedParts(new Date(), TZ).date;
  const year = Number(today.slice(0, 4));
  // The next Viennese public holiday on a weekday, at least two days ahead (the appointment must be ahead).
  const holiday = [...publicHolidays('AT', '9', year), ...publicHolidays('AT', '9', year + 1)]
    .map((h) => h.date)
    .find((date) => date >= addDays(today, 2) && !['saturday', 'sunday'].includes(weekdayOf(date)))!;
  // A working day that is no holiday, the day after (or the one after that).
  const workday = [1, 2, 3, 4, 5, 6, 7]
    .map((n) => addDays(holiday, n))
    .find(
      (date) =>
        !['saturday', 'sunday'].includes(weekdayOf(date)) &&
        !publicHolidays('AT', '9', Number(date.slice(0, 4))).some((h) => h.date === date),
    )!;
  const hours = [
    { type: 'daily', isClosed: false, from: '08:00', to: '18:00' },
    { type: 'sunday', isClosed: true },
    { type: 'holidays', country: 'AT', state: '9', isClosed: true },
  ];

  beforeAll(async () => {
    t = await startTestApp();
    c = await createCatalogue(t, 'feiertage');
  });
  afterAll(() => t.close());

  it('accepts a closed rule without times and answers the holiday dates of the holiday rule', async () => {
    const res = await c.admin.put(`/api/branches/${c.hoursBranch.id}`, { openingHours: hours }).expect(200);
    const rules = res.body.data.openingHours;
    expect(rules[1]).toMatchObject({ type: 'sunday', isClosed: true, from: '', to: '' });
    expect(rules[2]).toMatchObject({ type: 'holidays', country: 'AT', state: '9', isClosed: true });
    expect(rules[2].dates).toContain(holiday);
    const [row] = await t.ds.query(`SELECT "openingHours" FROM "branch" WHERE "id" = $1`, [c.hoursBranch.id]);
    // The dates are derived on reading, never stored.
    expect(row.openingHours[2]).toEqual({
      type: 'holidays',
      country: 'AT',
      state: '9',
      isClosed: true,
      from: '',
      to: '',
    });
  });

  it('still requires times of an open rule', async () => {
    const res = await c.admin
      .put(`/api/branches/${c.hoursBranch.id}`, { openingHours: [{ type: 'monday', isClosed: false }] })
      .expect(422);
    expect(res.body.errors).toContainEqual({
      field: 'openingHours.0.from',
      message: 'Dieser Wert sollte nicht leer sein.',
    });
  });

  it('refuses a pickup time on a public holiday and takes one on the next working day', async () => {
    await c.admin.put(`/api/branches/${c.hoursBranch.id}`, { openingHours: hours }).expect(200);
    const at = (date: string) => zonedInstant(date, '10:00', TZ).toISOString();
    const before = await counts(t);
    const refused = await placeOrder(
      t,
      takeaway(c.hoursBranch.id, [item(c.products.pizza)], { appointmentDate: at(holiday) }),
    ).expect(422);
    // A day without opening hours has no slots: the spec's message for a closed day.
    expect(refused.body.errors).toContainEqual({ field: 'appointmentDate', message: CHECKOUT_TEXTS.noSlotsOnDay });
    expect(await counts(t)).toEqual(before);
    await placeOrder(t, takeaway(c.hoursBranch.id, [item(c.products.pizza)], { appointmentDate: at(workday) })).expect(
      201,
    );
  });
});
