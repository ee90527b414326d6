import type { EntityManager } from 'typeorm';

/** The database half of the health check. */
export class HealthRepository {
  constructor(private readonly em: EntityManager) {}

  /** One round trip to the database; rejects when it does not answer. */
  async ping(): Promise<void> {
    await this.em.query('SELECT 1');
  }
}
