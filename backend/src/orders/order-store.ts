import { createHash, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../common/api-error.js';
import { isUuid } from '../common/ids.js';
import { type OrderActor, actorName, type OrderRef } from './commands/change-order/change-order.command.js';
import { ORDER_TEXTS } from './messages.js';
import { Order } from './order.entity.js';
import { enqueueOutbox, OUTBOX_CHANNEL, OUTBOX_WRITTEN, type OutboxEntry } from './outbox/outbox.writer.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of a presented public hash (any length) against the stored one. */
export function hashMatches(presented: string, stored: string): boolean {
  return timingSafeEqual(digest(presented), digest(stored)) && presented.length === stored.length;
}

/** Staff may touch an order only within their branches; outside it the order does not exist (404). */
export function inScope(order: Pick<Order, 'branchId'>, actor: OrderActor): boolean {
  return actor.kind !== 'staff' || actor.branchIds === null || actor.branchIds.includes(order.branchId);
}

/** Finds an order by id or by uid + hash; the same 404 for unknown, foreign, wrong hash or out of scope. */
export async function findOrder(em: EntityManager, ref: OrderRef, actor: OrderActor, lock = false): Promise<Order> {
  const repo = em.getRepository(Order);
  const lockOption = lock ? { lock: { mode: 'pessimistic_write' as const } } : {};
  let order: Order | null = null;
  if ('id' in ref) {
    if (isUuid(ref.id)) order = await repo.findOne({ where: { id: ref.id }, ...lockOption });
  } else if (ref.uid.length <= 32) {
    order = await repo.findOne({ where: { uid: ref.uid }, ...lockOption });
    if (order && !hashMatches(ref.hash, order.hash)) order = null;
  }
  if (!order || !inScope(order, actor)) throw ApiError.notFound();
  return order;
}

/**
 * Stores a change of a locked order: version + 1 (guarded by the version read), one history row and
 * the outbox rows ('order.updated' always, plus `extra`), all in the caller's transaction.
 */
export async function commitChange(
  em: EntityManager,
  order: Order,
  change: {
    action: string;
    actor: OrderActor;
    patch?: Partial<Order>;
    data?: Record<string, unknown>;
    extra?: OutboxEntry['topic'][];
  },
): Promise<Order> {
  const version = order.version + 1;
  const result = await em
    .getRepository(Order)
    .update({ id: order.id, version: order.version }, { ...(change.patch ?? {}), version });
  if (result.affected !== 1) throw new ApiError(409, [{ message: ORDER_TEXTS.concurrentChange }]);
  await recordHistory(em, {
    orderId: order.id,
    version,
    action: change.action,
    actor: actorName(change.actor),
    data: change.data,
  });
  const ids = { orderId: order.id, version };
  await enqueueOutbox(em, [
    { topic: 'order.updated', orderId: order.id, payload: { ...ids, action: change.action } },
    ...(change.extra ?? []).map((topic) => ({ topic, orderId: order.id, payload: { ...ids, action: change.action } })),
  ]);
  return em.getRepository(Order).findOneByOrFail({ id: order.id });
}

/** One history row: what (action), by whom (actor), at which version; `at` is the transaction's now(). */
export async function recordHistory(
  em: EntityManager,
  entry: { orderId: string; version: number; action: string; actor: string; data?: Record<string, unknown> },
): Promise<void> {
  await em.query(
    `INSERT INTO "order_history" ("orderId", "version", "action", "actor", "data") VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [entry.orderId, entry.version, entry.action, entry.actor, JSON.stringify(entry.data ?? {})],
  );
}

/**
 * Inserts a new order with the next ticket number of its branch and shop day, its first history row,
 * its outbox rows (+ NOTIFY) and, with an Idempotency-Key, the stored response, in ONE statement: one
 * round trip, atomic on its own (outside a transaction) or as the last statement of the caller's. The
 * counter upsert locks the (branch, day) row until commit, so concurrent orders queue for it (no
 * duplicates) and a failure returns the number (no gaps).
 */
export async function insertWithTicket(
  em: EntityManager,
  order: Order,
  history: { action: string; actor: string; data: Record<string, unknown> },
  extra: {
    outbox?: readonly OutboxEntry[];
    /** The response to replay; its ticketNumber is filled in by the statement. */
    idempotency?: { key: string; scope: string; response: Record<string, unknown> } | null;
  } = {},
): Promise<number> {
  const columns = em.connection.getMetadata(Order).columns.filter((c) => {
    const value = (order as unknown as Record<string, unknown>)[c.propertyName];
    return c.propertyName !== 'ticketNumber' && value !== undefined;
  });
  const params: unknown[] = [order.branchId, order.ticketDay];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const values = columns.map((c) => {
    const value = (order as unknown as Record<string, unknown>)[c.propertyName];
    return param(c.type === 'jsonb' && value !== null ? JSON.stringify(value) : value);
  });
  const h = [param(history.action), param(history.actor), param(JSON.stringify(history.data))];
  const ctes: string[] = [];
  const outbox = extra.outbox ?? [];
  if (outbox.length > 0) {
    const rows = outbox.map(
      (e) =>
        `(${param(e.topic)}, ${param(e.orderId)}::uuid, ${param(JSON.stringify(e.payload))}::jsonb, ` +
        `now() + make_interval(secs => ${param(e.delaySeconds ?? 0)}))`,
    );
    // Same rows as enqueueOutbox writes; NOTIFY is delivered at commit only.
    ctes.push(
      `"x" AS (INSERT INTO "outbox" ("topic", "orderId", "payload", "availableAt") VALUES ${rows.join(', ')})`,
      `"n" AS (SELECT pg_notify('${OUTBOX_CHANNEL}', ''))`,
    );
  }
  if (extra.idempotency) {
    const { key, scope, response } = extra.idempotency;
    ctes.push(
      `"k" AS (UPDATE "idempotency_key" SET "state" = 'done', "responseStatus" = 201,
         "responseBody" = ${param(JSON.stringify(response))}::jsonb || jsonb_build_object('ticketNumber', (SELECT "ticketNumber" FROM "o"))
         WHERE "key" = ${param(key)} AND "scope" = ${param(scope)})`,
    );
  }
  const [row] = (await em.query(
    `WITH "t" AS (
       INSERT INTO "ticket_counter" ("branchId", "day", "last") VALUES ($1, $2, 1)
       ON CONFLICT ("branchId", "day") DO UPDATE SET "last" = "ticket_counter"."last" + 1
       RETURNING "last"
     ), "o" AS (
       INSERT INTO "order" ("ticketNumber", ${columns.map((c) => `"${c.databaseName}"`).join(', ')})
       VALUES ((SELECT "last" FROM "t"), ${values.join(', ')})
       RETURNING "id", "ticketNumber"
     ), "h" AS (
       INSERT INTO "order_history" ("orderId", "version", "action", "actor", "data")
       SELECT "o"."id", 1, ${h[0]}, ${h[1]}, ${h[2]}::jsonb || jsonb_build_object('ticketNumber', "o"."ticketNumber")
       FROM "o"
     )${ctes.map((c) => `, ${c}`).join('')}
     SELECT "ticketNumber"${outbox.length > 0 ? ', (SELECT count(*) FROM "n") AS "notified"' : ''} FROM "o"`,
    params,
  )) as { ticketNumber: number }[];
  if (outbox.length > 0 && em.queryRunner) {
    // Wakes the in-process relay after commit (embedded mode has no LISTEN), as enqueueOutbox does.
    em.queryRunner.data = { ...em.queryRunner.data, [OUTBOX_WRITTEN]: true };
  }
  return row!.ticketNumber;
}
