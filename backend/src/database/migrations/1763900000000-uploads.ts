import type { MigrationInterface, QueryRunner } from 'typeorm';

// Customer uploads for configuration steps (issue 4). Mirrors backend/src/uploads/upload.entity.ts.
export class Uploads1763900000000 implements MigrationInterface {
  name = 'Uploads1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "upload" (
        "id" uuid NOT NULL,
        "version" integer NOT NULL DEFAULT 1,
        "extension" character varying(10) NOT NULL,
        "mimeType" character varying(100) NOT NULL,
        "size" integer NOT NULL,
        "publicHash" character varying(64) NOT NULL,
        "originalName" character varying(255) NOT NULL DEFAULT '',
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_upload" PRIMARY KEY ("id")
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "upload"`);
  }
}
