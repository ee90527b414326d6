import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 16 item 6: the header's and footer's links to two social networks (spec 2), optional URLs.
export class SocialLinks1764870000000 implements MigrationInterface {
  name = 'SocialLinks1764870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "shop_config" ADD "facebookUrl" character varying(300) NOT NULL DEFAULT '', ADD "instagramUrl" character varying(300) NOT NULL DEFAULT ''`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "shop_config" DROP COLUMN "instagramUrl", DROP COLUMN "facebookUrl"`);
  }
}
