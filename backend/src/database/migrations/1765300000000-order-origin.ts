import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 21: kiosk, phone (frontdesk), API and quote orders take the same path as web orders; the order
// records its channel, who entered it and from which device.
export class OrderOrigin1765300000000 implements MigrationInterface {
  name = 'OrderOrigin1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "order"
         ADD "channel" character varying(20) NOT NULL DEFAULT 'web',
         ADD "enteredById" uuid,
         ADD "enteredByName" character varying(200),
         ADD "deviceId" uuid`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "order" DROP COLUMN "deviceId", DROP COLUMN "enteredByName", DROP COLUMN "enteredById", DROP COLUMN "channel"`,
    );
  }
}
