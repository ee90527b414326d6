import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 21: capacity per time slot. Rules and branch settings are edited by staff; slot_usage holds the
// running totals per (branch, order type, category or '', slot) that the order statement upserts: the
// upsert locks the row and re-reads its latest version, and the CHECK fails the statement when an order
// would overbook (the caps are written by each upsert; NULL caps = staff override). order_slot records
// what each order took, so a cancelled or rejected order gives it back.
export class Capacity1765310000000 implements MigrationInterface {
  name = 'Capacity1765310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "capacity_rule" (
         "id" uuid NOT NULL DEFAULT gen_random_uuid(),
         "branchId" uuid NOT NULL,
         "name" character varying(120) NOT NULL DEFAULT '',
         "orderType" character varying(10) NOT NULL,
         "weekdays" jsonb NOT NULL DEFAULT '[]',
         "from" character varying(5) NOT NULL,
         "to" character varying(5) NOT NULL,
         "slotMinutes" integer NOT NULL DEFAULT 15,
         "maxOrders" integer,
         "maxItems" integer,
         "maxMinutes" integer,
         "categoryId" uuid,
         "isEnabled" boolean NOT NULL DEFAULT true,
         "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_capacity_rule" PRIMARY KEY ("id"),
         CONSTRAINT "FK_capacity_rule_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE,
         CONSTRAINT "FK_capacity_rule_category" FOREIGN KEY ("categoryId") REFERENCES "category"("id") ON DELETE CASCADE)`,
    );
    await q.query(`CREATE INDEX "IDX_capacity_rule_branch" ON "capacity_rule" ("branchId")`);
    await q.query(
      `CREATE TABLE "capacity_settings" (
         "id" uuid NOT NULL DEFAULT gen_random_uuid(),
         "branchId" uuid NOT NULL,
         "leadMinutes" integer NOT NULL DEFAULT 0,
         "rushThreshold" integer,
         "rushLeadMinutes" integer NOT NULL DEFAULT 0,
         "pauseThreshold" integer,
         "sameDayCutoff" character varying(5),
         "dayBeforeCutoff" character varying(5),
         "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_capacity_settings" PRIMARY KEY ("id"),
         CONSTRAINT "FK_capacity_settings_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE)`,
    );
    await q.query(`CREATE UNIQUE INDEX "UQ_capacity_settings_branch" ON "capacity_settings" ("branchId")`);
    await q.query(
      `CREATE TABLE "slot_usage" (
         "branchId" uuid NOT NULL,
         "orderType" character varying(10) NOT NULL,
         "categoryId" character varying(36) NOT NULL DEFAULT '',
         "slotStart" TIMESTAMP WITH TIME ZONE NOT NULL,
         "orders" integer NOT NULL DEFAULT 0,
         "items" integer NOT NULL DEFAULT 0,
         "minutes" integer NOT NULL DEFAULT 0,
         "maxOrders" integer,
         "maxItems" integer,
         "maxMinutes" integer,
         CONSTRAINT "PK_slot_usage" PRIMARY KEY ("branchId", "orderType", "categoryId", "slotStart"),
         CONSTRAINT "CHK_slot_usage_capacity" CHECK (
           ("maxOrders" IS NULL OR "orders" <= "maxOrders") AND
           ("maxItems" IS NULL OR "items" <= "maxItems") AND
           ("maxMinutes" IS NULL OR "minutes" <= "maxMinutes")))`,
    );
    await q.query(
      `CREATE TABLE "order_slot" (
         "orderId" uuid NOT NULL,
         "branchId" uuid NOT NULL,
         "orderType" character varying(10) NOT NULL,
         "categoryId" character varying(36) NOT NULL DEFAULT '',
         "slotStart" TIMESTAMP WITH TIME ZONE NOT NULL,
         "orders" integer NOT NULL,
         "items" integer NOT NULL,
         "minutes" integer NOT NULL,
         CONSTRAINT "PK_order_slot" PRIMARY KEY ("orderId", "categoryId"),
         CONSTRAINT "FK_order_slot_order" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE)`,
    );
    await q.query(`ALTER TABLE "product" ADD "preparationMinutes" integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "product" DROP COLUMN "preparationMinutes"`);
    await q.query(`DROP TABLE "order_slot"`);
    await q.query(`DROP TABLE "slot_usage"`);
    await q.query(`DROP TABLE "capacity_settings"`);
    await q.query(`DROP TABLE "capacity_rule"`);
  }
}
