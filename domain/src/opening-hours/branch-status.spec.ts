// Spec section 4 "Branch status": open / closing soon (under 60 minutes) / closed; delivery availability.
import { describe, expect, it } from '@jest/globals';
import type { Branch, OrderType } from '../types.js';
import { branchStatus, deliveryRules, hoursFor, isDeliveryAvailable, isOrderableNow } from './branch-status.js';
import { at, rule, TZ } from './test-helpers.js';

const shop: Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'isDeliveryEnabled'> = {
  openingHours: [rule('daily', '10:00', '18:00'), rule('sunday', '00:00', '00:00', { isClosed: true })],
  deliveryHours: [rule('daily', '17:00', '21:00')],
  isDeliveryHoursEnabled: false,
  isDeliveryEnabled: true,
};
const withDeliveryHours = { ...shop, isDeliveryHoursEnabled: true };

describe('branch status (spec 4)', () => {
  it.each<[string, typeof shop, string | Date, string, string | null, number | null]>([
    ['before opening', shop, at('2026-06-01 09:59'), 'closed', null, null],
    ['open', shop, at('2026-06-01 10:00'), 'open', '18:00', 480],
    ['61 minutes left', shop, at('2026-06-01 16:59'), 'open', '18:00', 61],
    ['60 minutes left is not "under 60"', shop, at('2026-06-01 17:00'), 'open', '18:00', 60],
    ['59 minutes left', shop, at('2026-06-01 17:01'), 'closingSoon', '18:00', 59],
    ['closed day', shop, at('2026-06-07 12:00'), 'closed', null, null],
    ['delivery hours enabled extend "open"', withDeliveryHours, at('2026-06-01 19:00'), 'open', '21:00', 120],
    ['later closing of the two counts', withDeliveryHours, at('2026-06-01 17:30'), 'open', '21:00', 210],
    ['delivery hours disabled are ignored', shop, at('2026-06-01 19:00'), 'closed', null, null],
  ])('%s', (_name, branch, now, status, closesAtTime, minutesLeft) => {
    expect(branchStatus(branch, now, TZ)).toMatchObject({ status, closesAtTime, minutesLeft });
  });

  it('counts real minutes on DST days (closing soon at 01:45 CET for 03:30 CEST)', () => {
    const night = { openingHours: [rule('sunday', '00:00', '03:30')] };
    expect(branchStatus(night, '2026-03-29T00:45:00Z', TZ)).toMatchObject({ status: 'closingSoon', minutesLeft: 45 });
    const autumn = { openingHours: [rule('sunday', '00:00', '03:00')] };
    // first 02:30 (CEST) on 2026-10-25: 90 real minutes until 03:00 CET.
    expect(branchStatus(autumn, '2026-10-25T00:30:00Z', TZ)).toMatchObject({ status: 'open', minutesLeft: 90 });
  });
});

describe('delivery availability (spec 4)', () => {
  it.each<[string, Parameters<typeof isDeliveryAvailable>[0], string, boolean]>([
    ['follows opening hours without delivery hours', shop, '2026-06-01 12:00', true],
    ['closed outside opening hours', shop, '2026-06-01 19:00', false],
    ['follows delivery hours when enabled', withDeliveryHours, '2026-06-01 19:00', true],
    ['not before delivery hours', withDeliveryHours, '2026-06-01 12:00', false],
    ['never when delivery is disabled', { ...shop, isDeliveryEnabled: false }, '2026-06-01 12:00', false],
    ['no delivery hours configured', { ...withDeliveryHours, deliveryHours: undefined }, '2026-06-01 12:00', false],
  ])('%s', (_name, branch, local, expected) => {
    expect(isDeliveryAvailable(branch, at(local), TZ)).toBe(expected);
  });

  it.each<[OrderType, string, boolean]>([
    ['takeaway', '2026-06-01 12:00', true],
    ['dineIn', '2026-06-01 19:00', false],
    ['delivery', '2026-06-01 19:00', true],
    ['delivery', '2026-06-01 12:00', false],
  ])('%s orderable at %s: %p', (orderType, local, expected) => {
    expect(isOrderableNow(withDeliveryHours, orderType, at(local), TZ)).toBe(expected);
  });

  it('chooses the hours per order type', () => {
    expect(hoursFor(withDeliveryHours, 'delivery')).toBe(withDeliveryHours.deliveryHours);
    expect(hoursFor(withDeliveryHours, 'takeaway')).toBe(shop.openingHours);
    expect(deliveryRules(shop)).toBe(shop.openingHours);
  });
});
