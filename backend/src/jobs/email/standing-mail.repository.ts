import type { EntityManager } from 'typeorm';

/** What the order mail reads of a standing order (table from production/, issue 42 item 3). */
export class StandingMailRepository {
  constructor(private readonly em: EntityManager) {}

  /** The access token of the customer's page; null when the standing order was deleted meanwhile. */
  async accessToken(standingOrderId: string): Promise<string | null> {
    const [row] = (await this.em.query(`SELECT "accessToken" FROM "standing_order" WHERE "id" = $1`, [
      standingOrderId,
    ])) as { accessToken: string }[];
    return row?.accessToken ?? null;
  }
}
