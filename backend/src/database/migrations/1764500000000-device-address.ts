import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 6: a printer device carries its own raw-TCP address ('host' or 'host:port'); the print job
// prefers it to the branch column printerAddress.
export class DeviceAddress1764500000000 implements MigrationInterface {
  name = 'DeviceAddress1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "device" ADD "address" character varying(255)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "device" DROP COLUMN "address"`);
  }
}
