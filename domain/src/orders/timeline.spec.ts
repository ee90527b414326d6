// Spec section 4: timeline of four steps (confirmed, prepared, ready/in delivery, completed); a rejected
// order shows the single item 'Bestellung storniert'.
import { describe, expect, it } from '@jest/globals';
import type { OrderFlags } from './order-flags.js';
import { orderStatusText, orderTimeline } from './timeline.js';

const summary = (order: OrderFlags) =>
  orderTimeline(order).map((step) => `${step.key}:${step.done ? 'done' : step.current ? 'current' : 'open'}`);

describe('order timeline (spec 4)', () => {
  it.each<[OrderFlags, string[]]>([
    [{}, ['confirmed:current', 'prepared:open', 'readyForPickup:open', 'completed:open']],
    [{ isConfirmed: true }, ['confirmed:done', 'prepared:current', 'readyForPickup:open', 'completed:open']],
    [
      { isConfirmed: true, isInDelivery: true, isDelivery: true },
      ['confirmed:done', 'prepared:done', 'inDelivery:done', 'completed:current'],
    ],
    [
      { isConfirmed: true, isCompleted: true },
      ['confirmed:done', 'prepared:done', 'readyForPickup:done', 'completed:done'],
    ],
    [{ isRejected: true }, ['cancelled:done']],
    [{ isCanceled: true, isConfirmed: true }, ['cancelled:done']],
  ])('%j', (order, expected) => {
    expect(summary(order)).toEqual(expected);
  });

  it('labels a cancelled order verbatim', () => {
    expect(orderTimeline({ isRejected: true })[0]!.label).toBe('Bestellung storniert');
    expect(orderTimeline({ isDelivery: true }).map((step) => step.label)).toEqual([
      'Bestellung bestätigt',
      'In Zubereitung',
      'In Zustellung',
      'Abgeschlossen',
    ]);
  });
});

// Issue 40 item 4: table orders speak of serving, not pickup.
describe('dine-in wording', () => {
  it.each<[OrderFlags, string[]]>([
    [{ isDineIn: true }, ['Bestellung bestätigt', 'In Zubereitung', 'Serviert', 'Abgeschlossen']],
    [{}, ['Bestellung bestätigt', 'In Zubereitung', 'Bereit zur Abholung', 'Abgeschlossen']],
  ])('%j', (order, labels) => {
    expect(orderTimeline(order).map((step) => step.label)).toEqual(labels);
  });

  it.each<[Parameters<typeof orderStatusText>[0], string]>([
    [{ status: 'readyForPickup', isDineIn: true }, 'Wird serviert'],
    [{ status: 'readyForPickup', isDineIn: false }, 'Bereit zur Abholung'],
    [{ status: 'readyForPickup' }, 'Bereit zur Abholung'],
    [{ status: 'confirmed', isDineIn: true }, 'Bestätigt, in Zubereitung'],
    [{ status: 'inDelivery' }, 'In Zustellung'],
  ])('%j -> %p', (order, text) => {
    expect(orderStatusText(order)).toBe(text);
  });
});
