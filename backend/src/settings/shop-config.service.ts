import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ShopConfig } from './shop-config.entity.js';

@Injectable()
export class ShopConfigService {
  constructor(private readonly ds: DataSource) {}

  /** The single settings row; created with defaults when a database has none yet. */
  async get(): Promise<ShopConfig> {
    const repo = this.ds.getRepository(ShopConfig);
    const found = await repo.findOneBy({ id: 1 });
    if (found) return found;
    await repo.createQueryBuilder().insert().values({ id: 1 }).orIgnore().execute();
    return repo.findOneByOrFail({ id: 1 });
  }

  async update(values: Partial<ShopConfig>): Promise<ShopConfig> {
    await this.get();
    await this.ds.getRepository(ShopConfig).update({ id: 1 }, values);
    return this.get();
  }
}

export function shopConfigView(c: ShopConfig): Record<string, unknown> {
  const { id: _id, ...rest } = c;
  return rest;
}
