import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 20: acceptance and preparation times from the order history, kept as counts per duration bucket
// (domain DURATION_EDGES) per local day, branch and hour, so medians and p90 over a year read a few
// thousand rows; and the summed value of events (order revenue) in the daily analytics rollup.
export class InsightsDurations1765370000000 implements MigrationInterface {
  name = 'InsightsDurations1765370000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "order_duration_hourly" (
        "day" date NOT NULL,
        "branchId" uuid NOT NULL,
        "kind" character varying(12) NOT NULL,
        "hour" smallint NOT NULL,
        "bucket" smallint NOT NULL,
        "orders" integer NOT NULL,
        CONSTRAINT "PK_order_duration_hourly" PRIMARY KEY ("day", "branchId", "kind", "hour", "bucket"),
        CONSTRAINT "CHK_order_duration_kind" CHECK ("kind" IN ('acceptance', 'preparation'))
      )`,
    );
    await q.query(`ALTER TABLE "analytics_daily" ADD COLUMN "value" numeric(14,2)`);
    // Every day's order rollups are rebuilt on the next statistics call, which fills the new table.
    await q.query(`DELETE FROM "statistics_watermark" WHERE "name" = 'orders'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "analytics_daily" DROP COLUMN "value"`);
    await q.query(`DROP TABLE "order_duration_hourly"`);
  }
}
