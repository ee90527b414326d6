import type { EntityManager } from 'typeorm';

/** TypeORM's own `migrations` table, read by `npm run migrate` to list what is applied. */
export class MigrationsRepository {
  constructor(private readonly em: EntityManager) {}

  async appliedNames(): Promise<string[]> {
    const rows = (await this.em.query(`SELECT name FROM migrations ORDER BY id`)) as { name: string }[];
    return rows.map((m) => m.name);
  }
}
