import { Injectable } from '@nestjs/common';
import {
  type Branch as DomainBranch,
  isOrderableNow,
  type OrderType,
  type Product as DomainProduct,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import type { Branch, Menu, Product } from '../catalog/index.js';
import { invalidateOnWrites, SwrCache } from '../common/index.js';
import { toDomainBranch, toDomainProduct } from './catalog-adapter.js';
import { OrderCatalogueRepository } from './catalogue.repository.js';

/**
 * How long catalogue data placing an order reads may be reused. Writes through this process clear the
 * cache at once (entity events and their commit); the TTL bounds staleness after writes of OTHER
 * processes (several app instances, manual SQL): for about this long (plus one reload, which runs in
 * the background) an order may see the branch, its menus or a product as they were before such a write.
 */
export const CATALOGUE_CACHE_TTL_MS = 5_000;

/** Tables whose writes invalidate the cache (menu_branches: the menu <-> branch junction). */
const WATCHED = new Set(['branch', 'delivery_area', 'menu', 'menu_branches', 'product', 'category']);
const CHANGED = 'catalogueChanged';

export interface CachedBranch {
  branch: Branch;
  domain: DomainBranch;
  /** Every menu the branch is listed in; the active one depends on the time of the order. */
  menus: Menu[];
  /** isOrderableNow of domain/, computed once per order type and wall-clock minute. */
  orderableNow: (orderType: OrderType, now: Date, tz: string) => boolean;
}

/**
 * Memoises a function of (key, instant) per UTC minute. Opening hours and local dates have minute
 * resolution and every timezone offset is whole minutes, so the answer cannot change within a minute.
 */
export function perMinute<K extends string, T>(compute: (key: K, now: Date) => T): (key: K, now: Date) => T {
  const memo = new Map<string, T>();
  let minute = -1;
  return (key, now) => {
    const current = Math.floor(now.getTime() / 60_000);
    if (current !== minute) {
      memo.clear();
      minute = current;
    }
    if (!memo.has(key)) memo.set(key, compute(key, now));
    return memo.get(key)!;
  };
}

export interface CachedProduct {
  product: Product;
  domain: DomainProduct;
}

/**
 * Read-through cache of what every order reads: the branch with delivery areas and menus, and the
 * ordered products (stale-while-revalidate, see SwrCache).
 */
@Injectable()
export class OrderCatalogueCache {
  private readonly branches = new SwrCache<string, CachedBranch | null>(CATALOGUE_CACHE_TTL_MS);
  private readonly products = new SwrCache<string, CachedProduct | null>(CATALOGUE_CACHE_TTL_MS);

  constructor(private readonly ds: DataSource) {
    invalidateOnWrites(ds, WATCHED, CHANGED, () => this.invalidate());
  }

  invalidate(): void {
    this.branches.invalidate();
    this.products.invalidate();
  }

  branch(id: string): Promise<CachedBranch | null> {
    return this.branches.get(id, async () => {
      const catalogue = new OrderCatalogueRepository(this.ds.manager);
      const [branch, menus] = await Promise.all([catalogue.branch(id), catalogue.menusOf(id)]);
      if (!branch) return null;
      const domain = toDomainBranch(branch);
      const orderable = perMinute((key: string, now) => {
        const [orderType, tz] = key.split('|') as [OrderType, string];
        return isOrderableNow(domain, orderType, now, tz);
      });
      return { branch, domain, menus, orderableNow: (type, now, tz) => orderable(`${type}|${tz}`, now) };
    });
  }

  /** The products by id (null for unknown ids); only the ones not cached are loaded, in one query. */
  async productsById(ids: readonly string[]): Promise<Map<string, CachedProduct | null>> {
    const values = new Map<string, Promise<CachedProduct | null>>();
    const missing: string[] = [];
    const refresh: string[] = [];
    for (const id of ids) {
      const hit = this.products.lookup(id);
      if (hit) values.set(id, hit.value);
      else missing.push(id);
      if (hit?.stale) refresh.push(id);
    }
    if (refresh.length > 0) {
      const load = this.loadProducts(refresh);
      for (const id of refresh)
        this.products.refresh(
          id,
          load.then((found) => found.get(id) ?? null),
        );
    }
    if (missing.length > 0) {
      const load = this.loadProducts(missing);
      for (const id of missing)
        values.set(
          id,
          this.products.keep(
            id,
            load.then((found) => found.get(id) ?? null),
          ),
        );
    }
    const entries = await Promise.all([...values].map(async ([id, value]) => [id, await value] as const));
    return new Map(entries);
  }

  /** One query for the given products. */
  private loadProducts(ids: string[]): Promise<Map<string, CachedProduct>> {
    return new OrderCatalogueRepository(this.ds.manager)
      .products(ids)
      .then((rows) => new Map(rows.map((p) => [p.id, { product: p, domain: toDomainProduct(p) }])));
  }
}
