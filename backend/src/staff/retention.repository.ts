import type { EntityManager } from 'typeorm';

const count = (result: unknown) => (Array.isArray(result) ? Number(result[1] ?? 0) : 0);

/** Deletes anonymised staff records past the retention cutoff; run it in one transaction. */
export class StaffRetentionRepository {
  constructor(private readonly em: EntityManager) {}

  async deletePunches(cutoff: Date): Promise<number> {
    return count(
      await this.em.query(`DELETE FROM "time_punch" WHERE "anonymisedAt" IS NOT NULL AND "at" < $1`, [cutoff]),
    );
  }

  async deleteActivities(cutoff: Date): Promise<number> {
    return count(
      await this.em.query(
        `DELETE FROM "working_activity" WHERE "anonymisedAt" IS NOT NULL AND COALESCE("end", "start") < $1`,
        [cutoff],
      ),
    );
  }

  /** Anonymised contracts nothing refers to any more. */
  async deleteContracts(): Promise<number> {
    return count(
      await this.em.query(
        `DELETE FROM "work_contract" c WHERE c."anonymisedAt" IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM "working_activity" a WHERE a."personRef" = c."personRef")
            AND NOT EXISTS (SELECT 1 FROM "time_punch" p WHERE p."personRef" = c."personRef")`,
      ),
    );
  }
}
