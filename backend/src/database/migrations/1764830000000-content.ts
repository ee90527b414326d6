import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 15: content sites (typed content per page type as jsonb) and reusable blocks.
export class Content1764830000000 implements MigrationInterface {
  name = 'Content1764830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "site" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "path" character varying(300) NOT NULL,
        "type" character varying(30) NOT NULL DEFAULT 'default',
        "name" character varying(200) NOT NULL,
        "title" character varying(200),
        "description" character varying(1000),
        "isPublic" boolean NOT NULL DEFAULT false,
        "seoTitle" character varying(200),
        "seoDescription" character varying(1000),
        "seoImage" jsonb,
        "content" jsonb NOT NULL DEFAULT '{}',
        CONSTRAINT "PK_site" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_site_path" UNIQUE ("path")
      )`,
    );
    await q.query(
      `CREATE TABLE "content_block" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "name" character varying(200) NOT NULL,
        "identifier" character varying(100) NOT NULL,
        "blocks" jsonb NOT NULL DEFAULT '[]',
        CONSTRAINT "PK_content_block" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_content_block_identifier" UNIQUE ("identifier")
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "content_block"`);
    await q.query(`DROP TABLE "site"`);
  }
}
