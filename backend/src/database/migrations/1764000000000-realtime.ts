import type { MigrationInterface, QueryRunner } from 'typeorm';

// Realtime (issue 5): the missed-order alarm's once-only flag on "order", and devices (device rooms).
export class Realtime1764000000000 implements MigrationInterface {
  name = 'Realtime1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order" ADD "missedNotifiedAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(
      `CREATE TABLE "device" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "identifier" character varying(100) NOT NULL,
        "type" character varying(20) NOT NULL,
        "name" character varying(200) NOT NULL DEFAULT '',
        "branchId" uuid NOT NULL,
        "tokenHash" character varying(64) NOT NULL,
        "lastSeenAt" TIMESTAMP WITH TIME ZONE,
        "pendingCommand" jsonb,
        "commandState" character varying(20) NOT NULL DEFAULT 'none',
        CONSTRAINT "PK_device" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_device_identifier" UNIQUE ("identifier"),
        CONSTRAINT "FK_device_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE
      )`,
    );
    await q.query(`CREATE INDEX "IDX_device_branch" ON "device" ("branchId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "device"`);
    await q.query(`ALTER TABLE "order" DROP COLUMN "missedNotifiedAt"`);
  }
}
