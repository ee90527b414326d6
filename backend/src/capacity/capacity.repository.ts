import type { EntityManager } from 'typeorm';

/** What capacity reads beside its own tables: referenced rows, open orders per shop day, the time zone. */
export class CapacityRepository {
  constructor(private readonly em: EntityManager) {}

  /** Branch and category are plain ids here (capacity sits beside the catalogue). */
  async exists(table: 'branch' | 'category', id: string): Promise<boolean> {
    const rows = (await this.em.query(`SELECT 1 FROM "${table}" WHERE "id" = $1`, [id])) as unknown[];
    return rows.length > 0;
  }

  /** Open orders of the branch for its shop day [from, to) (see CapacityCache.openOrders). */
  async openOrders(branchId: string, from: Date, to: Date): Promise<number> {
    const [row] = (await this.em.query(
      `SELECT count(*)::int AS "open" FROM "order" WHERE "branchId" = $1 AND "createdAt" >= $2::timestamptz - interval '14 days'
         AND (("appointmentDate" IS NULL AND "createdAt" >= $2) OR ("appointmentDate" >= $2 AND "appointmentDate" < $3))
         AND NOT ("isCompleted" OR "isRejected" OR "isCanceled" OR "isFailed")`,
      [branchId, from, to],
    )) as { open: number }[];
    return row?.open ?? 0;
  }

  /** Read from the settings table directly: the settings module sits beside capacity, not below it. */
  async timezone(): Promise<string | null> {
    const [row] = (await this.em.query(`SELECT "timezone" FROM "shop_config" LIMIT 1`)) as { timezone: string }[];
    return row?.timezone ?? null;
  }
}
