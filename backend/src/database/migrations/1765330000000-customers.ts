import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 21: customers built from orders (deduplicated by normalised phone / e-mail), the link of each
// order to its customer, and the sync's watermark.
export class Customers1765330000000 implements MigrationInterface {
  name = 'Customers1765330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "customer" (
         "id" uuid NOT NULL DEFAULT gen_random_uuid(),
         "phoneKey" character varying(20),
         "emailKey" character varying(180),
         "firstName" character varying(100) NOT NULL DEFAULT '',
         "lastName" character varying(100) NOT NULL DEFAULT '',
         "companyName" character varying(200) NOT NULL DEFAULT '',
         "phone" character varying(50) NOT NULL DEFAULT '',
         "email" character varying(180) NOT NULL DEFAULT '',
         "street" character varying(200) NOT NULL DEFAULT '',
         "zipCode" character varying(20) NOT NULL DEFAULT '',
         "city" character varying(100) NOT NULL DEFAULT '',
         "country" character varying(2) NOT NULL DEFAULT 'AT',
         "notes" text NOT NULL DEFAULT '',
         "allergies" text NOT NULL DEFAULT '',
         "lastOrderAt" TIMESTAMP WITH TIME ZONE,
         "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_customer" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_customer_phone_key" ON "customer" ("phoneKey") WHERE "phoneKey" IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_customer_email_key" ON "customer" ("emailKey") WHERE "emailKey" IS NOT NULL`,
    );
    await q.query(
      `CREATE TABLE "customer_order" (
         "orderId" uuid NOT NULL,
         "customerId" uuid NOT NULL,
         CONSTRAINT "PK_customer_order" PRIMARY KEY ("orderId"),
         CONSTRAINT "FK_customer_order_order" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE,
         CONSTRAINT "FK_customer_order_customer" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE)`,
    );
    await q.query(`CREATE INDEX "IDX_customer_order_customer" ON "customer_order" ("customerId")`);
    await q.query(
      `CREATE TABLE "customer_sync" (
         "id" integer NOT NULL,
         "syncedUntil" TIMESTAMP WITH TIME ZONE NOT NULL,
         CONSTRAINT "PK_customer_sync" PRIMARY KEY ("id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "customer_sync"`);
    await q.query(`DROP TABLE "customer_order"`);
    await q.query(`DROP TABLE "customer"`);
  }
}
