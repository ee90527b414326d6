import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 37 item 4: test orders placed by staff (on a private branch, or with 'Testbestellung' on a public
// one). They ring, print and mail like any order but carry ticket number 0 and stay out of statistics,
// partner webhooks and the partner API.
export class OrderTest1765430000000 implements MigrationInterface {
  name = 'OrderTest1765430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order" ADD "isTest" boolean NOT NULL DEFAULT false`);
    // The setup checklist asks whether one exists: a partial index holds only the (few) test orders.
    await q.query(`CREATE INDEX "IDX_order_test" ON "order" ("createdAt") WHERE "isTest"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_order_test"`);
    await q.query(`ALTER TABLE "order" DROP COLUMN "isTest"`);
  }
}
