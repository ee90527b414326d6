import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `fn` in the caller's transaction when it passes one (quotes, customers: their own rows and the
 * order's change commit together), else in a new transaction of its own.
 */
export function inCallerTransaction<T>(
  ds: DataSource,
  em: EntityManager | null,
  fn: (em: EntityManager) => Promise<T>,
): Promise<T> {
  return em ? fn(em) : ds.transaction(fn);
}
