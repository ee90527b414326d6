import type { EntityManager } from 'typeorm';

/** The redirect table's hand-written SQL (the request path's lookup and hit counter). */
export class RedirectRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * One statement per request: counts the hit and returns where to go, or nothing when no redirect has
   * this path or its site is gone (then the request goes on to the app; no hit is counted).
   */
  async hit(fromPath: string): Promise<{ location: string; statusCode: number } | null> {
    const rows = (await this.em.query(
      `WITH "target" AS (
         SELECT r."id", r."statusCode", COALESCE(r."toPath", '/' || s."path") AS "location"
           FROM "redirect" r LEFT JOIN "site" s ON s."id" = r."toSite"
          WHERE r."fromPath" = $1)
       UPDATE "redirect" SET "hits" = "redirect"."hits" + 1, "lastHitAt" = now()
         FROM "target"
        WHERE "redirect"."id" = "target"."id" AND "target"."location" IS NOT NULL
       RETURNING "target"."location", "target"."statusCode"`,
      [fromPath],
    )) as [{ location: string; statusCode: number }[], number] | { location: string; statusCode: number }[];
    // pg returns [rows, count] for UPDATE ... RETURNING through TypeORM's query().
    const list = Array.isArray(rows[0]) ? (rows[0] as { location: string; statusCode: number }[]) : (rows as never[]);
    return list[0] ?? null;
  }
}
