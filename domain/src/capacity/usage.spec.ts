import { describe, expect, it } from '@jest/globals';
import { at, TZ } from '../opening-hours/test-helpers.js';
import { capRule } from './test-helpers.js';
import {
  type CapacityLine,
  capacityClaims,
  fits,
  isSlotFull,
  nextTimeWithRoom,
  NO_USAGE,
  orderNeed,
  remainingIn,
  type SlotClaim,
  slotKey,
  type SlotUsage,
} from './usage.js';

const line = (extra: Partial<CapacityLine> = {}): CapacityLine => ({
  amount: 1,
  unit: 'piece',
  categoryId: null,
  preparationMinutes: 0,
  ...extra,
});

describe('usage against caps', () => {
  it('counts pieces by amount, weighed lines as one, and preparation minutes per item', () => {
    expect(
      orderNeed([
        line({ amount: 3, preparationMinutes: 4 }),
        line({ amount: 0.5, unit: 'kilogram', preparationMinutes: 10 }),
      ]),
    ).toEqual({ orders: 1, items: 4, minutes: 22 });
  });

  it('reports what is left and whether an order still fits, per cap', () => {
    const rule = capRule({ maxOrders: 5, maxItems: 10, maxMinutes: null });
    const used: SlotUsage = { orders: 4, items: 8, minutes: 99 };
    expect(remainingIn(rule, used)).toEqual({ orders: 1, items: 2, minutes: null });
    expect(fits(rule, used, { orders: 1, items: 2, minutes: 500 })).toBe(true);
    expect(fits(rule, used, { orders: 1, items: 3, minutes: 0 })).toBe(false);
    expect(isSlotFull({ rule }, used)).toBe(false);
    expect(isSlotFull({ rule }, { ...used, orders: 5 })).toBe(true);
    expect(remainingIn(rule, { orders: 7, items: 0, minutes: 0 }).orders).toBe(0);
    expect(isSlotFull({ rule: capRule({ maxOrders: null, maxMinutes: 30 }) }, { ...NO_USAGE, minutes: 30 })).toBe(true);
  });

  it('claims the order slot and one slot per capped category in the cart', () => {
    const rules = [
      capRule({ id: 'orders', slotMinutes: 15, maxOrders: 10 }),
      capRule({ id: 'torten', categoryId: 'torten', slotMinutes: 60, maxItems: 12 }),
    ];
    const claims = capacityClaims(rules, 'takeaway', at('2026-11-30 09:20'), TZ, [
      line({ amount: 2, categoryId: 'torten', preparationMinutes: 30 }),
      line({ amount: 5, categoryId: 'brot' }),
    ]);
    expect(
      claims.map((c) => ({
        id: c.rule.id,
        cat: c.categoryId,
        start: c.slotStart,
        o: c.orders,
        i: c.items,
        m: c.minutes,
      })),
    ).toEqual([
      { id: 'orders', cat: null, start: at('2026-11-30 09:15'), o: 1, i: 7, m: 60 },
      { id: 'torten', cat: 'torten', start: at('2026-11-30 09:00'), o: 1, i: 2, m: 60 },
    ]);
    expect(capacityClaims([], 'takeaway', at('2026-11-30 09:20'), TZ, [line()])).toEqual([]);
  });
});

describe('ASAP: next slot with room', () => {
  const rules = [capRule({ from: '08:00', to: '12:00', slotMinutes: 30, maxOrders: 2 })];
  const limit = at('2026-12-01 00:00');
  const usage = (full: string[]) => (claim: SlotClaim) =>
    full.includes(slotKey('takeaway', claim.categoryId, claim.slotStart)) ? { ...NO_USAGE, orders: 2 } : NO_USAGE;
  const key = (local: string) => slotKey('takeaway', null, at(local));

  it('keeps the earliest time when its slot has room', () => {
    const found = nextTimeWithRoom(rules, 'takeaway', at('2026-11-30 08:40'), TZ, [line()], usage([]), limit);
    expect(found).toEqual(at('2026-11-30 08:40'));
  });

  it('moves to the start of the next slot with room, skipping full ones', () => {
    const full = usage([key('2026-11-30 08:30'), key('2026-11-30 09:00')]);
    expect(nextTimeWithRoom(rules, 'takeaway', at('2026-11-30 08:40'), TZ, [line()], full, limit)).toEqual(
      at('2026-11-30 09:30'),
    );
  });

  it('leaves the capped window when all of it is full (no rule, no cap) and gives up at the limit', () => {
    const all = ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((t) =>
      key(`2026-11-30 ${t}`),
    );
    expect(nextTimeWithRoom(rules, 'takeaway', at('2026-11-30 08:40'), TZ, [line()], usage(all), limit)).toEqual(
      at('2026-11-30 12:00'),
    );
    expect(
      nextTimeWithRoom(rules, 'takeaway', at('2026-11-30 08:40'), TZ, [line()], usage(all), at('2026-11-30 11:00')),
    ).toBeNull();
  });

  it('needs room in the category slot too', () => {
    const withTorten = [...rules, capRule({ id: 't', categoryId: 'torten', slotMinutes: 60, maxItems: 12 })];
    const tortenFull = (claim: SlotClaim) =>
      claim.categoryId === 'torten' && claim.slotStart.getTime() === at('2026-11-30 08:00').getTime()
        ? { orders: 3, items: 12, minutes: 0 }
        : NO_USAGE;
    const cake = [line({ categoryId: 'torten' })];
    expect(nextTimeWithRoom(withTorten, 'takeaway', at('2026-11-30 08:10'), TZ, cake, tortenFull, limit)).toEqual(
      at('2026-11-30 09:00'),
    );
    expect(nextTimeWithRoom(withTorten, 'takeaway', at('2026-11-30 08:10'), TZ, [line()], tortenFull, limit)).toEqual(
      at('2026-11-30 08:10'),
    );
  });
});
