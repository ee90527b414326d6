import type { MigrationInterface, QueryRunner } from 'typeorm';

// Back office (issue 8): login by e-mailed link. Only the token's SHA-256 is stored.
export class LoginLink1764200000000 implements MigrationInterface {
  name = 'LoginLink1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "login_link" ("id" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "userId" uuid NOT NULL, CONSTRAINT "PK_login_link" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_login_link_user" ON "login_link" ("userId")`);
    await q.query(
      `ALTER TABLE "login_link" ADD CONSTRAINT "FK_login_link_user" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "login_link"`);
  }
}
