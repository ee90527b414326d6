import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

type IsolationLevel = 'READ UNCOMMITTED' | 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';

// The manager of the transaction the current call chain runs in; repositories read it so a service need
// not thread `em` through every call (the same idea as Vendure's TransactionalConnection).
const current = new AsyncLocalStorage<EntityManager>();

/** The manager of the transaction around this call, or `ds.manager` outside one. */
export function currentManager(ds: DataSource): EntityManager {
  const em = current.getStore();
  return em?.queryRunner?.isReleased === false ? em : ds.manager;
}

/**
 * Runs `fn` in a transaction whose manager repositories pick up through `currentManager`; inside an
 * open one it joins it (no savepoint), so a repository call never escapes the caller's transaction.
 */
export async function inTransaction<T>(
  ds: DataSource,
  fn: (em: EntityManager) => Promise<T>,
  isolation?: IsolationLevel,
): Promise<T> {
  const open = current.getStore();
  if (open?.queryRunner?.isTransactionActive) return fn(open);
  const run = (em: EntityManager) => current.run(em, () => fn(em));
  return isolation ? ds.transaction(isolation, run) : ds.transaction(run);
}

/** Binds a manager the caller already holds (the `em` of its own `ds.transaction`) for `fn`. */
export function withManager<T>(em: EntityManager, fn: () => Promise<T>): Promise<T> {
  return current.run(em, fn);
}

/**
 * What an injectable repository receives instead of the DataSource: `manager()` is the current
 * transaction's manager (or the data source's), `transaction()` opens or joins one.
 */
@Injectable()
export class TransactionalConnection {
  constructor(private readonly ds: DataSource) {}

  manager(): EntityManager {
    return currentManager(this.ds);
  }

  transaction<T>(fn: (em: EntityManager) => Promise<T>, isolation?: IsolationLevel): Promise<T> {
    return inTransaction(this.ds, fn, isolation);
  }
}
