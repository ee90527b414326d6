import type { EntityManager } from 'typeorm';
import { Branch } from './branch.entity.js';

/**
 * Branch columns read or written outside the CRUD resource: the printer address is not on the entity
 * (only the print job and its endpoint use it), the identifier names the store in payment return URLs.
 * Bound to the caller's EntityManager.
 */
export class BranchRepository {
  constructor(private readonly em: EntityManager) {}

  async exists(branchId: string): Promise<boolean> {
    const rows = (await this.em.query(`SELECT 1 FROM "branch" WHERE "id" = $1`, [branchId])) as unknown[];
    return rows.length > 0;
  }

  /** The branch with its (otherwise unselected) API key hash, for the frontdesk's key check. */
  withApiKeyHash(branchId: string): Promise<Branch | null> {
    return this.em
      .getRepository(Branch)
      .createQueryBuilder('b')
      .select(['b.id'])
      .addSelect('b.apiKeyHash')
      .where('b.id = :branchId', { branchId })
      .getOne();
  }

  /** The branch's key hash and sealed key (both otherwise unselected), to show its frontdesk link again. */
  withSealedApiKey(branchId: string): Promise<Pick<Branch, 'id' | 'apiKeyHash' | 'apiKeySealed'> | null> {
    return this.em
      .getRepository(Branch)
      .findOne({ select: { id: true, apiKeyHash: true, apiKeySealed: true }, where: { id: branchId } });
  }

  /** A new frontdesk key: its hash authenticates, the sealed copy (null: hash only) shows the link again. */
  async setApiKey(branchId: string, apiKeyHash: string, apiKeySealed: string | null): Promise<void> {
    await this.em.getRepository(Branch).update({ id: branchId }, { apiKeyHash, apiKeySealed });
  }

  async printerAddress(branchId: string): Promise<string | null> {
    const [row] = (await this.em.query(`SELECT "printerAddress" FROM "branch" WHERE "id" = $1`, [branchId])) as {
      printerAddress: string | null;
    }[];
    return row?.printerAddress ?? null;
  }

  async setPrinterAddress(branchId: string, printerAddress: string | null): Promise<void> {
    await this.em.query(`UPDATE "branch" SET "printerAddress" = $2, "updatedAt" = now() WHERE "id" = $1`, [
      branchId,
      printerAddress,
    ]);
  }

  /** Legal pages with text or link (shop configuration, read here because catalog sits below settings). */
  async legalFacts(): Promise<{ imprint: boolean; terms: boolean; privacy: boolean }> {
    const [row] = (await this.em.query(
      `SELECT (btrim("imprintText") <> '' OR btrim("imprint") <> '') AS "imprint",
              (btrim("termsAndConditionsText") <> '' OR btrim("termsAndConditions") <> '') AS "terms",
              (btrim("privacyPolicyText") <> '' OR btrim("privacyPolicy") <> '') AS "privacy"
         FROM "shop_config" LIMIT 1`,
    )) as { imprint: boolean; terms: boolean; privacy: boolean }[];
    return row ?? { imprint: false, terms: false, privacy: false };
  }

  /** Distinct existing products listed in the catalogues (menus) of the branch; 0 for a new branch. */
  async catalogueProductCount(branchId: string | undefined): Promise<number> {
    if (!branchId) return 0;
    const [row] = (await this.em.query(
      `SELECT count(DISTINCT p."id")::int AS "n"
         FROM "menu_branches" mb
         JOIN "menu" m ON m."id" = mb."menuId"
         CROSS JOIN LATERAL jsonb_array_elements(m."catalog") g
         CROSS JOIN LATERAL jsonb_array_elements_text(g -> 'products') pid
         JOIN "product" p ON p."id"::text = pid
        WHERE mb."branchId" = $1`,
      [branchId],
    )) as { n: number }[];
    return row?.n ?? 0;
  }

  /** The branch's URL identifier, '' when the branch is gone. */
  async identifier(branchId: string): Promise<string> {
    const [row] = (await this.em.query(`SELECT "identifier" FROM "branch" WHERE "id" = $1`, [branchId])) as {
      identifier: string;
    }[];
    return row?.identifier ?? '';
  }
}
