import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ShopConfig } from './shop-config.entity.js';

/**
 * How long the settings row may be reused. update() and any entity write of the row in this process
 * clear it at once; the TTL bounds staleness after writes of other processes (other app instances).
 */
export const SHOP_CONFIG_TTL_MS = 5_000;

@Injectable()
export class ShopConfigService {
  private cached: { value: Promise<ShopConfig>; expires: number; settled?: boolean; refreshing?: boolean } | null =
    null;

  constructor(private readonly ds: DataSource) {
    const clear = (event: { metadata: { tableName: string } }) => {
      if (event.metadata.tableName === 'shop_config') this.invalidate();
    };
    this.ds.subscribers.push({ afterInsert: clear, afterUpdate: clear, afterRemove: clear });
  }

  invalidate(): void {
    this.cached = null;
  }

  /**
   * The single settings row, read on every order: cached (see SHOP_CONFIG_TTL_MS). Callers get a shared
   * object and must not change it.
   */
  get(): Promise<ShopConfig> {
    const hit = this.cached;
    if (hit && hit.expires > Date.now()) return hit.value;
    // Expired but loaded: served while ONE background reload replaces it (stale-while-revalidate), so
    // no order waits for the reload (see OrderCatalogueCache).
    if (hit?.settled) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        this.load().then(
          (loaded) => {
            if (this.cached === hit) this.cached = this.entry(Promise.resolve(loaded), true);
          },
          () => {
            if (this.cached === hit) hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    const entry = this.entry(this.load(), false);
    this.cached = entry;
    entry.value.then(
      () => (entry.settled = true),
      () => {
        if (this.cached === entry) this.cached = null;
      },
    );
    return entry.value;
  }

  private entry(value: Promise<ShopConfig>, settled: boolean) {
    return { value, expires: Date.now() + SHOP_CONFIG_TTL_MS, settled, refreshing: false };
  }

  /** Created with defaults when a database has none yet. */
  private async load(): Promise<ShopConfig> {
    const repo = this.ds.getRepository(ShopConfig);
    const found = await repo.findOneBy({ id: 1 });
    if (found) return found;
    await repo.createQueryBuilder().insert().values({ id: 1 }).orIgnore().execute();
    return repo.findOneByOrFail({ id: 1 });
  }

  async update(values: Partial<ShopConfig>): Promise<ShopConfig> {
    await this.get();
    await this.ds.getRepository(ShopConfig).update({ id: 1 }, values);
    this.invalidate();
    return this.get();
  }
}

export function shopConfigView(c: ShopConfig): Record<string, unknown> {
  const { id: _id, ...rest } = c;
  return rest;
}
