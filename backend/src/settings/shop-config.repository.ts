import type { EntityManager } from 'typeorm';
import { ShopConfig } from './shop-config.entity.js';

/** The one shop_config row (id 1). */
export class ShopConfigRepository {
  constructor(private readonly em: EntityManager) {}

  /** Inserts the row with its defaults unless one is there (two processes may start at once). */
  async ensureRow(): Promise<void> {
    await this.em.getRepository(ShopConfig).createQueryBuilder().insert().values({ id: 1 }).orIgnore().execute();
  }
}
