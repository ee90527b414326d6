import { describe, expect, it } from '@jest/globals';
import type { StaffOrder } from '@bestell/domain';
import { receiptText } from './ReceiptPreview';

describe('receiptText', () => {
  it('lists items with their chosen options, delivery, total and taxes', () => {
    const text = receiptText({
      ticketNumber: 12,
      createdAt: '2026-11-21T09:30:00.000Z',
      appointment: null,
      tableIdentifier: 'T3',
      firstName: 'Eva',
      lastName: 'Muster',
      items: [
        {
          index: 0,
          product: { id: 'p', name: 'Torte', description: '' },
          amount: '1',
          unit: 'piece',
          parts: [{ name: 'Groß', value: '12.5', modifier: 'overwrite' }, 'Alles Gute'],
          partNames: ['Größe', 'Aufschrift'],
          taxRate: '10',
          unitPrice: '12.50',
          total: '12.50',
          calculationModel: 'fixed',
        },
        {
          index: 1,
          product: { id: 'b', name: 'Bauernbrot vom Laib, dunkel, mit Kümmel', description: '' },
          amount: 0.75,
          unit: 'kilogram',
          parts: [],
          partNames: [],
          taxRate: '10',
          unitPrice: '4.80',
          total: '3.60',
          calculationModel: 'approximate',
        },
      ],
      deliveryGross: '3.90',
      totalGross: '16.40',
      isApproximate: false,
      taxes: { '10': '1.14' },
      comment: null,
    } as unknown as StaffOrder);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Bestellung #12');
    expect(text).toContain('Tisch: T3');
    expect(lines.find((l) => l.startsWith('1 Stk. Torte'))).toMatch(/12,50 €$/);
    expect(text).toContain('  Größe: Groß\n  Aufschrift: Alles Gute');
    // Issue 39 item 6: German quantity with unit, the name broken at a space, not inside 'Laib'.
    expect(text).toContain('0,75 kg Bauernbrot vom Laib,  ca. 3,60 €\ndunkel, mit Kümmel');
    expect(lines.find((l) => l.startsWith('Lieferung'))).toMatch(/3,90 €$/);
    expect(lines.find((l) => l.startsWith('Summe'))).toMatch(/16,40 €$/);
    expect(text).toContain('davon USt. 10 %');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(40);
  });
});
