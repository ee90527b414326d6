import type { EntityManager } from 'typeorm';
import type { OutboxTopic } from './outbox.entity.js';

export interface OutboxEntry {
  topic: OutboxTopic;
  orderId: string | null;
  payload: Record<string, unknown>;
  /** Publish no earlier than this many seconds after commit (e.g. a delayed payment check). */
  delaySeconds?: number;
}

export const OUTBOX_CHANNEL = 'outbox';
/** Marks a query runner whose transaction wrote outbox rows, so the local relay wakes after its commit. */
export const OUTBOX_WRITTEN = 'outboxWritten';

/**
 * Writes consequences as outbox rows with the caller's transaction and wakes the relay; NOTIFY is
 * delivered only at commit, so a rolled-back change never wakes anyone and leaves no row.
 */
export async function enqueueOutbox(em: EntityManager, entries: readonly OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  if (!em.queryRunner?.isTransactionActive) throw new Error('enqueueOutbox needs an open transaction');
  const values: unknown[] = [];
  const rows = entries.map((entry, i) => {
    values.push(entry.topic, entry.orderId, JSON.stringify(entry.payload), entry.delaySeconds ?? 0);
    const p = i * 4;
    return `($${p + 1}, $${p + 2}, $${p + 3}::jsonb, now() + make_interval(secs => $${p + 4}))`;
  });
  // One round trip: the rows and the NOTIFY (a data-modifying CTE runs even though it is not selected).
  await em.query(
    `WITH "rows" AS (INSERT INTO "outbox" ("topic", "orderId", "payload", "availableAt") VALUES ${rows.join(', ')})
     SELECT pg_notify('${OUTBOX_CHANNEL}', '')`,
    values,
  );
  em.queryRunner.data = { ...em.queryRunner.data, [OUTBOX_WRITTEN]: true };
}
