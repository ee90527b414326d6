import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 40 item 1: an area without a zip list now delivers nowhere (it used to take any address). Shops
// name their areas like '1070 Neubau', so an empty list takes the leading 4-5 digit zip of the name and
// such areas keep delivering; areas with another name stay empty and the editor asks for the list.
export class DeliveryAreaZipFromName1796200731633 implements MigrationInterface {
  name = 'DeliveryAreaZipFromName1796200731633';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "delivery_area"
          SET "zipCodes" = jsonb_build_array(substring("area" FROM '^\\s*([0-9]{4,5})(?![0-9])'))
        WHERE jsonb_array_length("zipCodes") = 0
          AND "area" ~ '^\\s*[0-9]{4,5}(?![0-9])'`,
    );
  }

  async down(): Promise<void> {
    // Filled lists cannot be told from lists entered by hand; they stay.
  }
}
