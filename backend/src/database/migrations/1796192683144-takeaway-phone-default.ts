import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 39 item 5: a new branch asks pickup customers for a phone number; existing branches keep their choice.
export class TakeawayPhoneDefault1796192683144 implements MigrationInterface {
  name = 'TakeawayPhoneDefault1796192683144';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "branch" ALTER COLUMN "isTakeawayPhoneRequired" SET DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "branch" ALTER COLUMN "isTakeawayPhoneRequired" SET DEFAULT false`);
  }
}
