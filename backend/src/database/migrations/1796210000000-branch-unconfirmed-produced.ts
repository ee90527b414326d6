import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 42 item 1: a branch may have orders baked while they still await confirmation (the bake list counts
// them); by default only confirmed orders are baked.
export class BranchUnconfirmedProduced1796210000000 implements MigrationInterface {
  name = 'BranchUnconfirmedProduced1796210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "branch" ADD "isUnconfirmedProduced" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "branch" DROP COLUMN "isUnconfirmedProduced"`);
  }
}
