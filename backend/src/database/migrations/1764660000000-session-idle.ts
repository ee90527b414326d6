import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12: sessions end after SESSION_IDLE_MINUTES without a request; failed logins are counted by
// the rate limiters (Redis or process memory) instead of the login_throttle table.
export class SessionIdle1764660000000 implements MigrationInterface {
  name = 'SessionIdle1764660000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "session" ADD "lastSeenAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await q.query(`DROP TABLE "login_throttle"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "session" DROP COLUMN "lastSeenAt"`);
    await q.query(
      `CREATE TABLE "login_throttle" ("key" character varying(200) NOT NULL, "failures" integer NOT NULL DEFAULT 0, "windowStart" TIMESTAMP WITH TIME ZONE NOT NULL, "lockedUntil" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_login_throttle" PRIMARY KEY ("key"))`,
    );
  }
}
