import type { EntityManager } from 'typeorm';

// Branch columns read or written outside the CRUD resource: the printer address is not on the entity
// (only the print job and its endpoint use it), the identifier names the store in payment return URLs.

export async function branchPrinterAddress(em: EntityManager, branchId: string): Promise<string | null> {
  const [row] = (await em.query(`SELECT "printerAddress" FROM "branch" WHERE "id" = $1`, [branchId])) as {
    printerAddress: string | null;
  }[];
  return row?.printerAddress ?? null;
}

export async function setBranchPrinterAddress(
  em: EntityManager,
  branchId: string,
  printerAddress: string | null,
): Promise<void> {
  await em.query(`UPDATE "branch" SET "printerAddress" = $2, "updatedAt" = now() WHERE "id" = $1`, [
    branchId,
    printerAddress,
  ]);
}

/** The branch's URL identifier, '' when the branch is gone. */
export async function branchIdentifier(em: EntityManager, branchId: string): Promise<string> {
  const [row] = (await em.query(`SELECT "identifier" FROM "branch" WHERE "id" = $1`, [branchId])) as {
    identifier: string;
  }[];
  return row?.identifier ?? '';
}
