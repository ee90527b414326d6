import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { type ProductionOrder, productionList, type StandingOrder } from './bake-list.js';
import {
  datesToMaterialise,
  pauseErrors,
  standingDeliveries,
  standingOrderDates,
  standingOrderErrors,
  standingPickupAt,
  STANDING_ORDER_TEXTS,
} from './standing-orders.js';

const TZ = 'Europe/Vienna';
const branch = { id: 'b1', name: 'Zentrale' };
const semmel = { id: 'p1', name: 'Kaisersemmel' };
// 2026-12-07 is a Monday.
const cafe: StandingOrder = {
  id: 's1',
  branch,
  weekdays: ['monday', 'wednesday', 'friday'],
  startDate: '2026-12-07',
  endDate: '2026-12-20',
  pausedDates: ['2026-12-09'],
  items: [{ product: semmel, amount: 40, unit: 'piece' }],
};
const cutoff = { daysBefore: 1, time: '20:00' };

describe('standingOrderDates', () => {
  it('lists the weekdays within the period, paused days left out', () => {
    expect(standingOrderDates(cafe, '2026-12-01', '2026-12-31')).toEqual([
      '2026-12-07',
      '2026-12-11',
      '2026-12-14',
      '2026-12-16',
      '2026-12-18',
    ]);
  });

  it('runs open-ended without an end date', () => {
    expect(standingOrderDates({ ...cafe, endDate: null, pausedDates: [] }, '2027-01-01', '2027-01-08')).toEqual([
      '2027-01-01',
      '2027-01-04',
      '2027-01-06',
      '2027-01-08',
    ]);
  });

  it('agrees with the bake list: a paused day bakes nothing, a due day bakes the lines', () => {
    const list = (date: string) => productionList({ date, tz: TZ, orders: [], standingOrders: [cafe] }).lines;
    expect(list('2026-12-09')).toEqual([]);
    expect(list('2026-12-11')[0]).toMatchObject({ product: semmel, quantity: '40' });
  });
});

describe('pauses', () => {
  const now = '2026-12-08T12:00:00Z'; // Tuesday noon: Wednesday's cut-off (Tuesday 20:00) is ahead.
  it('marks paused and locked deliveries', () => {
    const deliveries = standingDeliveries(cafe, '2026-12-07', cutoff, now, TZ, 7);
    expect(deliveries).toEqual([
      { date: '2026-12-07', paused: false, locked: true },
      { date: '2026-12-09', paused: true, locked: false },
      { date: '2026-12-11', paused: false, locked: false },
    ]);
  });

  it('a delivery day before its cut-off may be paused and unpaused', () => {
    expect(pauseErrors(cafe, ['2026-12-11'], cutoff, now, TZ)).toEqual([]);
  });

  it('refuses days without delivery and days past the cut-off, in German', () => {
    expect(pauseErrors(cafe, ['2026-12-09', '2026-12-10'], cutoff, now, TZ)).toEqual([
      { field: 'pausedDates', message: STANDING_ORDER_TEXTS.pauseOutside('10.12.2026') },
    ]);
    expect(pauseErrors(cafe, ['2026-12-07', '2026-12-09'], cutoff, now, TZ)).toEqual([
      { field: 'pausedDates', message: STANDING_ORDER_TEXTS.pauseLocked('07.12.2026') },
    ]);
    // Past Tuesday 20:00 Wednesday's pause stands.
    expect(pauseErrors(cafe, [], cutoff, '2026-12-08T19:30:00Z', TZ)[0]?.message).toBe(
      STANDING_ORDER_TEXTS.pauseLocked('09.12.2026'),
    );
  });
});

describe('standingOrderErrors', () => {
  it('needs a weekday, an item and an end not before the start', () => {
    expect(standingOrderErrors({ weekdays: [], startDate: '2026-12-07', endDate: '2026-12-01', items: [] })).toEqual([
      { field: 'weekdays', message: STANDING_ORDER_TEXTS.weekdays },
      { field: 'items', message: STANDING_ORDER_TEXTS.items },
      { field: 'endDate', message: STANDING_ORDER_TEXTS.endBeforeStart },
    ]);
    expect(standingOrderErrors(cafe)).toEqual([]);
  });
});

describe('materialisation', () => {
  it('places the days past their cut-off that are not over, with the default cut-off without one', () => {
    expect(datesToMaterialise(cutoff, '2026-12-08T19:00:00Z', TZ, '2026-12-08')).toEqual(['2026-12-08', '2026-12-09']);
    expect(datesToMaterialise(cutoff, '2026-12-08T18:00:00Z', TZ, '2026-12-08')).toEqual(['2026-12-08']);
    expect(datesToMaterialise(null, '2026-12-08T19:00:00Z', TZ, '2026-12-08')).toEqual(['2026-12-08', '2026-12-09']);
  });

  it('picks the first opening of the day as the pickup; closed days have none', () => {
    const hours = [
      { type: 'wednesday' as const, isClosed: false, from: '14:00', to: '18:00' },
      { type: 'wednesday' as const, isClosed: false, from: '06:30', to: '12:00' },
    ];
    expect(standingPickupAt(hours, '2026-12-09', TZ)?.toISOString()).toBe('2026-12-09T05:30:00.000Z');
    expect(standingPickupAt(hours, '2026-12-10', TZ)).toBeNull();
  });
});

describe('placing a standing order at the cut-off', () => {
  const branches = [branch, { id: 'b2', name: 'Urfahr' }];
  const products = [semmel, { id: 'p2', name: 'Bauernbrot' }];
  const standingArb = fc.record({
    id: fc.constantFrom('s1', 's2', 's3'),
    branch: fc.constantFrom(...branches),
    weekdays: fc.subarray(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const),
    startDate: fc.constantFrom('2026-12-01', '2026-12-07', '2026-12-10'),
    endDate: fc.constantFrom(null, '2026-12-08', '2026-12-31'),
    pausedDates: fc.subarray(['2026-12-07', '2026-12-08', '2026-12-09']),
    items: fc.array(
      fc.record({
        product: fc.constantFrom(...products),
        amount: fc.integer({ min: 1, max: 500 }).map(String),
        unit: fc.constantFrom('piece', 'kilogram'),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  });
  const orderOf = (s: StandingOrder, date: string, confirmed: boolean): ProductionOrder => ({
    id: `o-${s.id}`,
    branch: s.branch,
    appointmentDate: `${date}T06:00:00.000Z`,
    createdAt: `${date}T00:00:00.000Z`,
    isConfirmed: confirmed,
    standingOrderId: s.id,
    items: s.items,
  });

  it('never changes the bake list: the order counts in place of its standing order, once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(standingArb, { selector: (s) => s.id, maxLength: 3 }),
        fc.constantFrom('2026-12-07', '2026-12-08', '2026-12-09', '2026-12-12'),
        fc.boolean(),
        (standing, date, confirmed) => {
          const before = productionList({ date, tz: TZ, orders: [], standingOrders: standing });
          // What the cut-off job places: one order per standing order due that day (not paused).
          const placed = standing.filter((s) => standingOrderDates(s, date, date).length > 0);
          const orders = placed.map((s) => orderOf(s, date, confirmed));
          const after = productionList({ date, tz: TZ, orders, standingOrders: standing });
          expect(after).toEqual(before);
        },
      ),
    );
  });
});
