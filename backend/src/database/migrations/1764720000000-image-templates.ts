import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 14 item 5: image templates (canvas size, background, ordered layers as JSON).
export class ImageTemplates1764720000000 implements MigrationInterface {
  name = 'ImageTemplates1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "image_template" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "identifier" character varying(100) NOT NULL,
        "name" character varying(200) NOT NULL DEFAULT '',
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "background" character varying(9) NOT NULL DEFAULT '#ffffff',
        "layers" jsonb NOT NULL DEFAULT '[]',
        CONSTRAINT "PK_image_template" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_image_template_identifier" UNIQUE ("identifier")
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "image_template"`);
  }
}
