import type { CustomerContact } from '@bestell/domain';
import type { EntityManager } from 'typeorm';

/** The contact columns of an order the customer sync reads. */
export interface OrderContactRow extends CustomerContact {
  id: string;
  createdAt: Date;
}

/** The columns the sync writes. */
export interface SyncedCustomer extends CustomerContact {
  id: string;
  phoneKey: string | null;
  emailKey: string | null;
  lastOrderAt: Date | null;
}

export interface CustomerListRow {
  id: string;
  orderCount: number;
}

/** An order's contact columns with the customer it belongs to (the scoped view, issue 36). */
export interface CustomerContactRow extends OrderContactRow {
  customerId: string;
}

/** Orders committed late can carry an earlier createdAt than the watermark: the sync looks back this far. */
const LOOK_BACK = '10 minutes';

/**
 * The SQL of customers (issue 21): the sync's reads of new orders, the links and the search (the erase
 * changes orders through ErasePersonalDataCommand). Bound to the caller's transaction (`em`).
 */
export class CustomersRepository {
  constructor(private readonly em: EntityManager) {}

  /** One sync at a time (per database): concurrent searches wait instead of creating duplicates. */
  async lockSync(): Promise<void> {
    await this.em.query(`SELECT pg_advisory_xact_lock(hashtext('customer-sync'))`);
  }

  async watermark(): Promise<Date | null> {
    const [row] = (await this.em.query(`SELECT "syncedUntil" FROM "customer_sync" WHERE "id" = 1`)) as {
      syncedUntil: Date;
    }[];
    return row?.syncedUntil ?? null;
  }

  async setWatermark(until: Date): Promise<void> {
    await this.em.query(
      `INSERT INTO "customer_sync" ("id", "syncedUntil") VALUES (1, $1)
       ON CONFLICT ("id") DO UPDATE SET "syncedUntil" = GREATEST("customer_sync"."syncedUntil", EXCLUDED."syncedUntil")`,
      [until],
    );
  }

  /** Orders with a phone or e-mail not linked to a customer yet, oldest first, from the watermark on. */
  async unlinkedOrders(
    since: Date | null,
    after: { createdAt: Date; id: string } | null,
    limit: number,
  ): Promise<OrderContactRow[]> {
    return this.em.query(
      `SELECT o."id", o."createdAt", o."firstName", o."lastName", o."companyName", o."phone", o."email",
              o."street", o."zipCode", o."city", o."country"
         FROM "order" o
        WHERE ($1::timestamptz IS NULL OR (o."createdAt" > $1::timestamptz - interval '${LOOK_BACK}'
                                           -- updatedAt >= createdAt: lets IDX_order_updated find the few new rows.
                                           AND o."updatedAt" > $1::timestamptz - interval '${LOOK_BACK}'))
          AND (o."phone" <> '' OR o."email" <> '')
          AND NOT EXISTS (SELECT 1 FROM "customer_order" co WHERE co."orderId" = o."id")
          AND ($3::timestamptz IS NULL OR (o."createdAt", o."id") > ($3::timestamptz, $4::uuid))
        ORDER BY o."createdAt", o."id"
        LIMIT $2`,
      [since, limit, after?.createdAt ?? null, after?.id ?? null],
    );
  }

  /** New and changed customers of a sync batch, each kind in one statement (a row per customer was 1 ms each). */
  async saveContacts(rows: SyncedCustomer[], fresh: ReadonlySet<string>): Promise<void> {
    const columns = (list: SyncedCustomer[]) => [
      list.map((c) => c.id),
      list.map((c) => c.phoneKey),
      list.map((c) => c.emailKey),
      list.map((c) => c.firstName),
      list.map((c) => c.lastName),
      list.map((c) => c.companyName),
      list.map((c) => c.phone),
      list.map((c) => c.email),
      list.map((c) => c.street),
      list.map((c) => c.zipCode),
      list.map((c) => c.city),
      list.map((c) => c.country),
      list.map((c) => c.lastOrderAt),
    ];
    const unnest = `unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[],
                          $7::varchar[], $8::varchar[], $9::varchar[], $10::varchar[], $11::varchar[], $12::varchar[],
                          $13::timestamptz[])`;
    const inserted = rows.filter((c) => fresh.has(c.id));
    const updated = rows.filter((c) => !fresh.has(c.id));
    if (inserted.length) {
      await this.em.query(
        `INSERT INTO "customer" ("id", "phoneKey", "emailKey", "firstName", "lastName", "companyName", "phone", "email",
                                 "street", "zipCode", "city", "country", "lastOrderAt")
         SELECT * FROM ${unnest}`,
        columns(inserted),
      );
    }
    if (updated.length) {
      await this.em.query(
        `UPDATE "customer" c SET "phoneKey" = u."phoneKey", "emailKey" = u."emailKey", "firstName" = u."firstName",
                "lastName" = u."lastName", "companyName" = u."companyName", "phone" = u."phone", "email" = u."email",
                "street" = u."street", "zipCode" = u."zipCode", "city" = u."city", "country" = u."country",
                "lastOrderAt" = u."lastOrderAt", "updatedAt" = now()
           FROM ${unnest} AS u("id", "phoneKey", "emailKey", "firstName", "lastName", "companyName", "phone", "email",
                                 "street", "zipCode", "city", "country", "lastOrderAt")
          WHERE c."id" = u."id"`,
        columns(updated),
      );
    }
  }

  async link(pairs: { orderId: string; customerId: string }[]): Promise<void> {
    if (pairs.length === 0) return;
    await this.em.query(
      `INSERT INTO "customer_order" ("orderId", "customerId")
       SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT ("orderId") DO NOTHING`,
      [pairs.map((p) => p.orderId), pairs.map((p) => p.customerId)],
    );
  }

  /**
   * Customer ids and order counts, newest order first: `search` matches names, company, e-mail and the
   * phone's digits; `branchIds` (non-admins) keeps customers with an order there or none at all, and
   * then counts and orders by the orders of those branches only (issue 36).
   */
  async list(filter: {
    search?: string;
    phoneKey?: string | null;
    branchIds: string[] | null;
    limit: number;
    offset: number;
  }): Promise<{ rows: CustomerListRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (filter.search) {
      params.push(`%${filter.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      const like = `$${params.length}`;
      // '0664 12', '+43 664 12' and '0043 664 12' all find '+43 664 1234567': the prefix is left out.
      const digits = filter.search.replace(/\D/g, '').replace(/^00?/, '');
      const phone: string[] = [];
      if (digits.length >= 3) {
        params.push(`%${digits}%`);
        phone.push(`c."phoneKey" LIKE $${params.length}`);
      }
      if (filter.phoneKey) {
        params.push(filter.phoneKey);
        phone.push(`c."phoneKey" = $${params.length}`);
      }
      where.push(
        `(c."firstName" ILIKE ${like} OR c."lastName" ILIKE ${like} OR (c."firstName" || ' ' || c."lastName") ILIKE ${like}
          OR c."companyName" ILIKE ${like} OR c."email" ILIKE ${like}${phone.map((p) => ` OR ${p}`).join('')})`,
      );
    }
    if (filter.branchIds) {
      params.push(filter.branchIds);
      where.push(
        `(NOT EXISTS (SELECT 1 FROM "customer_order" co WHERE co."customerId" = c."id")
          OR EXISTS (SELECT 1 FROM "customer_order" co JOIN "order" o ON o."id" = co."orderId"
                      WHERE co."customerId" = c."id" AND o."branchId" = ANY($${params.length}::uuid[])))`,
      );
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // Issue 36: an employee's counts and order are those of the orders of their branches only.
    const counted = filter.branchIds
      ? `SELECT count(*)::int AS "orderCount", max(o."createdAt") AS "lastOrderAt"
           FROM "customer_order" co JOIN "order" o ON o."id" = co."orderId"
          WHERE co."customerId" = c."id" AND o."branchId" = ANY($${params.length}::uuid[])`
      : `SELECT count(*)::int AS "orderCount", c."lastOrderAt" FROM "customer_order" co WHERE co."customerId" = c."id"`;
    params.push(filter.limit, filter.offset);
    const rows = (await this.em.query(
      `SELECT c."id", s."orderCount", count(*) OVER ()::int AS "total"
         FROM "customer" c CROSS JOIN LATERAL (${counted}) s
         ${clause}
        ORDER BY s."lastOrderAt" DESC NULLS LAST, c."lastName", c."id"
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    )) as (CustomerListRow & { total: number })[];
    return { rows: rows.map(({ id, orderCount }) => ({ id, orderCount })), total: rows[0]?.total ?? 0 };
  }

  /** The customer's orders, counted within the branches (null: every branch). */
  async orderCount(customerId: string, branchIds: string[] | null = null): Promise<number> {
    const [row] = (await this.em.query(
      `SELECT count(*)::int AS "n" FROM "customer_order" co JOIN "order" o ON o."id" = co."orderId"
        WHERE co."customerId" = $1 AND ($2::uuid[] IS NULL OR o."branchId" = ANY($2::uuid[]))`,
      [customerId, branchIds],
    )) as { n: number }[];
    return row?.n ?? 0;
  }

  /** The customer's order ids within the branches (null: every branch), newest first. */
  async orderIds(customerId: string, limit = 1000, branchIds: string[] | null = null): Promise<string[]> {
    const rows = (await this.em.query(
      `SELECT co."orderId" FROM "customer_order" co JOIN "order" o ON o."id" = co."orderId"
        WHERE co."customerId" = $1 AND ($3::uuid[] IS NULL OR o."branchId" = ANY($3::uuid[]))
        ORDER BY o."createdAt" DESC LIMIT $2`,
      [customerId, limit, branchIds],
    )) as { orderId: string }[];
    return rows.map((r) => r.orderId);
  }

  /** Which of the customers have an order outside the branches (their record mixes in other branches). */
  async withOrdersOutside(customerIds: string[], branchIds: string[]): Promise<Set<string>> {
    if (customerIds.length === 0) return new Set();
    const rows = (await this.em.query(
      `SELECT DISTINCT co."customerId" FROM "customer_order" co JOIN "order" o ON o."id" = co."orderId"
        WHERE co."customerId" = ANY($1::uuid[]) AND NOT (o."branchId" = ANY($2::uuid[]))`,
      [customerIds, branchIds],
    )) as { customerId: string }[];
    return new Set(rows.map((r) => r.customerId));
  }

  /** The contact columns of the customers' orders within the branches, oldest first (the sync's order). */
  async contactsIn(customerIds: string[], branchIds: string[]): Promise<CustomerContactRow[]> {
    if (customerIds.length === 0) return [];
    return this.em.query(
      `SELECT co."customerId", o."id", o."createdAt", o."firstName", o."lastName", o."companyName", o."phone",
              o."email", o."street", o."zipCode", o."city", o."country"
         FROM "customer_order" co JOIN "order" o ON o."id" = co."orderId"
        WHERE co."customerId" = ANY($1::uuid[]) AND o."branchId" = ANY($2::uuid[])
        ORDER BY o."createdAt", o."id"`,
      [customerIds, branchIds],
    );
  }

  /** Whether the customer has an order in one of the branches (null: every branch). */
  async hasOrderIn(customerId: string, branchIds: string[]): Promise<boolean> {
    const [row] = (await this.em.query(
      `SELECT EXISTS (SELECT 1 FROM "customer_order" co JOIN "order" o ON o."id" = co."orderId"
                       WHERE co."customerId" = $1 AND o."branchId" = ANY($2::uuid[])) AS "yes",
              EXISTS (SELECT 1 FROM "customer_order" co WHERE co."customerId" = $1) AS "any"`,
      [customerId, branchIds],
    )) as { yes: boolean; any: boolean }[];
    return !!row && (row.yes || !row.any);
  }
}
