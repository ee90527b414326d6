import type { EntityManager } from 'typeorm';
import {
  ACCEPTED_ACTIONS,
  DURATION_EDGES,
  type DurationKind,
  type Grain,
  READY_ACTIONS,
  type Utm,
} from '@bestell/domain';

/** One raw analytics event as stored: no IP, no user agent, no cookie; the visitor is a daily hash. */
export interface EventRow {
  at: Date;
  day: string;
  type: 'pageview' | 'event';
  site: string;
  branchId: string | null;
  visitor: Buffer;
  entry: boolean;
  path: string | null;
  title: string | null;
  referrerHost: string | null;
  utm: Utm | null;
  action: string | null;
  category: string | null;
  data: Record<string, unknown> | null;
}

const EVENT_COLUMNS = [
  'at',
  'day',
  'type',
  'site',
  'branchId',
  'visitor',
  'entry',
  'path',
  'title',
  'referrerHost',
  'utm',
  'action',
  'category',
  'data',
] as const;

/** Scope of a rollup row: every branch together, or one branch. */
export const ALL = 'all';

/** The only place that touches the analytics tables and reads orders for the statistics (plain SQL). */
export class InsightsRepository {
  constructor(private readonly em: EntityManager) {}

  // --- salts ---------------------------------------------------------------------------------------

  /** The salt of a day: created once by whichever process asks first, the same for all afterwards. */
  async saltOf(day: string, candidate: Buffer): Promise<Buffer> {
    await this.em.query(`INSERT INTO "analytics_salt" ("day", "salt") VALUES ($1, $2) ON CONFLICT ("day") DO NOTHING`, [
      day,
      candidate,
    ]);
    const rows: { salt: Buffer }[] = await this.em.query(`SELECT "salt" FROM "analytics_salt" WHERE "day" = $1`, [day]);
    return rows[0]!.salt;
  }

  async deleteSaltsBefore(day: string): Promise<number> {
    const res: [unknown[], number] = await this.em.query(`DELETE FROM "analytics_salt" WHERE "day" < $1`, [day]);
    return res[1];
  }

  // --- raw events ----------------------------------------------------------------------------------

  /** Appends events with one statement (the ingest batches concurrent requests). */
  async insertEvents(rows: readonly EventRow[]): Promise<void> {
    if (rows.length === 0) return;
    const params: unknown[] = [];
    const tuples = rows.map((r) => {
      const slots = EVENT_COLUMNS.map((c) => {
        const v = r[c];
        params.push(c === 'utm' || c === 'data' ? (v === null ? null : JSON.stringify(v)) : v);
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    const cols = EVENT_COLUMNS.map((c) => `"${c}"`).join(', ');
    await this.em.query(`INSERT INTO "analytics_event" (${cols}) VALUES ${tuples.join(', ')}`, params);
  }

  /** Deletes raw events of days before `day` in chunks (rollups stay). */
  async deleteEventsBefore(day: string, chunk = 50_000): Promise<number> {
    let total = 0;
    for (;;) {
      const res: [unknown[], number] = await this.em.query(
        `DELETE FROM "analytics_event" WHERE "id" IN (
           SELECT "id" FROM "analytics_event" WHERE "day" < $1 LIMIT $2)`,
        [day, chunk],
      );
      total += res[1];
      if (res[1] < chunk) return total;
    }
  }

  // --- rollups -------------------------------------------------------------------------------------

  /**
   * Rebuilds the daily and hourly rollups of [fromDay, toDay] (local days) from the raw events: delete
   * and insert in one transaction, so a run can repeat any time and the figures are the same.
   */
  async rebuildRollups(fromDay: string, toDay: string, tz: string): Promise<void> {
    await this.em.transaction(async (em) => {
      // The job and the endpoints (today's figures) may rebuild at the same moment: one after the other.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('statistics:visitors'))`);
      await em.query(`DELETE FROM "analytics_daily" WHERE "day" BETWEEN $1 AND $2`, [fromDay, toDay]);
      // GROUPING SETS: one row for all branches ('all') and one per branch; events without a branch
      // only count towards 'all'.
      const scope = `CASE WHEN GROUPING("branchId") = 1 THEN '${ALL}' ELSE "branchId"::text END`;
      const insert = (kind: string, key: string, count: string, where: string, value = 'NULL') =>
        em.query(
          `INSERT INTO "analytics_daily" ("scope", "kind", "day", "key", "count", "value")
           SELECT ${scope}, '${kind}', day, k, ${count}, ${value}
           FROM (SELECT e.*, ${key} AS k FROM "analytics_event" e
                 WHERE "day" BETWEEN $1 AND $2 AND ${where}) e
           GROUP BY GROUPING SETS ((day, k), (day, k, "branchId"))
           HAVING GROUPING("branchId") = 1 OR "branchId" IS NOT NULL`,
          [fromDay, toDay],
        );
      await insert('visitors', "''", 'count(DISTINCT "visitor")', 'true');
      await insert('visits', "''", 'count(*)', '"entry"');
      await insert('pageviews', "''", 'count(*)', `"type" = 'pageview'`);
      await insert('page', `left("path", 400)`, 'count(*)', `"type" = 'pageview'`);
      await insert(
        'event',
        `left(coalesce("category", '') || E'\\x1f' || coalesce("action", ''), 400)`,
        'count(*)',
        `"type" = 'event'`,
        // The summed numeric 'value' of the events (order_placed carries the order's revenue).
        `sum(CASE WHEN jsonb_typeof("data"->'value') = 'number' THEN ("data"->>'value')::numeric END)`,
      );
      await insert('referrer', `"referrerHost"`, 'count(*)', `"entry" AND coalesce("referrerHost", '') <> ''`);

      const from = `(($1::date)::timestamp AT TIME ZONE '${tz}')`;
      const to = `((($2::date) + 1)::timestamp AT TIME ZONE '${tz}')`;
      await em.query(`DELETE FROM "analytics_hourly" WHERE "hour" >= ${from} AND "hour" < ${to}`, [fromDay, toDay]);
      await em.query(
        `INSERT INTO "analytics_hourly" ("scope", "hour", "pageviews", "visits")
         SELECT ${scope}, h, count(*) FILTER (WHERE "type" = 'pageview'), count(*) FILTER (WHERE "entry")
         FROM (SELECT e.*, date_trunc('hour', "at") AS h FROM "analytics_event" e
               WHERE "day" BETWEEN $1 AND $2) e
         GROUP BY GROUPING SETS ((h), (h, "branchId"))
         HAVING GROUPING("branchId") = 1 OR "branchId" IS NOT NULL`,
        [fromDay, toDay],
      );
    });
  }

  /** Oldest and newest local day with raw events (for a full rebuild). */
  async eventDays(): Promise<{ first: string | null; last: string | null }> {
    const rows: { first: string | null; last: string | null }[] = await this.em.query(
      `SELECT to_char(min("day"), 'YYYY-MM-DD') AS first, to_char(max("day"), 'YYYY-MM-DD') AS last FROM "analytics_event"`,
    );
    return rows[0] ?? { first: null, last: null };
  }

  /** Daily counts of a kind with key '' per day, summed over the scopes. */
  async dailyTotals(kind: string, scopes: string[], fromDay: string, toDay: string): Promise<Map<string, number>> {
    const rows: { day: string; count: number }[] = await this.em.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS day, sum("count")::int AS count FROM "analytics_daily"
       WHERE "scope" = ANY($1) AND "kind" = $2 AND "day" BETWEEN $3 AND $4 AND "key" = ''
       GROUP BY "day"`,
      [scopes, kind, fromDay, toDay],
    );
    return new Map(rows.map((r) => [r.day, r.count]));
  }

  /** The top keys of a kind over the range, summed over days and scopes (value: summed event values). */
  async topKeys(kind: string, scopes: string[], fromDay: string, toDay: string, limit: number) {
    const rows: { key: string; count: number; value: string | null }[] = await this.em.query(
      `SELECT "key", sum("count")::int AS count, sum("value")::text AS value FROM "analytics_daily"
       WHERE "scope" = ANY($1) AND "kind" = $2 AND "day" BETWEEN $3 AND $4
       GROUP BY "key" ORDER BY count DESC, "key" LIMIT $5`,
      [scopes, kind, fromDay, toDay, limit],
    );
    return rows;
  }

  /** Page views per local weekday (isodow) and hour from the hourly rollup. */
  async visitorTimes(scopes: string[], from: Date, to: Date, tz: string) {
    const rows: { isodow: number; hour: number; count: number }[] = await this.em.query(
      `SELECT extract(isodow FROM "hour" AT TIME ZONE '${tz}')::int AS isodow,
              extract(hour FROM "hour" AT TIME ZONE '${tz}')::int AS hour, sum("pageviews")::int AS count
       FROM "analytics_hourly" WHERE "scope" = ANY($1) AND "hour" >= $2 AND "hour" < $3
       GROUP BY 1, 2`,
      [scopes, from, to],
    );
    return rows;
  }

  // --- orders ------------------------------------------------------------------------------------------

  /**
   * Brings the order rollups up to date: every local day with an order changed since the watermark is
   * rebuilt from the order table (one minute of overlap covers transactions that committed late). Under
   * an advisory lock, so concurrent readers and the job never rebuild the same day twice at once.
   */
  async refreshOrderRollups(tz: string, now: Date = new Date()): Promise<number> {
    return this.em.transaction(async (em) => {
      await em.query(`SET LOCAL jit = off`);
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('statistics:orders'))`);
      const [mark] = (await em.query(`SELECT "at" FROM "statistics_watermark" WHERE "name" = 'orders'`)) as {
        at: Date;
      }[];
      const dirty: { day: string }[] = mark
        ? await em.query(
            `SELECT DISTINCT to_char(("createdAt" AT TIME ZONE '${tz}')::date, 'YYYY-MM-DD') AS day
             FROM "order" WHERE "updatedAt" >= $1`,
            [new Date(mark.at.getTime() - 60_000)],
          )
        : await em.query(
            `SELECT DISTINCT to_char(("createdAt" AT TIME ZONE '${tz}')::date, 'YYYY-MM-DD') AS day FROM "order"`,
          );
      const days = dirty.map((d) => d.day);
      if (days.length > 0) {
        const local = `("createdAt" AT TIME ZONE '${tz}')::date`;
        await em.query(`DELETE FROM "order_daily" WHERE "day" = ANY($1::date[])`, [days]);
        await em.query(`DELETE FROM "order_item_daily" WHERE "day" = ANY($1::date[])`, [days]);
        await em.query(`DELETE FROM "order_hourly" WHERE (("hour" AT TIME ZONE '${tz}')::date) = ANY($1::date[])`, [
          days,
        ]);
        await em.query(`DELETE FROM "order_duration_hourly" WHERE "day" = ANY($1::date[])`, [days]);
        // The rows of those days only: a range on the createdAt index, then the exact local days. Test orders
        // (issue 37 item 4) count nowhere: not in orders, revenue, products, hours or durations.
        const rows = `(SELECT * FROM "order" WHERE "createdAt" >= (($2::date)::timestamp AT TIME ZONE '${tz}')
            AND "createdAt" < ((($3::date) + 1)::timestamp AT TIME ZONE '${tz}') AND ${local} = ANY($1::date[])
            AND NOT "isTest") o`;
        const sorted = [...days].sort();
        const params = [days, sorted[0], sorted[sorted.length - 1]];
        await em.query(
          `INSERT INTO "order_daily" SELECT (o."createdAt" AT TIME ZONE '${tz}')::date, o."branchId", o."isCompleted",
             o."isCanceled", o."isRejected", o."isRefunded", count(*), coalesce(sum(o."totalGross"), 0)
           FROM ${rows} GROUP BY 1, 2, 3, 4, 5, 6`,
          params,
        );
        // Per order and product first (a product may be on several lines), then per day.
        await em.query(
          `INSERT INTO "order_item_daily"
           SELECT (o."createdAt" AT TIME ZONE '${tz}')::date, o."branchId", l.id, max(l.name), o."isCompleted",
             o."isCanceled", o."isRejected", count(*), sum(l.quantity), sum(l.gross)
           FROM ${rows} CROSS JOIN LATERAL (
             SELECT left(coalesce(i->'product'->>'id', ''), 64) AS id, left(max(i->'product'->>'name'), 200) AS name,
                    coalesce(sum((i->>'amount')::numeric), 0) AS quantity, coalesce(sum((i->>'total')::numeric), 0) AS gross
             FROM jsonb_array_elements(o."items") i GROUP BY 1) l
           GROUP BY 1, 2, 3, 5, 6, 7`,
          params,
        );
        await em.query(
          `INSERT INTO "order_hourly" SELECT date_trunc('hour', o."createdAt"), o."branchId", count(*)
           FROM ${rows} GROUP BY 1, 2`,
          params,
        );
        await this.rollUpDurations(em, rows, params, tz);
      }
      await em.query(
        `INSERT INTO "statistics_watermark" ("name", "at") VALUES ('orders', $1)
         ON CONFLICT ("name") DO UPDATE SET "at" = EXCLUDED."at"`,
        [now],
      );
      return days.length;
    });
  }

  /**
   * Acceptance and preparation times of the given orders (domain orderDurations, in SQL): the first
   * confirmation after placing, the first ready/completed after that (none for pre-orders), counted per
   * local day, branch, local hour of placing and duration bucket (width_bucket over DURATION_EDGES).
   */
  private async rollUpDurations(em: EntityManager, rows: string, params: unknown[], tz: string) {
    const n = params.length;
    await em.query(
      `INSERT INTO "order_duration_hourly"
       SELECT (o."createdAt" AT TIME ZONE '${tz}')::date, o."branchId", k.kind,
              extract(hour FROM o."createdAt" AT TIME ZONE '${tz}')::int, width_bucket(greatest(0, floor(k.s))::int, $${n + 1}::int[]), count(*)
       FROM ${rows}
       CROSS JOIN LATERAL (SELECT min(h."at") AS at FROM "order_history" h
                           WHERE h."orderId" = o."id" AND h."action" = ANY($${n + 2}::text[])) a
       CROSS JOIN LATERAL (SELECT min(h."at") AS at FROM "order_history" h
                           WHERE h."orderId" = o."id" AND h."action" = ANY($${n + 3}::text[]) AND h."at" >= a.at
                             AND NOT o."isPreorder") r
       CROSS JOIN LATERAL (VALUES
         ('acceptance', extract(epoch FROM a.at - o."createdAt")),
         ('preparation', extract(epoch FROM r.at - a.at))) k(kind, s)
       WHERE k.s IS NOT NULL
       GROUP BY 1, 2, 3, 4, 5`,
      [...params, DURATION_EDGES, ACCEPTED_ACTIONS, READY_ACTIONS],
    );
  }

  /**
   * Duration bucket counts over [fromDay, toDay]: per kind and period (day, week from Monday, month) and
   * per kind and local hour of placing, in one pass (GROUPING SETS).
   */
  async durationGroups(fromDay: string, toDay: string, branchIds: string[] | null, grain: Grain) {
    const params: unknown[] = [fromDay, toDay, grain];
    const rows: { kind: DurationKind; period: string | null; hour: number | null; bucket: number; orders: number }[] =
      await this.em.query(
        `SELECT "kind", to_char(date_trunc($3::text, "day"::timestamp), 'YYYY-MM-DD') AS period,
                "hour", "bucket", sum("orders")::int AS orders
         FROM "order_duration_hourly" WHERE "day" BETWEEN $1 AND $2${this.branchFilter(params, branchIds)}
         GROUP BY GROUPING SETS (("kind", date_trunc($3::text, "day"::timestamp), "bucket"), ("kind", "hour", "bucket"))`,
        params,
      );
    return rows;
  }

  /** The current category of each product id (ids of products no longer in the catalogue are missing). */
  async productCategories(productIds: string[]): Promise<Map<string, { id: string; name: string } | null>> {
    if (productIds.length === 0) return new Map();
    const rows: { id: string; categoryId: string | null; name: string | null }[] = await this.em.query(
      `SELECT p."id"::text AS id, c."id"::text AS "categoryId", c."name" FROM "product" p
       LEFT JOIN "category" c ON c."id" = p."categoryId" WHERE p."id"::text = ANY($1::text[])`,
      [productIds],
    );
    return new Map(rows.map((r) => [r.id, r.categoryId ? { id: r.categoryId, name: r.name ?? '' } : null]));
  }

  private branchFilter(params: unknown[], branchIds: string[] | null): string {
    if (!branchIds) return '';
    params.push(branchIds);
    return ` AND "branchId" = ANY($${params.length})`;
  }

  /** Orders grouped by local day and status flags; domain/ decides what each group counts as. */
  async orderGroups(fromDay: string, toDay: string, branchIds: string[] | null) {
    const params: unknown[] = [fromDay, toDay];
    const rows: {
      day: string;
      isCompleted: boolean;
      isCanceled: boolean;
      isRejected: boolean;
      isRefunded: boolean;
      orders: number;
      gross: string;
    }[] = await this.em.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS day, "isCompleted", "isCanceled", "isRejected", "isRefunded",
              sum("orders")::int AS orders, sum("gross")::text AS gross
       FROM "order_daily" WHERE "day" BETWEEN $1 AND $2${this.branchFilter(params, branchIds)}
       GROUP BY 1, 2, 3, 4, 5`,
      params,
    );
    return rows;
  }

  /** Order lines grouped by product and status flags (orders = orders containing the product). */
  async itemGroups(fromDay: string, toDay: string, branchIds: string[] | null) {
    const params: unknown[] = [fromDay, toDay];
    const rows: {
      id: string;
      name: string;
      isCompleted: boolean;
      isCanceled: boolean;
      isRejected: boolean;
      orders: number;
      quantity: string;
      gross: string;
    }[] = await this.em.query(
      `SELECT "productId" AS id, max("name") AS name, "isCompleted", "isCanceled", "isRejected",
              sum("orders")::int AS orders, sum("quantity")::text AS quantity, sum("gross")::text AS gross
       FROM "order_item_daily" WHERE "day" BETWEEN $1 AND $2${this.branchFilter(params, branchIds)}
       GROUP BY 1, 3, 4, 5`,
      params,
    );
    return rows;
  }

  /** Placed orders per local weekday (isodow) and hour. */
  async orderTimes(from: Date, to: Date, branchIds: string[] | null, tz: string) {
    const params: unknown[] = [from, to];
    const rows: { isodow: number; hour: number; count: number }[] = await this.em.query(
      `SELECT extract(isodow FROM "hour" AT TIME ZONE '${tz}')::int AS isodow,
              extract(hour FROM "hour" AT TIME ZONE '${tz}')::int AS hour, sum("orders")::int AS count
       FROM "order_hourly" WHERE "hour" >= $1 AND "hour" < $2${this.branchFilter(params, branchIds)}
       GROUP BY 1, 2`,
      params,
    );
    return rows;
  }
}
