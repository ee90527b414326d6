import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 39 item 7: the frontdesk key encrypted (AES-256-GCM, APP_SECRET) beside its hash, so an admin can
// show the link again. Existing branches have only the hash: their link is shown again after one rotation.
export class BranchApiKeySealed1796192572354 implements MigrationInterface {
  name = 'BranchApiKeySealed1796192572354';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "branch" ADD "apiKeySealed" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "branch" DROP COLUMN "apiKeySealed"`);
  }
}
