import type { EntityManager } from 'typeorm';

/** Content queries TypeORM's find cannot express (jsonb path searches), bound to the caller's transaction. */
export class ContentRepository {
  constructor(private readonly em: EntityManager) {}

  /** Paths of the sites whose content references the reusable block (a block_reference anywhere in it). */
  async sitesReferencingBlock(blockId: string): Promise<string[]> {
    const rows = (await this.em.query(
      `SELECT "path" FROM "site"
        WHERE jsonb_path_exists("content", 'strict $.** ? (@.type == "block_reference" && @.data.block == $id)',
                                jsonb_build_object('id', $1::text))
        ORDER BY "path"`,
      [blockId],
    )) as { path: string }[];
    return rows.map((r) => r.path);
  }
}
