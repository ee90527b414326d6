import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 19: scenes, segments ('Filmsequenzen'), streams, the signage side of a TV (shares the device's id)
// and pairing codes.
export class Signage1765000000000 implements MigrationInterface {
  name = 'Signage1765000000000';

  async up(q: QueryRunner): Promise<void> {
    const stamps = `"id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`;
    await q.query(
      `CREATE TABLE "signage_scene" (
        ${stamps},
        "name" character varying(120) NOT NULL,
        "path" character varying(200) NOT NULL,
        "branchId" uuid,
        "orientation" character varying(10) NOT NULL DEFAULT 'landscape',
        "background" character varying(30) NOT NULL DEFAULT '#000000',
        "zones" jsonb NOT NULL DEFAULT '[]',
        CONSTRAINT "PK_signage_scene" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_signage_scene_path" UNIQUE ("path"),
        CONSTRAINT "FK_signage_scene_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE
      )`,
    );
    await q.query(
      `CREATE TABLE "signage_segment" (
        ${stamps},
        "name" character varying(120) NOT NULL,
        "branchId" uuid,
        "items" jsonb NOT NULL DEFAULT '[]',
        CONSTRAINT "PK_signage_segment" PRIMARY KEY ("id"),
        CONSTRAINT "FK_signage_segment_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE
      )`,
    );
    await q.query(
      `CREATE TABLE "signage_stream" (
        ${stamps},
        "name" character varying(120) NOT NULL,
        "branchId" uuid,
        "entries" jsonb NOT NULL DEFAULT '[]',
        "takeovers" jsonb NOT NULL DEFAULT '[]',
        "fallbackSegmentId" uuid,
        CONSTRAINT "PK_signage_stream" PRIMARY KEY ("id"),
        CONSTRAINT "FK_signage_stream_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_signage_stream_fallback" FOREIGN KEY ("fallbackSegmentId") REFERENCES "signage_segment"("id") ON DELETE SET NULL
      )`,
    );
    await q.query(
      `CREATE TABLE "signage_screen" (
        "id" uuid NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "streamId" uuid,
        "segmentId" uuid,
        "orientation" character varying(10) NOT NULL DEFAULT 'landscape',
        "screenTimes" jsonb,
        "paired" boolean NOT NULL DEFAULT false,
        "online" boolean NOT NULL DEFAULT false,
        "lastHeartbeatAt" TIMESTAMP WITH TIME ZONE,
        "currentItem" jsonb,
        "contentVersion" character varying(64),
        "latestVersion" character varying(64),
        "playerVersion" character varying(40),
        "uptimeSeconds" integer,
        "screenshotKey" character varying(200),
        "screenshotAt" TIMESTAMP WITH TIME ZONE,
        "override" jsonb,
        CONSTRAINT "PK_signage_screen" PRIMARY KEY ("id"),
        CONSTRAINT "FK_signage_screen_device" FOREIGN KEY ("id") REFERENCES "device"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_signage_screen_stream" FOREIGN KEY ("streamId") REFERENCES "signage_stream"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_signage_screen_segment" FOREIGN KEY ("segmentId") REFERENCES "signage_segment"("id") ON DELETE SET NULL
      )`,
    );
    await q.query(`CREATE INDEX "IDX_signage_screen_stream" ON "signage_screen" ("streamId")`);
    await q.query(
      `CREATE TABLE "signage_pairing" (
        ${stamps},
        "code" character varying(12) NOT NULL,
        "secretHash" character varying(64) NOT NULL,
        "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL,
        "deviceId" uuid,
        CONSTRAINT "PK_signage_pairing" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_signage_pairing_code" UNIQUE ("code"),
        CONSTRAINT "FK_signage_pairing_device" FOREIGN KEY ("deviceId") REFERENCES "device"("id") ON DELETE CASCADE
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['signage_pairing', 'signage_screen', 'signage_stream', 'signage_segment', 'signage_scene']) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
