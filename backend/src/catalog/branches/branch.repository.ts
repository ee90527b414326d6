import type { EntityManager } from 'typeorm';

/**
 * Branch columns read or written outside the CRUD resource: the printer address is not on the entity
 * (only the print job and its endpoint use it), the identifier names the store in payment return URLs.
 * Bound to the caller's EntityManager.
 */
export class BranchRepository {
  constructor(private readonly em: EntityManager) {}

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

  /** The branch's URL identifier, '' when the branch is gone. */
  async identifier(branchId: string): Promise<string> {
    const [row] = (await this.em.query(`SELECT "identifier" FROM "branch" WHERE "id" = $1`, [branchId])) as {
      identifier: string;
    }[];
    return row?.identifier ?? '';
  }
}
