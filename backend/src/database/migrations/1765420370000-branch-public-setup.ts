import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 37 items 2, 3, 5: a new branch starts private (existing branches keep their visibility), and the
// setup checklist keeps the result of its checks (test mail, printer test) in setup_check.
export class BranchPublicSetup1765420370000 implements MigrationInterface {
  name = 'BranchPublicSetup1765420370000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "branch" ALTER COLUMN "isPublic" SET DEFAULT false`);
    await q.query(
      `CREATE TABLE "setup_check" (
         "key" varchar(40) PRIMARY KEY,
         "ok" boolean NOT NULL,
         "message" text NOT NULL DEFAULT '',
         "checkedAt" timestamptz NOT NULL DEFAULT now(),
         "succeededAt" timestamptz
       )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "setup_check"`);
    await q.query(`ALTER TABLE "branch" ALTER COLUMN "isPublic" SET DEFAULT true`);
  }
}
