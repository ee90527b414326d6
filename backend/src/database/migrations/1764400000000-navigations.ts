import type { MigrationInterface, QueryRunner } from 'typeorm';

// Navigations (spec 3): menus such as mainMenu and secondaryMenu, their item tree as one jsonb document.
export class Navigations1764400000000 implements MigrationInterface {
  name = 'Navigations1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "navigation" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "identifier" character varying(100) NOT NULL, "isPublic" boolean NOT NULL DEFAULT false, "items" jsonb NOT NULL, CONSTRAINT "UQ_9d20962c460e6519004683d531c" UNIQUE ("identifier"), CONSTRAINT "PK_a7c90881db5205ad8d6b86ffef7" PRIMARY KEY ("id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "navigation"`);
  }
}
