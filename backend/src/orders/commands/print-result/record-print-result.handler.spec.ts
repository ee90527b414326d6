// RecordPrintResultHandler on a fake store: a changed print outcome is a change; the same one is none.
import { describe, expect, it } from '@jest/globals';
import { FakeOrderStore, fakeOrder } from '../order-store.fake.js';
import { RecordPrintResultCommand } from './record-print-result.command.js';
import { RecordPrintResultHandler } from './record-print-result.handler.js';

describe('RecordPrintResultHandler', () => {
  it.each<[string | null, string | null, string | null]>([
    [null, 'Drucker nicht erreichbar', 'printFailed'],
    ['Drucker nicht erreichbar', null, 'printed'],
    [null, null, null],
    ['Papier leer', 'Papier leer', null],
  ])('stored %p, reported %p -> %p', async (stored, reported, action) => {
    const order = fakeOrder({ printError: stored });
    const store = new FakeOrderStore(order);
    const result = await new RecordPrintResultHandler(store.ds).execute(
      new RecordPrintResultCommand(order.id, reported),
    );
    expect(result.printError).toBe(reported);
    if (action) {
      expect(store.rows('order')).toEqual([{ id: order.id, printError: reported, version: 4 }]);
      expect(store.rows('order_history')).toMatchObject([{ action, actor: 'system', version: 4 }]);
      expect(store.topics()).toEqual(['order.updated']);
    } else {
      expect(store.writes).toEqual([]);
    }
  });
});
