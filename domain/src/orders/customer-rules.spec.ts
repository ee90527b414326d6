// Spec section 4: counter-proposal answerable, status polling stop, rating prompt.
import { describe, expect, it } from '@jest/globals';
import {
  canAnswerCounterProposal,
  shouldStopPolling,
  showRatingPrompt,
  STATUS_POLL_INTERVAL_MS,
} from './customer-rules.js';
import type { OrderFlags } from './order-flags.js';

const counter = '2026-06-01T12:00:00Z';

describe('status page rules (spec 4)', () => {
  it.each<[OrderFlags, boolean]>([
    [{ counterAppointment: counter }, true],
    [{}, false],
    [{ counterAppointment: counter, isConfirmed: true }, false],
    [{ counterAppointment: counter, isRejected: true }, false],
    [{ counterAppointment: counter, isCanceled: true }, false],
    [{ counterAppointment: counter, isFailed: true }, false],
    [{ counterAppointment: counter, isCompleted: true }, false],
  ])('counter-proposal answerable for %j: %p', (order, expected) => {
    expect(canAnswerCounterProposal(order)).toBe(expected);
  });

  it.each<[OrderFlags, boolean]>([
    [{}, false],
    [{ isConfirmed: true, isInDelivery: true }, false],
    [{ isCompleted: true }, true],
    [{ isRejected: true }, true],
    [{ isCanceled: true }, true],
    [{ isFailed: true }, true],
  ])('polling stops for %j: %p', (order, expected) => {
    expect(shouldStopPolling(order)).toBe(expected);
  });

  it.each<[boolean, OrderFlags, boolean, boolean]>([
    [true, { isCompleted: true }, false, true],
    [true, { isCompleted: true, questionnaireRating: null }, false, true],
    [false, { isCompleted: true }, false, false],
    [true, { isConfirmed: true }, false, false],
    [true, { isCompleted: true, questionnaireRating: 4 }, false, false],
    [true, { isCompleted: true }, true, false],
  ])('rating prompt (reviews %p, %j, dismissed %p): %p', (reviewsEnabled, order, dismissed, expected) => {
    expect(showRatingPrompt({ reviewsEnabled, order, dismissed })).toBe(expected);
  });

  it('polls every 10 seconds (spec 9)', () => {
    expect(STATUS_POLL_INTERVAL_MS).toBe(10_000);
  });
});
