import type { EntityManager } from 'typeorm';
import { LoginLink } from './login-link.entity.js';

/** The login_link rows (only the token's SHA-256 is stored), bound to the caller's EntityManager. */
export class LoginLinksRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * One live link per account: stores the new one and voids the user's older unused ones; spent rows
   * older than a day go. Run it in a transaction, so a failure leaves the old link alive.
   */
  async replace(userId: string, tokenHash: string, validMinutes: number): Promise<void> {
    await this.em.query(
      `DELETE FROM "login_link" WHERE ("userId" = $1 AND "usedAt" IS NULL) OR "expiresAt" < now() - interval '1 day'`,
      [userId],
    );
    await this.em.query(
      `INSERT INTO "login_link" ("id", "userId", "expiresAt") VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [tokenHash, userId, validMinutes],
    );
  }

  /** Marks the link used, once and atomically; its user's id, or null when unknown, used or expired. */
  async spend(tokenHash: string): Promise<string | null> {
    const result = await this.em
      .createQueryBuilder()
      .update(LoginLink)
      .set({ usedAt: () => 'now()' })
      .where(`"id" = :id AND "usedAt" IS NULL AND "expiresAt" > now()`, { id: tokenHash })
      .returning('"userId"')
      .execute();
    return (result.raw as { userId: string }[])[0]?.userId ?? null;
  }
}
