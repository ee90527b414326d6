import type { MigrationInterface, QueryRunner } from 'typeorm';

// Workers (issue 6): the ledger of external side effects, the order's print error, and a branch-level
// printer address (the stand-in until printer devices exist; see backend/src/jobs/README.md).
export class Workers1764100000000 implements MigrationInterface {
  name = 'Workers1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "sent_effect" (
        "id" bigserial NOT NULL,
        "orderId" uuid NOT NULL,
        "kind" character varying(60) NOT NULL,
        "target" character varying(255) NOT NULL,
        "version" integer NOT NULL,
        "state" character varying(10) NOT NULL DEFAULT 'claimed',
        "claimedUntil" timestamptz NOT NULL,
        "claims" integer NOT NULL DEFAULT 1,
        "jobId" character varying(100),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "doneAt" timestamptz,
        CONSTRAINT "PK_sent_effect" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_sent_effect_state" CHECK ("state" IN ('claimed', 'done'))
      )`,
    );
    await q.query(`CREATE UNIQUE INDEX "UQ_sent_effect" ON "sent_effect" ("orderId", "kind", "target", "version")`);
    await q.query(`ALTER TABLE "order" ADD "printError" text`);
    await q.query(`ALTER TABLE "branch" ADD "printerAddress" character varying(255)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "branch" DROP COLUMN "printerAddress"`);
    await q.query(`ALTER TABLE "order" DROP COLUMN "printError"`);
    await q.query(`DROP TABLE "sent_effect"`);
  }
}
