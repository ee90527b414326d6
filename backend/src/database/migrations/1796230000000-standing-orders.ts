import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 42 item 3: standing orders (Serienbestellungen) of business customers, the branches' par levels,
// and one row per standing order and day it was placed for (the primary key makes two API instances
// running the cut-off job at once place it once). An order a standing order placed names it.
export class StandingOrders1796230000000 implements MigrationInterface {
  name = 'StandingOrders1796230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "standing_order" (
         "id" uuid NOT NULL DEFAULT gen_random_uuid(),
         "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "branchId" uuid NOT NULL,
         "customerName" character varying(200) NOT NULL,
         "firstName" character varying(100) NOT NULL,
         "lastName" character varying(100) NOT NULL,
         "phone" character varying(50) NOT NULL DEFAULT '',
         "email" character varying(180) NOT NULL DEFAULT '',
         "weekdays" jsonb NOT NULL DEFAULT '[]',
         "startDate" date NOT NULL,
         "endDate" date,
         "pausedDates" jsonb NOT NULL DEFAULT '[]',
         "items" jsonb NOT NULL DEFAULT '[]',
         "comment" text NOT NULL DEFAULT '',
         "isEnabled" boolean NOT NULL DEFAULT true,
         "accessToken" character varying(64) NOT NULL,
         CONSTRAINT "PK_standing_order" PRIMARY KEY ("id"),
         CONSTRAINT "FK_standing_order_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE
       )`,
    );
    await q.query(`CREATE INDEX "IDX_standing_order_branch" ON "standing_order" ("branchId")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_standing_order_token" ON "standing_order" ("accessToken")`);
    await q.query(
      `CREATE TABLE "standing_order_run" (
         "standingOrderId" uuid NOT NULL,
         "date" date NOT NULL,
         "orderId" uuid,
         "error" text,
         "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_standing_order_run" PRIMARY KEY ("standingOrderId", "date"),
         CONSTRAINT "FK_standing_order_run_standing" FOREIGN KEY ("standingOrderId") REFERENCES "standing_order"("id") ON DELETE CASCADE
       )`,
    );
    await q.query(
      `CREATE TABLE "par_level" (
         "id" uuid NOT NULL DEFAULT gen_random_uuid(),
         "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "branchId" uuid NOT NULL,
         "productId" uuid NOT NULL,
         "weekday" character varying(10) NOT NULL,
         "quantity" numeric(12,3) NOT NULL DEFAULT '0',
         "unit" character varying(20) NOT NULL DEFAULT 'piece',
         CONSTRAINT "PK_par_level" PRIMARY KEY ("id"),
         CONSTRAINT "FK_par_level_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE,
         CONSTRAINT "FK_par_level_product" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE
       )`,
    );
    await q.query(`CREATE UNIQUE INDEX "UQ_par_level" ON "par_level" ("branchId", "productId", "weekday", "unit")`);
    // No foreign key: the order keeps the id when its standing order is deleted (the order stays an order).
    await q.query(`ALTER TABLE "order" ADD "standingOrderId" uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order" DROP COLUMN "standingOrderId"`);
    await q.query(`DROP TABLE "par_level"`);
    await q.query(`DROP TABLE "standing_order_run"`);
    await q.query(`DROP TABLE "standing_order"`);
  }
}
