import type { EntityManager } from 'typeorm';

/** A stored bake-list slip as the print job reads it (table production_slip of production/, issue 42 item 2). */
export interface ProductionSlip {
  id: string;
  branchId: string;
  title: string;
  rows: string[];
}

/** What the print job reads of a bake-list slip, bound to the caller's EntityManager. */
export class ProductionSlipRepository {
  constructor(private readonly em: EntityManager) {}

  async find(id: string): Promise<ProductionSlip | null> {
    const rows: ProductionSlip[] = await this.em.query(
      `SELECT s."id", s."branchId", s."title", s."rows" FROM "production_slip" s WHERE s."id" = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
}
