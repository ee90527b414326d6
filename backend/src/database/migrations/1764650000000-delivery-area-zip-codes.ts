import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 12: a delivery area lists the zip codes it serves; an order's area must cover its zip code.
// Empty (all existing areas) means any zip code, as before.
export class DeliveryAreaZipCodes1764650000000 implements MigrationInterface {
  name = 'DeliveryAreaZipCodes1764650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "delivery_area" ADD "zipCodes" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "delivery_area" DROP COLUMN "zipCodes"`);
  }
}
