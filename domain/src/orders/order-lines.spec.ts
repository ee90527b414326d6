// Issue 39 item 6: receipt and mails print each line as '0,75 kg Bauernbrot' with every chosen option.
import { describe, expect, it } from '@jest/globals';
import { formatAmount, formatQuantity, orderLineChoices, orderLineRows, orderLineTitle } from './order-lines.js';

const cake = {
  product: { name: 'Sachertorte', config: { parts: [{ name: 'Größe' }, { name: 'Aufschrift' }] } },
  amount: 1,
  unit: 'piece',
  parts: [{ name: '26 cm', value: '10.00', modifier: 'add' as const }, 'Alles Gute zum 60. Geburtstag, liebe Oma!'],
};

describe('order lines', () => {
  it('formats amounts in German without trailing zeros, with the unit label of spec 9', () => {
    expect(formatAmount(0.75)).toBe('0,75');
    expect(formatAmount('2.000')).toBe('2');
    expect(formatAmount(1250.5)).toBe('1.250,5');
    expect(formatAmount(10)).toBe('10');
    expect(formatQuantity(0.75, 'kilogram')).toBe('0,75 kg');
    expect(formatQuantity(2, 'piece')).toBe('2 Stk.');
    expect(formatQuantity(25, 'decagram')).toBe('25 dag');
  });
  it('names the line with quantity, unit and product, and each choice by its step', () => {
    expect(orderLineTitle({ product: { name: 'Bauernbrot' }, amount: 0.75, unit: 'kilogram' })).toBe(
      '0,75 kg Bauernbrot',
    );
    expect(orderLineChoices(cake)).toEqual(['Größe: 26 cm', 'Aufschrift: Alles Gute zum 60. Geburtstag, liebe Oma!']);
    expect(orderLineChoices({ ...cake, product: { name: 'Torte' }, partNames: ['Format', 'Text'] })).toEqual([
      'Format: 26 cm',
      'Text: Alles Gute zum 60. Geburtstag, liebe Oma!',
    ]);
    expect(orderLineChoices({ ...cake, product: { name: 'Torte' } })).toEqual([
      'Schritt 1: 26 cm',
      'Schritt 2: Alles Gute zum 60. Geburtstag, liebe Oma!',
    ]);
  });
  it('wraps title and choices to the width, continuation of a choice indented further', () => {
    const rows = orderLineRows(cake, 24);
    expect(rows).toEqual([
      '1 Stk. Sachertorte',
      '  Größe: 26 cm',
      '  Aufschrift: Alles Gute',
      '    zum 60. Geburtstag,',
      '    liebe Oma!',
    ]);
    expect(rows.every((row) => row.length <= 24)).toBe(true);
    expect(orderLineRows({ product: { name: 'Bauernbrot vom Laib' }, amount: 0.75, unit: 'kilogram' }, 20)).toEqual([
      '0,75 kg Bauernbrot',
      'vom Laib',
    ]);
  });
});
