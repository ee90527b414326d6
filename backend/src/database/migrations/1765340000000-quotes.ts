import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 21 item 4: catering quotes. One quote per quotation order (its primary key is the order's id),
// with the customer's event details, the staff-priced lines, fee, validity date, message and state.
export class Quotes1765340000000 implements MigrationInterface {
  name = 'Quotes1765340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "quote" (
         "orderId" uuid NOT NULL,
         "branchId" uuid NOT NULL,
         "state" character varying(20) NOT NULL DEFAULT 'requested',
         "version" integer NOT NULL DEFAULT '1',
         "eventDate" TIMESTAMP WITH TIME ZONE,
         "guests" integer,
         "notes" text NOT NULL DEFAULT '',
         "lines" jsonb NOT NULL DEFAULT '[]',
         "feeLabel" character varying(200) NOT NULL DEFAULT '',
         "fee" numeric(10,2) NOT NULL DEFAULT '0',
         "feeTaxRate" character varying(10) NOT NULL DEFAULT '20',
         "validUntil" date,
         "message" text NOT NULL DEFAULT '',
         "totalGross" numeric(10,2) NOT NULL DEFAULT '0',
         "sentAt" TIMESTAMP WITH TIME ZONE,
         "answeredAt" TIMESTAMP WITH TIME ZONE,
         "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "REL_quote_order" UNIQUE ("orderId"),
         CONSTRAINT "PK_quote" PRIMARY KEY ("orderId"),
         CONSTRAINT "FK_quote_order" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION
       )`,
    );
    await q.query(`CREATE INDEX "IDX_quote_branch_state" ON "quote" ("branchId", "state")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "quote"`);
  }
}
