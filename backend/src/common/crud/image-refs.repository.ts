import type { EntityManager } from 'typeorm';

/** What the library holds of an image: the parts a stored ImageRef takes over. */
export interface StoredImage {
  id: string;
  version: number;
  extension: string;
  width: number;
  height: number;
}

/**
 * Reads library images (table "image" of media/, named here like users/ names entities) for records that
 * reference them, bound to the caller's transaction.
 */
export class ImageRefsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * FOR SHARE (inside the record's write transaction): a concurrent delete or replacement of the image
   * (FOR UPDATE) waits for this write, then counts the new reference or moves it to the new version.
   */
  async lockForReference(ids: string[]): Promise<StoredImage[]> {
    return (await this.em.query(
      `SELECT "id"::text AS "id", "version", "extension", "width", "height" FROM "image"
        WHERE "id" = ANY($1::uuid[]) FOR SHARE`,
      [ids],
    )) as StoredImage[];
  }

  /** The ids of these that the library holds (a read, no lock: the import's dry run names missing ones). */
  async existing(ids: string[]): Promise<Set<string>> {
    const rows = (await this.em.query(`SELECT "id"::text AS "id" FROM "image" WHERE "id" = ANY($1::uuid[])`, [
      ids,
    ])) as { id: string }[];
    return new Set(rows.map((r) => r.id));
  }
}
