import { NO_USAGE, type OrderType, type SlotClaim, slotKey, type SlotUsage } from '@bestell/domain';
import type { EntityManager } from 'typeorm';

/** What one new order takes: its claims (domain capacityClaims) and whether staff override the caps. */
export interface OrderCapacity {
  branchId: string;
  orderType: OrderType;
  claims: readonly SlotClaim[];
  /** Staff booking a full slot: counted, but the caps are not enforced for it. */
  override: boolean;
}

/** The CHECK constraint that fails an overbooking upsert (migration 1765310000000). */
export const SLOT_FULL_CONSTRAINT = 'CHK_slot_usage_capacity';

/** Did a statement fail because an order would overbook a slot? */
export function isSlotFullError(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const source = e?.driverError ?? e;
  return source?.code === '23514' && source.constraint === SLOT_FULL_CONSTRAINT;
}

/**
 * CTEs for the order statement (orders/order.repository insertOrders): one slot_usage upsert for all
 * slots the orders take and their order_slot rows. ON CONFLICT DO UPDATE locks each slot row and adds
 * to its latest committed version (not the statement's snapshot), so racing statements queue and the
 * CHECK sees the true total: the order that would overbook fails its statement. Slots are upserted in
 * key order so two statements always lock them in the same order.
 */
export function capacityCtes(
  entries: readonly { orderId: string; capacity: OrderCapacity }[],
  param: (value: unknown) => string,
): string[] {
  const slots = new Map<
    string,
    { c: OrderCapacity; claim: SlotClaim; usage: SlotUsage; caps: (number | null)[] | null }
  >();
  const rows: string[] = [];
  for (const { orderId, capacity } of entries) {
    for (const claim of capacity.claims) {
      const key = `${capacity.branchId}|${slotKey(capacity.orderType, claim.categoryId, claim.slotStart)}`;
      const slot = slots.get(key) ?? { c: capacity, claim, usage: { ...NO_USAGE }, caps: null };
      slot.usage.orders += claim.orders;
      slot.usage.items += claim.items;
      slot.usage.minutes += claim.minutes;
      // Several orders of one group: the tightest caps of those not overridden (all overridden: none).
      if (!capacity.override) {
        const caps = [claim.rule.maxOrders, claim.rule.maxItems, claim.rule.maxMinutes];
        slot.caps = slot.caps ? slot.caps.map((cap, i) => minCap(cap, caps[i]!)) : caps;
      }
      slots.set(key, slot);
      rows.push(
        `(${param(orderId)}::uuid, ${param(capacity.branchId)}::uuid, ${param(capacity.orderType)}, ` +
          `${param(claim.categoryId ?? '')}, ${param(claim.slotStart.toISOString())}::timestamptz, ` +
          `${param(claim.orders)}::int, ${param(claim.items)}::int, ${param(claim.minutes)}::int)`,
      );
    }
  }
  if (slots.size === 0) return [];
  const values = [...slots.keys()].sort().map((key) => {
    const { c, claim, usage, caps } = slots.get(key)!;
    const [maxOrders, maxItems, maxMinutes] = caps ?? [null, null, null];
    return (
      `(${param(c.branchId)}::uuid, ${param(c.orderType)}, ${param(claim.categoryId ?? '')}, ` +
      `${param(claim.slotStart.toISOString())}::timestamptz, ${param(usage.orders)}::int, ${param(usage.items)}::int, ` +
      `${param(usage.minutes)}::int, ${param(maxOrders)}::int, ${param(maxItems)}::int, ${param(maxMinutes)}::int)`
    );
  });
  return [
    `"cu" AS (
       INSERT INTO "slot_usage" ("branchId", "orderType", "categoryId", "slotStart", "orders", "items", "minutes",
         "maxOrders", "maxItems", "maxMinutes")
       VALUES ${values.join(', ')}
       ON CONFLICT ("branchId", "orderType", "categoryId", "slotStart") DO UPDATE SET
         "orders" = "slot_usage"."orders" + EXCLUDED."orders",
         "items" = "slot_usage"."items" + EXCLUDED."items",
         "minutes" = "slot_usage"."minutes" + EXCLUDED."minutes",
         "maxOrders" = EXCLUDED."maxOrders", "maxItems" = EXCLUDED."maxItems", "maxMinutes" = EXCLUDED."maxMinutes"
     )`,
    `"cs" AS (
       INSERT INTO "order_slot" ("orderId", "branchId", "orderType", "categoryId", "slotStart", "orders", "items", "minutes")
       VALUES ${rows.join(', ')}
     )`,
  ];
}

const minCap = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * Gives back what a cancelled or rejected order took (call in the change's transaction). The caps of
 * the touched rows are cleared: a staff override may have left a slot above its cap, and the next
 * booking writes the caps again anyway.
 */
export async function releaseOrderCapacity(em: EntityManager, orderId: string): Promise<void> {
  await em.query(
    `WITH "d" AS (DELETE FROM "order_slot" WHERE "orderId" = $1 RETURNING *)
     UPDATE "slot_usage" AS u SET
       "orders" = GREATEST(0, u."orders" - d."orders"),
       "items" = GREATEST(0, u."items" - d."items"),
       "minutes" = GREATEST(0, u."minutes" - d."minutes"),
       "maxOrders" = NULL, "maxItems" = NULL, "maxMinutes" = NULL
     FROM "d"
     WHERE u."branchId" = d."branchId" AND u."orderType" = d."orderType" AND u."categoryId" = d."categoryId"
       AND u."slotStart" = d."slotStart"`,
    [orderId],
  );
}

/** Usage of a branch's slots starting in [from, to), by slotKey. */
export async function readUsage(
  em: EntityManager,
  branchId: string,
  orderType: OrderType,
  from: Date,
  to: Date,
): Promise<Map<string, SlotUsage>> {
  const rows = (await em.query(
    `SELECT "categoryId", "slotStart", "orders", "items", "minutes" FROM "slot_usage"
     WHERE "branchId" = $1 AND "orderType" = $2 AND "slotStart" >= $3 AND "slotStart" < $4`,
    [branchId, orderType, from, to],
  )) as { categoryId: string; slotStart: Date; orders: number; items: number; minutes: number }[];
  return new Map(
    rows.map((r) => [
      slotKey(orderType, r.categoryId || null, r.slotStart),
      { orders: r.orders, items: r.items, minutes: r.minutes },
    ]),
  );
}
