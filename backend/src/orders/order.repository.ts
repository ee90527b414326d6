import type { EntityManager } from 'typeorm';
import { capacityCtes, type OrderCapacity } from '../capacity/index.js';
import { ApiError, isUuid, hashMatches } from '../common/index.js';
import { type OrderActor, actorName, type OrderRef } from './commands/change-order/change-order.command.js';
import { ORDER_TEXTS } from './messages.js';
import { Order } from './order.entity.js';
import {
  enqueueOutbox,
  markOutboxWritten,
  OUTBOX_NOTIFY_SQL,
  outboxInsertSql,
  type OutboxEntry,
} from '../outbox/index.js';

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
    extra?: ('print' | 'email' | 'sms')[];
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
    ...(change.extra ?? []).map((topic): OutboxEntry => ({
      topic,
      orderId: order.id,
      payload: { ...ids, action: change.action },
    })),
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

/** A new order with what its first statement writes alongside it. */
export interface NewOrder {
  order: Order;
  history: { action: string; actor: string; data: Record<string, unknown> };
  outbox?: readonly OutboxEntry[];
  /** The response to replay; its ticketNumber is filled in by the statement. */
  idempotency?: { key: string; scope: string; response: object } | null;
  /** Slot capacity it takes (issue 21): counted and checked in the same statement. */
  capacity?: OrderCapacity | null;
}

/**
 * Inserts new orders of ONE branch and shop day with the next ticket numbers, their first history
 * rows, their outbox rows (+ NOTIFY) and stored idempotent responses, in ONE statement: one round trip,
 * atomic on its own (outside a transaction) or as the last statement of the caller's. The counter
 * upsert locks the (branch, day) row until commit, so concurrent statements queue for it (no
 * duplicates) and a failure returns the numbers (no gaps). Slot capacity is counted in the same statement:
 * an overbooking fails it (capacity CHECK), and the writer's retry order by order fails only that order.
 * Returns the ticket numbers in input order.
 */
export async function insertOrders(em: EntityManager, entries: readonly NewOrder[]): Promise<number[]> {
  const first = entries[0]!.order;
  // Test orders (issue 37 item 4) take ticket number 0 and leave the branch's counter alone.
  const test = first.isTest === true;
  if (
    entries.some(
      (e) =>
        e.order.branchId !== first.branchId ||
        e.order.ticketDay !== first.ticketDay ||
        (e.order.isTest === true) !== test,
    )
  ) {
    throw new Error('insertOrders: one branch, day and kind (test or not) per statement');
  }
  const valueOf = (order: Order, property: string) => (order as unknown as Record<string, unknown>)[property];
  // The union of the columns set on any of the orders; an order without a value takes the DEFAULT.
  const columns = em.connection
    .getMetadata(Order)
    .columns.filter(
      (c) => c.propertyName !== 'ticketNumber' && entries.some((e) => valueOf(e.order, c.propertyName) !== undefined),
    );
  const params: unknown[] = [first.branchId, first.ticketDay, entries.length];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const orderRows = entries.map(({ order }, i) => {
    const values = columns.map((c) => {
      const value = valueOf(order, c.propertyName);
      if (value === undefined) return 'DEFAULT';
      return param(c.type === 'jsonb' && value !== null ? JSON.stringify(value) : value);
    });
    return `(${test ? '0' : `(SELECT "last" FROM "t") - $3 + ${i + 1}`}, ${values.join(', ')})`;
  });
  const historyRows = entries.map(
    ({ order, history }) =>
      `(${param(order.id)}::uuid, ${param(history.action)}, ${param(history.actor)}, ${param(JSON.stringify(history.data))}::jsonb)`,
  );
  const ctes: string[] = [];
  const outbox = entries.flatMap((e) => e.outbox ?? []);
  if (outbox.length > 0) {
    // Same rows as enqueueOutbox writes (one SQL text); NOTIFY is delivered at commit only.
    ctes.push(`"x" AS (${outboxInsertSql(outbox, param)})`, `"n" AS (${OUTBOX_NOTIFY_SQL})`);
  }
  const keys = entries.flatMap(({ order, idempotency }) =>
    idempotency
      ? [
          `(${param(idempotency.key)}, ${param(idempotency.scope)}, ${param(order.id)}::uuid, ` +
            `${param(JSON.stringify(idempotency.response))}::jsonb)`,
        ]
      : [],
  );
  if (keys.length > 0) {
    ctes.push(
      `"k" AS (UPDATE "idempotency_key" SET "state" = 'done', "responseStatus" = 201,
         "responseBody" = v."response" || jsonb_build_object('ticketNumber', "o"."ticketNumber")
         FROM (VALUES ${keys.join(', ')}) AS v("key", "scope", "orderId", "response")
         JOIN "o" ON "o"."id" = v."orderId"
         WHERE "idempotency_key"."key" = v."key" AND "idempotency_key"."scope" = v."scope")`,
    );
  }
  // Slot usage counters: an order that would overbook fails the whole statement (see capacityCtes).
  ctes.push(
    ...capacityCtes(
      entries.flatMap(({ order, capacity }) => (capacity ? [{ orderId: order.id, capacity }] : [])),
      param,
    ),
  );
  const rows = (await em.query(
    `WITH "t" AS (${
      test
        ? // Not read by the order rows; names the parameters so PostgreSQL knows their types.
          `SELECT $1::uuid AS "branchId", $2::date AS "day", $3::int AS "last"`
        : `INSERT INTO "ticket_counter" ("branchId", "day", "last") VALUES ($1, $2, $3)
       ON CONFLICT ("branchId", "day") DO UPDATE SET "last" = "ticket_counter"."last" + $3
       RETURNING "last"`
    }), "o" AS (
       INSERT INTO "order" ("ticketNumber", ${columns.map((c) => `"${c.databaseName}"`).join(', ')})
       VALUES ${orderRows.join(', ')}
       RETURNING "id", "ticketNumber"
     ), "h" AS (
       INSERT INTO "order_history" ("orderId", "version", "action", "actor", "data")
       SELECT "o"."id", 1, v."action", v."actor", v."data" || jsonb_build_object('ticketNumber', "o"."ticketNumber")
       FROM (VALUES ${historyRows.join(', ')}) AS v("id", "action", "actor", "data") JOIN "o" ON "o"."id" = v."id"
     )${ctes.map((c) => `, ${c}`).join('')}
     SELECT "id", "ticketNumber"${outbox.length > 0 ? ', (SELECT count(*) FROM "n") AS "notified"' : ''} FROM "o"`,
    params,
  )) as { id: string; ticketNumber: number }[];
  // Wakes the in-process relay after commit (embedded mode has no LISTEN), as enqueueOutbox does.
  if (outbox.length > 0) markOutboxWritten(em);
  const tickets = new Map(rows.map((r) => [r.id, r.ticketNumber]));
  return entries.map((e) => tickets.get(e.order.id)!);
}

interface Waiting {
  entry: NewOrder;
  resolve: (ticket: number) => void;
  reject: (err: unknown) => void;
}

/** At most this many orders per statement (about 80 parameters each; PostgreSQL allows 65,535). */
const MAX_GROUP = 100;

/**
 * Group commit for order placement. The ticket counter row of a branch and day is the one thing all its
 * orders must pass one at a time; one statement per order held it through every commit, so a busy
 * branch's orders queued in PostgreSQL (measured: 14 ms of lock wait per insert at 300 orders/s). Here
 * the orders of a branch that arrive while its statement runs wait in this process and go out together
 * as the next statement: no added delay when idle, one lock and one commit per group under load.
 * A group that fails is retried order by order, so one bad order never takes others down with it.
 */
export class OrderWriter {
  private readonly queues = new Map<string, Waiting[]>();
  private readonly busy = new Set<string>();

  constructor(private readonly em: EntityManager) {}

  /** Stores the order (see insertOrders); resolves with its ticket number once committed. */
  place(entry: NewOrder): Promise<number> {
    const key = `${entry.order.branchId}\u0000${entry.order.ticketDay}${entry.order.isTest ? '\u0000test' : ''}`;
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(key) ?? [];
      queue.push({ entry, resolve, reject });
      this.queues.set(key, queue);
      if (!this.busy.has(key)) void this.run(key);
    });
  }

  private async run(key: string): Promise<void> {
    this.busy.add(key);
    try {
      for (;;) {
        const queue = this.queues.get(key) ?? [];
        if (queue.length === 0) break;
        const group = queue.splice(0, MAX_GROUP);
        await this.write(group);
      }
    } finally {
      this.busy.delete(key);
      this.queues.delete(key);
    }
  }

  private async write(group: Waiting[]): Promise<void> {
    try {
      const tickets = await insertOrders(
        this.em,
        group.map((w) => w.entry),
      );
      group.forEach((w, i) => w.resolve(tickets[i]!));
    } catch (err) {
      if (group.length === 1) return group[0]!.reject(err);
      for (const w of group) await this.write([w]);
    }
  }
}

/**
 * Orders by id as plain rows, for the realtime publisher: the order table maps 1:1 onto the entity (no
 * renamed columns, no transformers), and entity hydration was a visible share of the API's CPU under load.
 */
export async function loadOrderRows(em: EntityManager, ids: readonly string[]): Promise<Order[]> {
  // ticketDay as text, as TypeORM gives it (pg would parse a date column into a local-midnight Date).
  return (await em.query(`SELECT *, "ticketDay"::text AS "ticketDay" FROM "order" WHERE "id" = ANY($1::uuid[])`, [
    ids,
  ])) as Order[];
}

/**
 * Marks the missed-order alarm as sent; false when another instance marked it first. An alarm marker,
 * not a change of the order: no version, history or push of its own (the alarm is the push).
 */
export async function claimMissedAlarm(em: EntityManager, orderId: string): Promise<boolean> {
  const [, claimed] = (await em.query(
    `UPDATE "order" SET "missedNotifiedAt" = now() WHERE "id" = $1 AND "missedNotifiedAt" IS NULL`,
    [orderId],
  )) as [unknown, number];
  return claimed > 0;
}

/** The order a provider's payment reference belongs to (webhooks name only the payment). */
export async function orderIdByPaymentReference(
  em: EntityManager,
  method: string,
  reference: string,
): Promise<string | null> {
  const [row] = (await em.query(`SELECT "id" FROM "order" WHERE "paymentReference" = $1 AND "paymentMethod" = $2`, [
    reference,
    method,
  ])) as { id: string }[];
  return row?.id ?? null;
}

/** The id and hash of the order a status link names (the caller compares the hash in constant time). */
export async function statusLinkOrder(em: EntityManager, uid: string): Promise<Pick<Order, 'id' | 'hash'> | null> {
  return em.getRepository(Order).findOne({ where: { uid }, select: { id: true, hash: true } });
}

/** An erase (GDPR) also blanks the before/after of the order's edits in its history. */
export async function scrubEditHistory(em: EntityManager, orderId: string): Promise<void> {
  await em.query(
    `UPDATE "order_history" SET "data" = '{"erased": true}'::jsonb WHERE "orderId" = $1 AND "action" = 'editOrder'`,
    [orderId],
  );
}
