import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 40 item 8: mapStyle holds a style URL (MapLibre JSON or mapbox://styles/… with a token), too long
// for 50 characters; the old placeholder 'streets' (no URL) becomes '' (the app's own style).
export class MapStyleUrl1796193040000 implements MigrationInterface {
  name = 'MapStyleUrl1796193040000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "shop_config" ALTER COLUMN "mapStyle" TYPE character varying(500)`);
    await q.query(`ALTER TABLE "shop_config" ALTER COLUMN "mapStyle" SET DEFAULT ''`);
    await q.query(`UPDATE "shop_config" SET "mapStyle" = '' WHERE "mapStyle" !~ '^(https?://|/[^/]|mapbox://styles/)'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "shop_config" SET "mapStyle" = 'streets' WHERE length("mapStyle") > 50 OR "mapStyle" = ''`);
    await q.query(`ALTER TABLE "shop_config" ALTER COLUMN "mapStyle" SET DEFAULT 'streets'`);
    await q.query(`ALTER TABLE "shop_config" ALTER COLUMN "mapStyle" TYPE character varying(50)`);
  }
}
