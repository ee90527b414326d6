import { describe, expect, it } from '@jest/globals';
import { fakeOrderStore } from '../order-store.fake.js';
import { ErasePersonalDataCommand } from './erase-personal-data.command.js';
import { ERASED_ORDER_FIELDS, ErasePersonalDataHandler } from './erase-personal-data.handler.js';

const O1 = '0a6c2b1e-5d3f-4a7b-9c8d-1e2f3a4b5c6d';
const admin = { kind: 'staff', userId: 'u1', branchIds: null } as const;

describe('ErasePersonalDataHandler', () => {
  it('blanks every personal field as one change in the caller’s transaction', async () => {
    const store = fakeOrderStore([
      { id: O1, firstName: 'Eva', lastName: 'Koch', phone: '+43 664 1', email: 'eva@example.at', city: 'Wien' },
    ]);
    const order = await new ErasePersonalDataHandler(store.ds).execute(
      new ErasePersonalDataCommand(O1, admin, 'c1', store.em),
    );
    expect(order).toMatchObject({ ...ERASED_ORDER_FIELDS, version: 2 });
    expect(store.history).toEqual([
      { version: 2, action: 'erasePersonalData', actor: 'staff:u1', data: { customer: 'c1' } },
    ]);
    expect(store.outbox.map((o) => o.topic)).toEqual(['order.updated']);
    // Edits in the history kept the old contact data (before/after): they keep only the fact.
    expect(store.scrubbed).toEqual([O1]);
    expect(store.transactions.opened).toBe(0);
  });

  it.each(Object.keys(ERASED_ORDER_FIELDS))('erases %s', (field) => {
    // Each field that names, reaches or locates the person ends blank (or false / null).
    expect(['', false, null]).toContain(ERASED_ORDER_FIELDS[field as keyof typeof ERASED_ORDER_FIELDS]);
  });
});
