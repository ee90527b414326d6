import { describe, expect, it, jest } from '@jest/globals';
import type { DataSource, EntityManager } from 'typeorm';
import { currentManager, inTransaction, TransactionalConnection, withManager } from './transaction-context.js';

/** A data source whose transactions hand out a fresh manager with an open query runner. */
function fakeDataSource() {
  const base = { name: 'ds.manager' } as unknown as EntityManager;
  const opened: EntityManager[] = [];
  const transaction = jest.fn(async (...args: unknown[]) => {
    const fn = args.at(-1) as (em: EntityManager) => Promise<unknown>;
    const queryRunner = { isTransactionActive: true, isReleased: false };
    const em = { name: `tx${opened.length}`, queryRunner } as unknown as EntityManager;
    opened.push(em);
    try {
      return await fn(em);
    } finally {
      queryRunner.isTransactionActive = false;
      queryRunner.isReleased = true;
    }
  });
  return { ds: { manager: base, transaction } as unknown as DataSource, base, opened, transaction };
}

describe('transaction context', () => {
  it.each([
    ['outside a transaction', false, 'ds.manager'],
    ['inside inTransaction', true, 'tx0'],
  ])('currentManager %s', async (_case, inside, expected) => {
    const { ds } = fakeDataSource();
    const seen = inside ? await inTransaction(ds, async () => currentManager(ds)) : currentManager(ds);
    expect((seen as unknown as { name: string }).name).toBe(expected);
  });

  it('an inner inTransaction joins the open one instead of opening a second', async () => {
    const { ds, transaction } = fakeDataSource();
    const names = await inTransaction(ds, async (outer) => {
      const inner = await inTransaction(ds, async (em) => em);
      return [outer, inner].map((em) => (em as unknown as { name: string }).name);
    });
    expect(names).toEqual(['tx0', 'tx0']);
    expect(transaction).toHaveBeenCalledTimes(1);
  });

  it('passes the isolation level and falls back to ds.manager once the transaction is over', async () => {
    const { ds, transaction } = fakeDataSource();
    const db = new TransactionalConnection(ds);
    let later: () => EntityManager = () => db.manager();
    await db.transaction(async () => {
      later = () => db.manager();
    }, 'SERIALIZABLE');
    expect(transaction.mock.calls[0]![0]).toBe('SERIALIZABLE');
    expect((later() as unknown as { name: string }).name).toBe('ds.manager');
  });

  it('withManager binds a manager the caller already holds', async () => {
    const { ds, base } = fakeDataSource();
    const held = { name: 'held', queryRunner: { isReleased: false } } as unknown as EntityManager;
    expect(await withManager(held, async () => currentManager(ds))).toBe(held);
    expect(currentManager(ds)).toBe(base);
  });
});
