import { describe, expect, it } from '@jest/globals';
import type { OrderStatus } from './order-flags.js';
import { minutesSince, waitingLabel, waitingLevel } from './waiting-time.js';

describe('waiting level of a frontdesk order', () => {
  it.each<[OrderStatus, number, string]>([
    ['waitingForConfirmation', 0, 'fresh'],
    ['waitingForConfirmation', 4, 'fresh'],
    ['waitingForConfirmation', 5, 'waiting'],
    ['waitingForConfirmation', 9, 'waiting'],
    ['waitingForConfirmation', 10, 'overdue'],
    ['waitingForConfirmation', 95, 'overdue'],
    ['waitingForPayment', 12, 'overdue'],
    ['counterProposed', 30, 'answered'],
    ['confirmed', 30, 'answered'],
    ['readyForPickup', 2, 'answered'],
    ['cancelled', 60, 'answered'],
  ])('%s after %i min: %s', (status, minutes, level) => {
    expect(waitingLevel(status, minutes)).toBe(level);
  });

  it.each<[number, string]>([
    [3, 'fresh'],
    [4, 'waiting'],
    [15, 'waiting'],
    [20, 'overdue'],
  ])('with the shop thresholds 4 / 20 min, %i min: %s', (minutes, level) => {
    expect(waitingLevel('waitingForConfirmation', minutes, { waiting: 4, overdue: 20 })).toBe(level);
  });
});

describe('time since placing', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it.each<[string, number]>([
    ['2026-11-24T12:00:00Z', 0],
    ['2026-11-24T11:59:01Z', 0],
    ['2026-11-24T11:59:00Z', 1],
    ['2026-11-24T11:15:30Z', 44],
    // A tablet clock behind the server's: not "vor -1 Min.".
    ['2026-11-24T12:00:40Z', 0],
  ])('%s: %i min', (createdAt, minutes) => {
    expect(minutesSince(createdAt, now)).toBe(minutes);
  });

  it.each<[number, string]>([
    [0, 'gerade eben'],
    [1, 'vor 1 Min.'],
    [59, 'vor 59 Min.'],
    [60, 'vor 1 Std.'],
    [65, 'vor 1 Std. 5 Min.'],
    [150, 'vor 2 Std. 30 Min.'],
  ])('%i min reads "%s"', (minutes, label) => {
    expect(waitingLabel(minutes)).toBe(label);
  });
});
