import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 14: the image library. Mirrors backend/src/media/images/image.entity.ts. Catalogue and config
// image fields now hold library references (ImageRef); the references to customer uploads they held
// before (issue 8, with a publicHash) are not library images and are dropped.
export class Images1764700000000 implements MigrationInterface {
  name = 'Images1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "image" (
        "id" uuid NOT NULL,
        "version" integer NOT NULL DEFAULT 1,
        "extension" character varying(10) NOT NULL,
        "mimeType" character varying(50) NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "size" integer NOT NULL,
        "alt" character varying(200) NOT NULL DEFAULT '',
        "focalX" double precision NOT NULL DEFAULT 0.5,
        "focalY" double precision NOT NULL DEFAULT 0.5,
        "originalName" character varying(255) NOT NULL DEFAULT '',
        "variantsReady" boolean NOT NULL DEFAULT false,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_image" PRIMARY KEY ("id")
      )`,
    );
    await q.query(`CREATE INDEX "IDX_image_createdAt" ON "image" ("createdAt" DESC, "id" DESC)`);
    // Upload references (they carry a publicHash) in image fields: dropped, they were never library images.
    for (const [table, column] of [
      ['category', 'image'],
      ['tag', 'image'],
      ['donatee', 'image'],
      ['branch', 'logo'],
      ['shop_config', 'logo'],
      ['shop_config', 'favicon'],
    ]) {
      await q.query(`UPDATE "${table}" SET "${column}" = NULL WHERE "${column}" ? 'publicHash'`);
    }
    for (const [table, column] of [
      ['product', 'images'],
      ['branch', 'images'],
      ['division', 'images'],
    ]) {
      await q.query(
        `UPDATE "${table}" SET "${column}" = COALESCE(
           (SELECT jsonb_agg(e) FROM jsonb_array_elements("${column}") e WHERE NOT e ? 'publicHash'), '[]'::jsonb)
         WHERE jsonb_typeof("${column}") = 'array' AND "${column}" @? '$[*].publicHash'`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "image"`);
  }
}
