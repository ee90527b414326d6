import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 15 item 4: redirects from old paths to a path or a site, with a hit counter.
export class Redirects1764840000000 implements MigrationInterface {
  name = 'Redirects1764840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "redirect" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "fromPath" character varying(300) NOT NULL,
        "toPath" character varying(500),
        "toSite" uuid,
        "statusCode" smallint NOT NULL DEFAULT 301,
        "hits" integer NOT NULL DEFAULT 0,
        "lastHitAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_redirect" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_redirect_from_path" UNIQUE ("fromPath")
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "redirect"`);
  }
}
