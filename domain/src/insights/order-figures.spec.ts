import { describe, expect, it } from '@jest/globals';
import {
  bucketStart,
  countsAsRevenue,
  groupOrders,
  type OrderFact,
  orderDay,
  orderFigures,
  previousPeriod,
  weekStart,
} from './order-figures.js';

const flags = { isCompleted: false, isCanceled: false, isRejected: false, isRefunded: false };
const order = (createdAt: string, gross: string, f: Partial<typeof flags> = {}): OrderFact => ({
  ...flags,
  ...f,
  createdAt,
  gross,
});

describe('order day and weeks in the branch time zone', () => {
  it.each([
    ['2026-03-08T22:59:00Z', '2026-03-08'],
    ['2026-03-08T23:30:00Z', '2026-03-09'], // Sunday in UTC, Monday 00:30 in Vienna
    ['2026-07-14T22:30:00Z', '2026-07-15'], // summer time: UTC+2
    ['2026-07-14T21:59:00Z', '2026-07-14'],
  ])('%s is placed on %s', (at, day) => {
    expect(orderDay(at, 'Europe/Vienna')).toBe(day);
  });

  it.each([
    ['2026-03-02', '2026-03-02'], // Monday
    ['2026-03-04', '2026-03-02'],
    ['2026-03-08', '2026-03-02'], // Sunday closes the week
    ['2026-03-09', '2026-03-09'],
    ['2026-01-01', '2025-12-29'], // across the year
  ])('the week of %s starts on Monday %s', (day, monday) => {
    expect(weekStart(day)).toBe(monday);
    expect(bucketStart(day, 'week')).toBe(monday);
  });

  it('months and days bucket as expected', () => {
    expect(bucketStart('2026-03-31', 'month')).toBe('2026-03-01');
    expect(bucketStart('2026-03-31', 'day')).toBe('2026-03-31');
  });

  it('the previous period has the same length and ends the day before', () => {
    expect(previousPeriod('2026-03-09', '2026-03-15')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(previousPeriod('2026-03-09', '2026-03-09')).toEqual({ from: '2026-03-08', to: '2026-03-08' });
  });
});

describe('revenue rules', () => {
  it.each([
    [{ isCompleted: true }, true],
    [{}, false],
    [{ isCompleted: true, isCanceled: true }, false],
    [{ isCompleted: true, isRejected: true }, false],
    [{ isCompleted: true, isRefunded: true }, true],
  ])('%j counts as revenue: %s', (f, expected) => {
    expect(countsAsRevenue({ ...flags, ...f })).toBe(expected);
  });

  // Times are Vienna (UTC+1 in March). The refund of D went back on 10 March; it belongs to 3 March.
  const orders = [
    order('2026-03-02T09:00:00Z', '10.00', { isCompleted: true }), // A
    order('2026-03-02T10:00:00Z', '5.00'), // B still open
    order('2026-03-02T11:00:00Z', '7.00', { isCanceled: true }), // C
    order('2026-03-02T23:30:00Z', '20.00', { isCompleted: true, isRefunded: true }), // D: 3 March 00:30
    order('2026-03-03T12:00:00Z', '30.00', { isCompleted: true }), // E
    order('2026-03-03T13:00:00Z', '8.00', { isCanceled: true, isRefunded: true }), // F paid, cancelled
    order('2026-03-04T08:00:00Z', '4.00', { isRejected: true }), // G
  ];

  it('counts completed orders only and books a refund on the order day', () => {
    const { series, total } = orderFigures(groupOrders(orders), '2026-03-02', '2026-03-05');
    expect(
      series.map((d) => [
        d.day,
        d.orders,
        d.completed,
        d.canceled,
        d.canceledGross,
        d.revenue,
        d.refunds,
        d.net,
        d.averageOrderValue,
      ]),
    ).toEqual([
      ['2026-03-02', 3, 1, 1, '7.00', '10.00', '0.00', '10.00', '10.00'],
      ['2026-03-03', 3, 2, 1, '8.00', '50.00', '20.00', '30.00', '30.00'],
      ['2026-03-04', 1, 0, 1, '4.00', '0.00', '0.00', '0.00', '0.00'],
      ['2026-03-05', 0, 0, 0, '0.00', '0.00', '0.00', '0.00', '0.00'],
    ]);
    expect(total).toMatchObject({
      orders: 7,
      completed: 3,
      canceled: 3,
      revenue: '60.00',
      refunds: '20.00',
      net: '40.00',
      averageOrderValue: '20.00',
    });
  });

  it('sums weeks from Monday and ignores groups outside the range', () => {
    const more = [
      ...orders,
      order('2026-03-09T09:00:00Z', '1.00', { isCompleted: true }),
      order('2026-02-28T09:00:00Z', '99.00', { isCompleted: true }),
    ];
    const { series } = orderFigures(groupOrders(more), '2026-03-01', '2026-03-09', 'week');
    expect(series.map((w) => [w.day, w.revenue])).toEqual([
      ['2026-02-23', '0.00'], // Sunday 1 March belongs to the week of Monday 23 February
      ['2026-03-02', '60.00'],
      ['2026-03-09', '1.00'],
    ]);
  });
});
