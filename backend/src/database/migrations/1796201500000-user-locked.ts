import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 40 item 10: an admin can lock an account apart from disabling it ('Der Account ist gesperrt.').
export class UserLocked1796201500000 implements MigrationInterface {
  name = 'UserLocked1796201500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" ADD "isLocked" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" DROP COLUMN "isLocked"`);
  }
}
