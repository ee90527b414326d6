import type { EntityManager } from 'typeorm';

export interface StoredIdempotencyKey {
  requestHash: string;
  state: string;
  responseStatus: number | null;
  responseBody: unknown;
}

/**
 * The idempotency_key rows, bound to the caller's EntityManager (a transaction's or the data source's).
 * Marking a key done happens inside the order placement statement (order.repository.ts); the relay
 * purges old keys (outbox.repository.ts).
 */
export class IdempotencyRepository {
  constructor(private readonly em: EntityManager) {}

  /** Releases a claim left 'running' for longer than `seconds` (a crashed process). */
  async releaseStale(key: string, scope: string, seconds: number): Promise<void> {
    await this.em.query(
      `DELETE FROM "idempotency_key" WHERE "key" = $1 AND "scope" = $2 AND "state" = 'running'
          AND "createdAt" < now() - make_interval(secs => $3)`,
      [key, scope, seconds],
    );
  }

  /** Claims the key as 'running'; false when a row for it exists already. */
  async claimRunning(key: string, scope: string, hash: string): Promise<boolean> {
    const inserted = (await this.em.query(
      `INSERT INTO "idempotency_key" ("key", "scope", "requestHash", "state") VALUES ($1, $2, $3, 'running')
       ON CONFLICT ("key", "scope") DO NOTHING RETURNING "key"`,
      [key, scope, hash],
    )) as unknown[];
    return inserted.length > 0;
  }

  async find(key: string, scope: string): Promise<StoredIdempotencyKey | null> {
    const [row] = (await this.em.query(
      `SELECT "requestHash", "state", "responseStatus", "responseBody" FROM "idempotency_key"
        WHERE "key" = $1 AND "scope" = $2`,
      [key, scope],
    )) as StoredIdempotencyKey[];
    return row ?? null;
  }

  /** Drops a 'running' claim (a refused request stores nothing); a done key stays. */
  async releaseRunning(key: string, scope: string): Promise<void> {
    await this.em.query(`DELETE FROM "idempotency_key" WHERE "key" = $1 AND "scope" = $2 AND "state" = 'running'`, [
      key,
      scope,
    ]);
  }
}
