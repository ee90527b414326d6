import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 37 item 1: one-time links that create the first admin while no staff account exists. Only the
// token's SHA-256 is stored; every API process (WEB_CONCURRENCY > 1) sees the same rows.
export class SetupToken1765412000000 implements MigrationInterface {
  name = 'SetupToken1765412000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "setup_token" ("id" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_setup_token" PRIMARY KEY ("id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "setup_token"`);
  }
}
