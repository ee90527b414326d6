import type { EntityManager } from 'typeorm';

/** The first-admin lock and the setup tokens (only their SHA-256 is stored), in the caller's transaction. */
export class FirstAdminRepository {
  constructor(private readonly em: EntityManager) {}

  /** Serialises first-admin creations (setup page, CLI, several API processes) on one advisory lock. */
  async lock(): Promise<void> {
    await this.em.query(`SELECT pg_advisory_xact_lock(hashtext('first-admin'))`);
  }

  async deleteAllTokens(): Promise<void> {
    await this.em.query(`DELETE FROM "setup_token"`);
  }

  async deleteExpiredTokens(): Promise<void> {
    await this.em.query(`DELETE FROM "setup_token" WHERE "expiresAt" <= now()`);
  }

  async insertToken(hash: string, validHours: number): Promise<void> {
    await this.em.query(
      `INSERT INTO "setup_token" ("id", "expiresAt") VALUES ($1, now() + make_interval(hours => $2))`,
      [hash, validHours],
    );
  }

  async tokenValid(hash: string): Promise<boolean> {
    const rows = (await this.em.query(`SELECT 1 FROM "setup_token" WHERE "id" = $1 AND "expiresAt" > now()`, [
      hash,
    ])) as unknown[];
    return rows.length > 0;
  }
}
