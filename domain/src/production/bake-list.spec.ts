// Issue 42 item 1 "Must show": the bake list equals the sum of the packing lists equals the sum of the order
// lines, per branch and day, in pieces and kilograms (a fast-check property), plus the counting rules.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { dec } from '../decimal.js';
import { weekdayOf, zonedInstant } from '../opening-hours/zoned-time.js';
import {
  isProduced,
  productionDate,
  packingList,
  productionList,
  productionQuantity,
  type ParLevel,
  type ProductionItem,
  type ProductionOrder,
  type StandingOrder,
} from './bake-list.js';
import { applyDeltas, combineLines, linesOfBranches, productionDeltas } from './freeze.js';

const TZ = 'Europe/Berlin';
const DATE = '2026-12-05';
const WIEN = { id: 'b-wien', name: 'Wien' };
const GRAZ = { id: 'b-graz', name: 'Graz' };
const ROLL = { id: 'p-roll', name: 'Kaisersemmel' };
const BREAD = { id: 'p-bread', name: 'Bauernbrot', calculationModel: 'approximate' as const };
const CAKE = {
  id: 'p-cake',
  name: 'Geburtstagstorte',
  config: {
    parts: [
      { name: 'Größe', type: 'select' },
      { name: 'Aufschrift', type: 'text' },
    ],
  },
};

const at = (date: string, time: string) => zonedInstant(date, time, TZ).toISOString();
const order = (patch: Partial<ProductionOrder> & Pick<ProductionOrder, 'items'>): ProductionOrder => ({
  id: Math.random().toString(36),
  branch: WIEN,
  isConfirmed: true,
  paymentMethod: 'cash',
  appointmentDate: at(DATE, '07:00'),
  createdAt: at('2026-12-04', '18:00'),
  ...patch,
});
const line = (product: ProductionItem['product'], amount: string, unit = 'piece', parts?: ProductionItem['parts']) => ({
  product,
  amount,
  unit,
  parts,
});

describe('which orders are baked', () => {
  it.each<[string, Partial<ProductionOrder>, boolean, boolean]>([
    ['confirmed', {}, true, true],
    ['awaiting confirmation', { isConfirmed: false }, false, true],
    ['rejected', { isRejected: true }, false, false],
    ['cancelled', { isCanceled: true }, false, false],
    ['test order', { isTest: true }, false, false],
    ['unpaid online order', { isConfirmed: false, paymentMethod: 'mollie', isPaid: false }, false, false],
    ['completed', { isCompleted: true }, true, true],
  ])('%s: counted %s, %s where the branch counts unconfirmed', (_name, patch, plain, counting) => {
    const o = order({ items: [], ...patch });
    expect(isProduced(o)).toBe(plain);
    expect(isProduced(o, new Set([WIEN.id]))).toBe(counting);
  });

  it('bakes on the appointment day, else on the day the order was placed (in the shop zone)', () => {
    expect(productionDate({ appointmentDate: at(DATE, '00:30'), createdAt: at('2026-12-01', '10:00') }, TZ)).toBe(DATE);
    expect(productionDate({ appointmentDate: null, createdAt: at('2026-12-04', '23:30') }, TZ)).toBe('2026-12-04');
  });
});

describe('the bake list of a day', () => {
  it('sums per product and size, splits by branch, counts weights in kilograms with ca.', () => {
    const list = productionList({
      date: DATE,
      tz: TZ,
      orders: [
        order({ items: [line(ROLL, '20'), line(BREAD, '0.75', 'kilogram')] }),
        order({ branch: GRAZ, items: [line(ROLL, '6'), line(BREAD, '50', 'decagram')] }),
        order({
          items: [
            line(CAKE, '1', 'piece', [{ name: 'Groß (26 cm)', value: '45', modifier: 'overwrite' }, 'Alles Gute']),
          ],
        }),
        order({
          items: [line(CAKE, '1', 'piece', [{ name: 'Klein (18 cm)', value: '32', modifier: 'overwrite' }, 'Toni'])],
        }),
        order({
          items: [line(CAKE, '2', 'piece', [{ name: 'Groß (26 cm)', value: '45', modifier: 'overwrite' }, ''])],
        }),
        // Another day, a rejected and a test order: not on this list.
        order({ appointmentDate: at('2026-12-06', '07:00'), items: [line(ROLL, '100')] }),
        order({ isRejected: true, items: [line(ROLL, '100')] }),
        order({ isTest: true, items: [line(ROLL, '100')] }),
      ],
    });
    expect(list.lines).toEqual([
      {
        product: { id: BREAD.id, name: 'Bauernbrot' },
        option: null,
        unit: 'kilogram',
        quantity: '1.25',
        approximate: true,
        byBranch: [
          { branch: GRAZ, quantity: '0.5' },
          { branch: WIEN, quantity: '0.75' },
        ],
      },
      {
        product: { id: CAKE.id, name: CAKE.name },
        option: 'Groß (26 cm)',
        unit: 'piece',
        quantity: '3',
        approximate: false,
        byBranch: [{ branch: WIEN, quantity: '3' }],
      },
      {
        product: { id: CAKE.id, name: CAKE.name },
        option: 'Klein (18 cm)',
        unit: 'piece',
        quantity: '1',
        approximate: false,
        byBranch: [{ branch: WIEN, quantity: '1' }],
      },
      {
        product: ROLL,
        option: null,
        unit: 'piece',
        quantity: '26',
        approximate: false,
        byBranch: [
          { branch: GRAZ, quantity: '6' },
          { branch: WIEN, quantity: '20' },
        ],
      },
    ]);
    expect(packingList(list, GRAZ.id).lines.map((l) => [l.product.name, l.quantity])).toEqual([
      ['Bauernbrot', '0.5'],
      ['Kaisersemmel', '6'],
    ]);
  });

  it('adds standing orders due that day (once: not when already materialised) and par levels', () => {
    const cafe: StandingOrder = {
      id: 's-cafe',
      branch: WIEN,
      weekdays: [weekdayOf(DATE)],
      startDate: '2026-11-01',
      endDate: null,
      items: [line(ROLL, '40')],
    };
    const paused = { ...cafe, id: 's-hotel', pausedDates: [DATE] };
    const par: ParLevel = { branch: GRAZ, product: ROLL, weekday: weekdayOf(DATE), quantity: '30', unit: 'piece' };
    const base = { date: DATE, tz: TZ, standingOrders: [cafe, paused], parLevels: [par] };
    const roll = (orders: ProductionOrder[]) => productionList({ ...base, orders }).lines[0]!;
    expect(roll([]).quantity).toBe('70');
    // The café's order of that day exists: its standing order is not counted a second time.
    expect(roll([order({ standingOrderId: 's-cafe', items: [line(ROLL, '40')] })]).quantity).toBe('70');
  });
});

describe('property: bake list = sum of packing lists = sum of the order lines (issue 42 "Must show")', () => {
  const branches = [WIEN, GRAZ, { id: 'b-linz', name: 'Linz' }];
  const products = [ROLL, BREAD, CAKE];
  const units = ['piece', 'kilogram', 'gram', 'decagram'] as const;
  const day = fc.constantFrom('2026-12-04', DATE, '2026-12-06');
  const item = fc.record({
    product: fc.constantFrom(...products),
    amount: fc.integer({ min: 1, max: 5000 }).map((n) => (n / 100).toFixed(2)),
    unit: fc.constantFrom(...units),
    size: fc.constantFrom('Klein (18 cm)', 'Groß (26 cm)', null),
  });
  const orderArb = fc.record({
    branch: fc.constantFrom(...branches),
    day,
    time: fc.constantFrom('00:10', '06:30', '23:50'),
    status: fc.constantFrom('confirmed', 'waiting', 'rejected', 'cancelled', 'test'),
    standing: fc.constantFrom(null, 's-1'),
    items: fc.array(item, { minLength: 1, maxLength: 4 }),
  });
  const standingArb = fc.record({
    branch: fc.constantFrom(...branches),
    weekdays: fc.subarray(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const),
    items: fc.array(item, { minLength: 1, maxLength: 3 }),
    paused: fc.boolean(),
  });

  const toItem = (i: {
    product: (typeof products)[number];
    amount: string;
    unit: string;
    size: string | null;
  }): ProductionItem => ({
    product: i.product,
    amount: i.amount,
    unit: i.unit,
    parts: i.product === CAKE && i.size ? [{ name: i.size, value: '0', modifier: 'add' }, 'Text'] : [],
  });

  it('holds for random orders, options, weights, standing orders and par levels', () => {
    fc.assert(
      fc.property(
        fc.array(orderArb, { maxLength: 25 }),
        fc.array(standingArb, { maxLength: 3 }),
        fc.array(
          fc.record({
            branch: fc.constantFrom(...branches),
            product: fc.constantFrom(ROLL, BREAD),
            quantity: fc.integer({ min: 0, max: 50 }),
          }),
          { maxLength: 4 },
        ),
        fc.boolean(),
        (rawOrders, rawStanding, rawPar, countWaiting) => {
          const orders = rawOrders.map((o, index) =>
            order({
              id: `o${index}`,
              branch: o.branch,
              appointmentDate: at(o.day, o.time),
              isConfirmed: o.status !== 'waiting',
              isRejected: o.status === 'rejected',
              isCanceled: o.status === 'cancelled',
              isTest: o.status === 'test',
              standingOrderId: o.standing,
              items: o.items.map(toItem),
            }),
          );
          const standingOrders = rawStanding.map((s, index) => ({
            id: `s-${index}`,
            branch: s.branch,
            weekdays: s.weekdays,
            startDate: '2026-12-01',
            pausedDates: s.paused ? [DATE] : [],
            items: s.items.map(toItem),
          }));
          const parLevels = rawPar.map((p) => ({ ...p, weekday: weekdayOf(DATE), unit: 'piece' }));
          const countsUnconfirmed = new Set(countWaiting ? [WIEN.id] : []);
          const list = productionList({ date: DATE, tz: TZ, orders, standingOrders, parLevels, countsUnconfirmed });

          // Independent expectation: per (product, unit kind, branch), summed straight from the inputs.
          const expected = new Map<string, ReturnType<typeof dec>>();
          const add = (branch: string, item: ProductionItem) => {
            const { unit, quantity } = productionQuantity(item.amount, item.unit);
            const key = `${item.product.id}|${unit}|${branch}`;
            expected.set(key, (expected.get(key) ?? dec(0)).plus(quantity));
          };
          const counted = orders.filter((o) => productionDate(o, TZ) === DATE && isProduced(o, countsUnconfirmed));
          counted.forEach((o) => o.items.forEach((i) => add(o.branch.id, i)));
          const done = new Set(counted.flatMap((o) => (o.standingOrderId ? [o.standingOrderId] : [])));
          standingOrders
            .filter((s) => s.weekdays.includes(weekdayOf(DATE)) && !s.pausedDates.includes(DATE) && !done.has(s.id))
            .forEach((s) => s.items.forEach((i) => add(s.branch.id, i)));
          parLevels.forEach((p) => add(p.branch.id, { product: p.product, amount: String(p.quantity), unit: 'piece' }));

          const actual = new Map<string, ReturnType<typeof dec>>();
          for (const l of list.lines) {
            // bake list line = sum of its packing-list shares
            expect(l.byBranch.reduce((sum, b) => sum.plus(b.quantity), dec(0)).eq(l.quantity)).toBe(true);
            for (const b of l.byBranch) {
              const key = `${l.product.id}|${l.unit}|${b.branch.id}`;
              actual.set(key, (actual.get(key) ?? dec(0)).plus(b.quantity));
              // each branch's packing list carries exactly that share
              const packed = packingList(list, b.branch.id).lines.find(
                (p) => p.product.id === l.product.id && p.option === l.option && p.unit === l.unit,
              );
              expect(packed?.quantity).toBe(b.quantity);
            }
          }
          const nonZero = (m: Map<string, ReturnType<typeof dec>>) =>
            Object.fromEntries(
              [...m]
                .filter(([, v]) => !v.isZero())
                .map(([k, v]) => [k, v.toString()])
                .sort(),
            );
          expect(nonZero(actual)).toEqual(nonZero(expected));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('property: frozen figure + deltas = live figure (issue 42 item 2 "Must show")', () => {
  const branches = [WIEN, GRAZ, { id: 'b-linz', name: 'Linz' }];
  const orderArb = fc.record({
    branch: fc.constantFrom(...branches),
    product: fc.constantFrom(ROLL, BREAD, CAKE),
    amount: fc.integer({ min: 1, max: 3000 }).map((n) => (n / 100).toFixed(2)),
    unit: fc.constantFrom('piece', 'kilogram', 'gram', 'decagram'),
    size: fc.constantFrom('Klein (18 cm)', 'Groß (26 cm)'),
    /** What happens after the cut-off: nothing, cancelled, amount changed, placed only after it. */
    later: fc.constantFrom('kept', 'cancelled', 'edited', 'new'),
    edit: fc.integer({ min: 1, max: 3000 }).map((n) => (n / 100).toFixed(2)),
  });
  // Per (product, option, unit, branch): the sum of a list's shares.
  const perBranch = (
    lines: readonly {
      product: { id: string };
      option: string | null;
      unit: string;
      byBranch: { branch: { id: string }; quantity: string }[];
    }[],
  ) => {
    const sums = new Map<string, ReturnType<typeof dec>>();
    for (const l of lines)
      for (const b of l.byBranch) {
        const key = `${l.product.id}|${l.option ?? ''}|${l.unit}|${b.branch.id}`;
        sums.set(key, (sums.get(key) ?? dec(0)).plus(b.quantity));
      }
    return Object.fromEntries(
      [...sums]
        .filter(([, v]) => !v.isZero())
        .map(([k, v]) => [k, v.toString()])
        .sort(),
    );
  };

  it('holds per branch and product, in pieces and kilograms, for the whole list and each frozen branch', () => {
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 25 }), fc.subarray(branches.map((b) => b.id)), (raw, frozenIds) => {
        const item = (o: (typeof raw)[number], amount: string): ProductionItem => ({
          product: o.product,
          amount,
          unit: o.unit,
          parts: o.product === CAKE ? [{ name: o.size, value: '0', modifier: 'add' }, 'Text'] : [],
        });
        const atCutoff = raw
          .filter((o) => o.later !== 'new')
          .map((o, i) => order({ id: `o${i}`, branch: o.branch, items: [item(o, o.amount)] }));
        const now = raw.flatMap((o, i) =>
          o.later === 'cancelled'
            ? []
            : [order({ id: `n${i}`, branch: o.branch, items: [item(o, o.later === 'edited' ? o.edit : o.amount)] })],
        );
        const frozen = productionList({ date: DATE, tz: TZ, orders: atCutoff }).lines;
        const live = productionList({ date: DATE, tz: TZ, orders: now }).lines;

        // The whole list: frozen + deltas = live, and the deltas' totals are the sums of their branch parts.
        const deltas = productionDeltas(frozen, live, '20:00');
        expect(perBranch(applyDeltas(frozen, deltas))).toEqual(perBranch(live));
        expect(perBranch([...frozen, ...deltas])).toEqual(perBranch(live));
        for (const d of deltas) {
          expect(d.byBranch.reduce((sum, b) => sum.plus(b.quantity), dec(0)).eq(d.quantity)).toBe(true);
          expect(d.text).toMatch(/^[+-]/);
        }

        // As the API answers it: frozen branches show their frozen figure and deltas, the others live.
        const ids = new Set(frozenIds);
        const others = new Set(branches.map((b) => b.id).filter((id) => !ids.has(id)));
        const shown = combineLines(linesOfBranches(frozen, ids), linesOfBranches(live, others));
        const shownDeltas = productionDeltas(linesOfBranches(frozen, ids), linesOfBranches(live, ids), '20:00');
        expect(perBranch([...shown, ...shownDeltas])).toEqual(perBranch(live));
        expect(shownDeltas.every((d) => d.byBranch.every((b) => ids.has(b.branch.id)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
