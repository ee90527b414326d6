import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 21: pairing by short code moves from signage into the devices module (one pairing for TVs and
// kiosks, by device type); a kiosk's staff exit PIN is kept hashed on its device row.
export class DevicePairing1765320000000 implements MigrationInterface {
  name = 'DevicePairing1765320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "device_pairing" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "type" character varying(20) NOT NULL,
        "code" character varying(12) NOT NULL,
        "secretHash" character varying(64) NOT NULL,
        "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "deviceId" uuid,
        CONSTRAINT "PK_device_pairing" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_device_pairing_code" UNIQUE ("code"),
        CONSTRAINT "FK_device_pairing_device" FOREIGN KEY ("deviceId") REFERENCES "device"("id") ON DELETE CASCADE
      )`,
    );
    // Open requests of TVs survive the move (a TV showing its code keeps polling the same id).
    await q.query(
      `INSERT INTO "device_pairing" ("id", "createdAt", "updatedAt", "type", "code", "secretHash", "expiresAt", "deviceId")
       SELECT "id", "createdAt", "updatedAt", 'signage', "code", "secretHash", "expiresAt", "deviceId" FROM "signage_pairing"`,
    );
    await q.query(`DROP TABLE "signage_pairing"`);
    await q.query(`ALTER TABLE "device" ADD "exitPinHash" character varying(200)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "device" DROP COLUMN "exitPinHash"`);
    await q.query(
      `CREATE TABLE "signage_pairing" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "code" character varying(12) NOT NULL,
        "secretHash" character varying(64) NOT NULL,
        "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "deviceId" uuid,
        CONSTRAINT "PK_signage_pairing" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_signage_pairing_code" UNIQUE ("code"),
        CONSTRAINT "FK_signage_pairing_device" FOREIGN KEY ("deviceId") REFERENCES "device"("id") ON DELETE CASCADE
      )`,
    );
    await q.query(
      `INSERT INTO "signage_pairing" ("id", "createdAt", "updatedAt", "code", "secretHash", "expiresAt", "deviceId")
       SELECT "id", "createdAt", "updatedAt", "code", "secretHash", "expiresAt", "deviceId" FROM "device_pairing"
        WHERE "type" = 'signage'`,
    );
    await q.query(`DROP TABLE "device_pairing"`);
  }
}
