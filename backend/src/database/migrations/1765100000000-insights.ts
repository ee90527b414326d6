import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 20: cookieless analytics. Raw events are append-only (a trigger refuses updates; the retention
// job deletes whole old days), the visitor is a truncated HMAC under a salt of the day (salts are
// deleted after two days), rollups per day and per hour answer the statistics over a year.
export class Insights1765100000000 implements MigrationInterface {
  name = 'Insights1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "analytics_salt" (
        "day" date NOT NULL,
        "salt" bytea NOT NULL,
        CONSTRAINT "PK_analytics_salt" PRIMARY KEY ("day")
      )`,
    );
    await q.query(
      `CREATE TABLE "analytics_event" (
        "id" bigint GENERATED ALWAYS AS IDENTITY,
        "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "day" date NOT NULL,
        "type" character varying(10) NOT NULL,
        "site" character varying(100) NOT NULL,
        "branchId" uuid,
        "visitor" bytea NOT NULL,
        "entry" boolean NOT NULL DEFAULT false,
        "path" character varying(300),
        "title" character varying(200),
        "referrerHost" character varying(200),
        "utm" jsonb,
        "action" character varying(100),
        "category" character varying(100),
        "data" jsonb,
        CONSTRAINT "PK_analytics_event" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_analytics_event_type" CHECK ("type" IN ('pageview', 'event'))
      )`,
    );
    await q.query(`CREATE INDEX "IDX_analytics_event_day" ON "analytics_event" ("day")`);
    await q.query(
      `CREATE FUNCTION analytics_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'analytics_event is append-only'; END $$`,
    );
    await q.query(
      `CREATE TRIGGER "TRG_analytics_event_append_only" BEFORE UPDATE ON "analytics_event"
       FOR EACH ROW EXECUTE FUNCTION analytics_event_append_only()`,
    );
    // scope: 'all' or a branch id. kind: visitors, visits, pageviews (key ''), page, event, referrer.
    await q.query(
      `CREATE TABLE "analytics_daily" (
        "scope" character varying(36) NOT NULL,
        "kind" character varying(16) NOT NULL,
        "day" date NOT NULL,
        "key" character varying(400) NOT NULL DEFAULT '',
        "count" integer NOT NULL,
        CONSTRAINT "PK_analytics_daily" PRIMARY KEY ("scope", "kind", "day", "key")
      )`,
    );
    await q.query(
      `CREATE TABLE "analytics_hourly" (
        "scope" character varying(36) NOT NULL,
        "hour" TIMESTAMP WITH TIME ZONE NOT NULL,
        "pageviews" integer NOT NULL,
        "visits" integer NOT NULL,
        CONSTRAINT "PK_analytics_hourly" PRIMARY KEY ("scope", "hour")
      )`,
    );
    // Order figures per local day (and hour) and status flags, refreshed for every day whose orders changed
    // since the last refresh (found by "updatedAt"), so a year answers from ~1,000 rows instead of 200,000.
    await q.query(
      `CREATE TABLE "order_daily" (
        "day" date NOT NULL,
        "branchId" uuid NOT NULL,
        "isCompleted" boolean NOT NULL,
        "isCanceled" boolean NOT NULL,
        "isRejected" boolean NOT NULL,
        "isRefunded" boolean NOT NULL,
        "orders" integer NOT NULL,
        "gross" numeric(14,2) NOT NULL,
        CONSTRAINT "PK_order_daily" PRIMARY KEY ("day", "branchId", "isCompleted", "isCanceled", "isRejected", "isRefunded")
      )`,
    );
    await q.query(
      `CREATE TABLE "order_item_daily" (
        "day" date NOT NULL,
        "branchId" uuid NOT NULL,
        "productId" character varying(64) NOT NULL,
        "name" character varying(200) NOT NULL,
        "isCompleted" boolean NOT NULL,
        "isCanceled" boolean NOT NULL,
        "isRejected" boolean NOT NULL,
        "orders" integer NOT NULL,
        "quantity" numeric(14,3) NOT NULL,
        "gross" numeric(14,2) NOT NULL,
        CONSTRAINT "PK_order_item_daily" PRIMARY KEY ("day", "branchId", "productId", "isCompleted", "isCanceled", "isRejected")
      )`,
    );
    await q.query(
      `CREATE TABLE "order_hourly" (
        "hour" TIMESTAMP WITH TIME ZONE NOT NULL,
        "branchId" uuid NOT NULL,
        "orders" integer NOT NULL,
        CONSTRAINT "PK_order_hourly" PRIMARY KEY ("hour", "branchId")
      )`,
    );
    await q.query(
      `CREATE TABLE "statistics_watermark" (
        "name" character varying(40) NOT NULL,
        "at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_statistics_watermark" PRIMARY KEY ("name")
      )`,
    );
    await q.query(`CREATE INDEX IF NOT EXISTS "IDX_order_updated" ON "order" ("updatedAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "IDX_order_updated"`);
    await q.query(`DROP TABLE "statistics_watermark"`);
    await q.query(`DROP TABLE "order_hourly"`);
    await q.query(`DROP TABLE "order_item_daily"`);
    await q.query(`DROP TABLE "order_daily"`);
    await q.query(`DROP TABLE "analytics_hourly"`);
    await q.query(`DROP TABLE "analytics_daily"`);
    await q.query(`DROP TABLE "analytics_event"`);
    await q.query(`DROP FUNCTION analytics_event_append_only()`);
    await q.query(`DROP TABLE "analytics_salt"`);
  }
}
