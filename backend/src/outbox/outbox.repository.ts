import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { OutboxEntry, OutboxEvent } from './outbox-events.js';

export const OUTBOX_CHANNEL = 'outbox';
/** Marks a query runner whose transaction wrote outbox rows, so the local relay wakes after its commit. */
export const OUTBOX_WRITTEN = 'outboxWritten';

/**
 * The one SQL text that writes outbox rows: order placement embeds it in its single statement, every
 * other change runs it through enqueueOutbox. `param` binds a value and returns its placeholder.
 */
export function outboxInsertSql(entries: readonly OutboxEntry[], param: (value: unknown) => string): string {
  const rows = entries.map(
    (e) =>
      `(${param(e.topic)}, ${param(e.orderId)}::uuid, ${param(JSON.stringify(e.payload))}::jsonb, ` +
      `now() + make_interval(secs => ${param(e.delaySeconds ?? 0)}))`,
  );
  return `INSERT INTO "outbox" ("topic", "orderId", "payload", "availableAt") VALUES ${rows.join(', ')}`;
}

/** NOTIFY is delivered at commit only, so a rolled-back change never wakes anyone. */
export const OUTBOX_NOTIFY_SQL = `SELECT pg_notify('${OUTBOX_CHANNEL}', '')`;

/** Tells the in-process relay to wake after this transaction commits (embedded mode has no LISTEN). */
export function markOutboxWritten(em: EntityManager): void {
  if (em.queryRunner) em.queryRunner.data = { ...em.queryRunner.data, [OUTBOX_WRITTEN]: true };
}

/**
 * Writes consequences as outbox rows with the caller's transaction and wakes the relay; a rolled-back
 * change leaves no row.
 */
export async function enqueueOutbox(em: EntityManager, entries: readonly OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  if (!em.queryRunner?.isTransactionActive) throw new Error('enqueueOutbox needs an open transaction');
  const values: unknown[] = [];
  const param = (value: unknown) => (values.push(value), `$${values.length}`);
  // One round trip: the rows and the NOTIFY (a data-modifying CTE runs even though it is not selected).
  await em.query(`WITH "rows" AS (${outboxInsertSql(entries, param)}) ${OUTBOX_NOTIFY_SQL}`, values);
  markOutboxWritten(em);
}

/** A claimed row as the relay reads it. */
export type OutboxRow = Omit<OutboxEvent, 'id'> & { id: string; attempts: number };

/**
 * The relay's statements. They go over the LISTEN connection while it is up: a busy shared pool (every
 * connection waiting for a branch's ticket counter) must not delay publishing (measured: with the pool,
 * the relay fell thousands of rows behind under `npm run bench -- orders`). Otherwise the pool.
 */
export class OutboxRelayRepository {
  constructor(
    private readonly ds: DataSource,
    private readonly listener: () => pg.Client | null,
  ) {}

  private async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const listener = this.listener();
    if (listener) return (await listener.query(sql, params)).rows as T[];
    const runner = this.ds.createQueryRunner();
    try {
      return (await runner.query(sql, params, true)).records as T[];
    } finally {
      await runner.release();
    }
  }

  static async listen(client: pg.Client): Promise<void> {
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
  }

  /** Idempotency keys are kept at least 24 hours; the relay's periodic purge removes older ones. */
  async purgeIdempotencyKeys(): Promise<void> {
    await this.rows(`DELETE FROM "idempotency_key" WHERE "createdAt" < now() - interval '25 hours'`);
  }

  /** Claims due rows with FOR UPDATE SKIP LOCKED and leases them, in id order. */
  async claim(batch: number, leaseSeconds: number): Promise<OutboxRow[]> {
    const rows = await this.rows<OutboxRow>(
      `UPDATE "outbox" SET "availableAt" = now() + make_interval(secs => ${leaseSeconds})
        WHERE "id" IN (SELECT "id" FROM "outbox" WHERE "sentAt" IS NULL AND "availableAt" <= now()
                        ORDER BY "id" LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        RETURNING "id", "topic", "orderId", "payload", "createdAt", "attempts"`,
    );
    return rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  }

  async markSent(ids: readonly string[]): Promise<void> {
    await this.rows(`UPDATE "outbox" SET "sentAt" = now() WHERE "id" = ANY($1::bigint[])`, [ids]);
  }

  /** A failed publish is recorded on the row (attempts, error) and retried after `retrySeconds`. */
  async markFailed(id: string, error: string, retrySeconds: number): Promise<void> {
    await this.rows(
      `UPDATE "outbox" SET "attempts" = "attempts" + 1, "lastError" = $2,
         "availableAt" = now() + make_interval(secs => $3) WHERE "id" = $1`,
      [id, error.slice(0, 2000), retrySeconds],
    );
  }

  /** Milliseconds until the next pending row is due, or null when none is pending. */
  async nextDueMs(): Promise<number | null> {
    const [next] = await this.rows<{ ms: number | null }>(
      `SELECT (EXTRACT(EPOCH FROM min("availableAt") - now()) * 1000)::float8 AS "ms" FROM "outbox" WHERE "sentAt" IS NULL`,
    );
    return next?.ms ?? null;
  }
}
