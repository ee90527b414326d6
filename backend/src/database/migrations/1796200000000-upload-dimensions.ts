import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 40 item 7: an image upload keeps its pixel size, so the order can check a step's minimum size
// without decoding the file again. Files that are no images (and uploads made before) stay null.
export class UploadDimensions1796200000000 implements MigrationInterface {
  name = 'UploadDimensions1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "upload" ADD COLUMN "width" integer, ADD COLUMN "height" integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "upload" DROP COLUMN "width", DROP COLUMN "height"`);
  }
}
