import type { EntityManager } from 'typeorm';
import type { LocalDate, ParLevel, ProductionItem, StandingOrder, Weekday } from '@bestell/domain';
import type { StandingItemValue } from './standing-order.entities.js';

/** A standing order as the job and the customer's page read it (stored items, branch named). */
export interface StoredStandingOrder {
  id: string;
  branch: { id: string; name: string };
  customerName: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  weekdays: Weekday[];
  startDate: LocalDate;
  endDate: LocalDate | null;
  pausedDates: LocalDate[];
  items: StandingItemValue[];
  comment: string;
}

type ProductRow = ProductionItem['product'];

/** A day a standing order was placed for: its order, or why it could not be placed. */
export interface StandingRun {
  date: LocalDate;
  orderId: string | null;
  error: string | null;
}

const STANDING_COLUMNS = `s."id", s."branchId", b."name" AS "branchName", s."customerName", s."firstName", s."lastName",
  s."phone", s."email", s."weekdays", to_char(s."startDate", 'YYYY-MM-DD') AS "startDate",
  to_char(s."endDate", 'YYYY-MM-DD') AS "endDate", s."pausedDates", s."items", s."comment"`;

type RawStanding = Omit<StoredStandingOrder, 'branch'> & { branchId: string; branchName: string };
const toStanding = ({ branchId, branchName, ...row }: RawStanding): StoredStandingOrder => ({
  ...row,
  branch: { id: branchId, name: branchName },
});

/**
 * Standing orders, their runs (one row per standing order and day it was placed for) and par levels
 * (tables standing_order, standing_order_run, par_level; plain SQL, issue 42 item 3).
 */
export class StandingOrdersRepository {
  constructor(private readonly em: EntityManager) {}

  /** Whether a branch or product with this id exists (references of the resources). */
  async exists(table: 'branch' | 'product', id: string): Promise<boolean> {
    const rows: unknown[] = await this.em.query(`SELECT 1 FROM "${table}" WHERE "id" = $1`, [id]);
    return rows.length > 0;
  }

  /** Another par level of the same branch, product, weekday and unit. */
  async parLevelTaken(p: { id?: string; branchId: string; productId: string; weekday: string; unit: string }) {
    const rows: unknown[] = await this.em.query(
      `SELECT 1 FROM "par_level" WHERE "branchId" = $1 AND "productId" = $2 AND "weekday" = $3 AND "unit" = $4
          AND ($5::uuid IS NULL OR "id" <> $5::uuid)`,
      [p.branchId, p.productId, p.weekday, p.unit, p.id ?? null],
    );
    return rows.length > 0;
  }

  /** Whether any standing order is enabled at all (the minute job's quick exit). */
  async anyEnabled(): Promise<boolean> {
    const rows: unknown[] = await this.em.query(`SELECT 1 FROM "standing_order" WHERE "isEnabled" LIMIT 1`);
    return rows.length > 0;
  }

  /**
   * Enabled standing orders of a branch that deliver on `date` (period, weekday, not paused) and were not
   * placed for it yet: the ones the cut-off job places now.
   */
  async toPlace(branchId: string, date: LocalDate, weekday: Weekday): Promise<StoredStandingOrder[]> {
    const rows: RawStanding[] = await this.em.query(
      `SELECT ${STANDING_COLUMNS} FROM "standing_order" s JOIN "branch" b ON b."id" = s."branchId"
        WHERE s."branchId" = $1 AND s."isEnabled" AND s."startDate" <= $2::date
          AND (s."endDate" IS NULL OR s."endDate" >= $2::date)
          AND s."weekdays" ? $3 AND NOT s."pausedDates" ? $4
          AND NOT EXISTS (SELECT 1 FROM "standing_order_run" r WHERE r."standingOrderId" = s."id" AND r."date" = $2::date)
        ORDER BY s."createdAt", s."id"`,
      [branchId, date, weekday, date],
    );
    return rows.map(toStanding);
  }

  /**
   * Records that a standing order's day was placed (its order) or could not be (the reason); once: a
   * second record of the same day is ignored.
   */
  async recordRun(standingOrderId: string, date: LocalDate, orderId: string | null, error: string | null) {
    const rows: unknown[] = await this.em.query(
      `INSERT INTO "standing_order_run" ("standingOrderId", "date", "orderId", "error") VALUES ($1, $2::date, $3, $4)
       ON CONFLICT ("standingOrderId", "date") DO NOTHING RETURNING "date"`,
      [standingOrderId, date, orderId, error],
    );
    return rows.length > 0;
  }

  /** The runs of the last `days` days by standing order, newest first (the back office shows order or error). */
  async recentRuns(days = 14): Promise<Map<string, StandingRun[]>> {
    const rows: (StandingRun & { standingOrderId: string })[] = await this.em.query(
      `SELECT "standingOrderId", to_char("date", 'YYYY-MM-DD') AS "date", "orderId", "error"
         FROM "standing_order_run" WHERE "date" >= CURRENT_DATE - $1::int ORDER BY "date" DESC`,
      [days],
    );
    const runs = new Map<string, StandingRun[]>();
    for (const { standingOrderId, ...run } of rows)
      runs.set(standingOrderId, [...(runs.get(standingOrderId) ?? []), run]);
    return runs;
  }

  /**
   * The enabled standing orders of these branches (all when null) that the bake list of `date` counts
   * itself: not placed for it yet, or placed as an order that is still alive (the domain counts that
   * order instead, once it is produced). A day whose order was cancelled or could not be placed counts
   * nothing. Items with the product's name, calculation model and steps (for the option).
   */
  async forProduction(date: LocalDate, branches: readonly string[] | null): Promise<StandingOrder[]> {
    const rows: RawStanding[] = await this.em.query(
      `SELECT ${STANDING_COLUMNS} FROM "standing_order" s JOIN "branch" b ON b."id" = s."branchId"
        WHERE s."isEnabled" AND s."startDate" <= $1::date AND (s."endDate" IS NULL OR s."endDate" >= $1::date)
          AND ($2::uuid[] IS NULL OR s."branchId" = ANY($2::uuid[]))
          AND NOT EXISTS (
            SELECT 1 FROM "standing_order_run" r
             WHERE r."standingOrderId" = s."id" AND r."date" = $1::date
               AND (r."orderId" IS NULL OR NOT EXISTS (
                 SELECT 1 FROM "order" o WHERE o."id" = r."orderId"
                    AND NOT o."isRejected" AND NOT o."isCanceled" AND NOT o."isFailed")))`,
      [date, branches],
    );
    const standing = rows.map(toStanding);
    const products = await this.products(standing.flatMap((s) => s.items.map((i) => i.product.id)));
    return standing.map((s) => ({
      id: s.id,
      branch: s.branch,
      weekdays: s.weekdays,
      startDate: s.startDate,
      endDate: s.endDate,
      pausedDates: s.pausedDates,
      items: productionItems(s.items, products),
    }));
  }

  /** The par levels of a weekday for these branches (all when null), products named. */
  async parLevels(weekday: Weekday, branches: readonly string[] | null): Promise<ParLevel[]> {
    const rows: {
      branchId: string;
      branchName: string;
      productId: string;
      productName: string;
      calculationModel: string;
      quantity: string;
      unit: string;
    }[] = await this.em.query(
      `SELECT p."branchId", b."name" AS "branchName", p."productId", pr."name" AS "productName",
              pr."calculationModel", p."quantity", p."unit"
         FROM "par_level" p JOIN "branch" b ON b."id" = p."branchId" JOIN "product" pr ON pr."id" = p."productId"
        WHERE p."weekday" = $1 AND ($2::uuid[] IS NULL OR p."branchId" = ANY($2::uuid[]))`,
      [weekday, branches],
    );
    return rows.map((r) => ({
      branch: { id: r.branchId, name: r.branchName },
      product: { id: r.productId, name: r.productName, calculationModel: r.calculationModel as never },
      weekday,
      quantity: r.quantity,
      unit: r.unit,
    }));
  }

  /** Name, calculation model and steps of these products (missing ones are left out). */
  async products(ids: readonly string[]): Promise<Map<string, ProductRow>> {
    if (ids.length === 0) return new Map();
    const rows: (ProductRow & { config: ProductRow['config'] })[] = await this.em.query(
      `SELECT "id", "name", "calculationModel", "config" FROM "product" WHERE "id" = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The standing order behind an access token (enabled or not), or null. */
  async byToken(token: string): Promise<(StoredStandingOrder & { isEnabled: boolean }) | null> {
    const rows: (RawStanding & { isEnabled: boolean })[] = await this.em.query(
      `SELECT ${STANDING_COLUMNS}, s."isEnabled" FROM "standing_order" s JOIN "branch" b ON b."id" = s."branchId"
        WHERE s."accessToken" = $1`,
      [token],
    );
    return rows[0] ? { ...toStanding(rows[0]), isEnabled: rows[0].isEnabled } : null;
  }

  /** The customer's pauses. */
  async setPauses(id: string, dates: readonly LocalDate[]): Promise<void> {
    await this.em.query(`UPDATE "standing_order" SET "pausedDates" = $2::jsonb, "updatedAt" = now() WHERE "id" = $1`, [
      id,
      JSON.stringify(dates),
    ]);
  }
}

/** Stored lines as the bake list reads them; a line whose product is gone is left out. */
export function productionItems(
  items: readonly StandingItemValue[],
  products: ReadonlyMap<string, ProductRow>,
): ProductionItem[] {
  return items.flatMap((item) => {
    const product = products.get(item.product.id);
    return product
      ? [{ product, amount: item.amount, unit: item.unit, parts: item.parts as ProductionItem['parts'] }]
      : [];
  });
}
