import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 42 item 2: each branch's cut-off of a production day (`productionCutoffDaysBefore` days before at
// `productionCutoffTime`; no time: the list is never frozen), the frozen packing list of a branch and day
// (one row: the unique key makes two API instances freezing at once freeze once), and the slips printed
// for it (the frozen list as slip 0, then one delta slip per batch of later changes).
export class ProductionFreeze1796220000000 implements MigrationInterface {
  name = 'ProductionFreeze1796220000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "branch" ADD "productionCutoffTime" character varying(5),
         ADD "productionCutoffDaysBefore" smallint NOT NULL DEFAULT 1`,
    );
    await q.query(
      `CREATE TABLE "production_freeze" (
         "id" uuid NOT NULL DEFAULT gen_random_uuid(),
         "date" date NOT NULL,
         "branchId" uuid NOT NULL,
         "cutoffAt" TIMESTAMP WITH TIME ZONE NOT NULL,
         "frozenAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "lines" jsonb NOT NULL,
         "printedLines" jsonb NOT NULL,
         "printedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_production_freeze" PRIMARY KEY ("id"),
         CONSTRAINT "UQ_production_freeze_day" UNIQUE ("date", "branchId"),
         CONSTRAINT "FK_production_freeze_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE
       )`,
    );
    await q.query(
      `CREATE TABLE "production_slip" (
         "id" uuid NOT NULL DEFAULT gen_random_uuid(),
         "freezeId" uuid NOT NULL,
         "seq" integer NOT NULL,
         "branchId" uuid NOT NULL,
         "title" character varying(40) NOT NULL,
         "rows" jsonb NOT NULL,
         "deltas" jsonb NOT NULL DEFAULT '[]',
         "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         CONSTRAINT "PK_production_slip" PRIMARY KEY ("id"),
         CONSTRAINT "UQ_production_slip_seq" UNIQUE ("freezeId", "seq"),
         CONSTRAINT "FK_production_slip_freeze" FOREIGN KEY ("freezeId") REFERENCES "production_freeze"("id") ON DELETE CASCADE
       )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "production_slip"`);
    await q.query(`DROP TABLE "production_freeze"`);
    await q.query(`ALTER TABLE "branch" DROP COLUMN "productionCutoffDaysBefore", DROP COLUMN "productionCutoffTime"`);
  }
}
