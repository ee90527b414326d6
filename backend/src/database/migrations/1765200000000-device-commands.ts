import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19 item 4: every command a device gets is its own row (pending, sent, acknowledged, failed,
// aborted), so a newer command no longer replaces an unacknowledged older one. The device's
// pendingCommand/commandState columns stay as the view of its latest command (spec 4).
export class DeviceCommands1765200000000 implements MigrationInterface {
  name = 'DeviceCommands1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "device_command" (
        "id" uuid NOT NULL,
        "deviceId" uuid NOT NULL,
        "command" jsonb NOT NULL,
        "state" character varying(20) NOT NULL DEFAULT 'pending',
        "expiresAt" TIMESTAMP WITH TIME ZONE,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "sentAt" TIMESTAMP WITH TIME ZONE,
        "acknowledgedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_device_command" PRIMARY KEY ("id"),
        CONSTRAINT "FK_device_command_device" FOREIGN KEY ("deviceId") REFERENCES "device"("id") ON DELETE CASCADE
      )`,
    );
    await q.query(`CREATE INDEX "IDX_device_command_device_state" ON "device_command" ("deviceId", "state")`);
    // A command still waiting on a device becomes its first row, so it is not lost by the upgrade.
    await q.query(
      `INSERT INTO "device_command" ("id", "deviceId", "command", "state", "expiresAt")
       SELECT ("pendingCommand"->>'id')::uuid, "id", "pendingCommand", 'pending',
              CASE WHEN "pendingCommand"->'payload'->>'expiresAt' ~ '^\\d{4}-'
                   THEN ("pendingCommand"->'payload'->>'expiresAt')::timestamptz END
         FROM "device"
        WHERE "commandState" = 'pending' AND "pendingCommand"->>'id' ~ '^[0-9a-f-]{36}$'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "device_command"`);
  }
}
