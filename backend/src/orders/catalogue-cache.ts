import { Injectable } from '@nestjs/common';
import {
  type Branch as DomainBranch,
  isOrderableNow,
  type OrderType,
  type Product as DomainProduct,
} from '@bestell/domain';
import {
  DataSource,
  type EntitySubscriberInterface,
  In,
  type InsertEvent,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
import { Branch } from '../catalog/branches/branch.entity.js';
import { Menu } from '../catalog/menus/menu.entity.js';
import { Product } from '../catalog/products/product.entity.js';
import { toDomainBranch, toDomainProduct } from './catalog-adapter.js';

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

interface Entry<T> {
  value: Promise<T>;
  expires: number;
  /** Set once the load succeeded: an expired entry keeps serving it while one refresh runs. */
  settled?: { value: T };
  refreshing?: boolean;
}

/**
 * Read-through cache of what every order reads: the branch with delivery areas and menus, and the
 * ordered products. Concurrent misses share one load; a load that raced an invalidation is not kept.
 */
@Injectable()
export class OrderCatalogueCache {
  private branches = new Map<string, Entry<CachedBranch | null>>();
  private products = new Map<string, Entry<CachedProduct | null>>();
  private generation = 0;

  constructor(private readonly ds: DataSource) {
    const touched = (event: InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>) => {
      if (!WATCHED.has(event.metadata.tableName)) return;
      this.invalidate();
      // Cleared again at commit: a load between this write and its commit may still read the old rows.
      event.queryRunner.data = { ...event.queryRunner.data, [CHANGED]: true };
    };
    const subscriber: EntitySubscriberInterface = {
      afterInsert: touched,
      afterUpdate: touched,
      afterRemove: touched,
      afterTransactionCommit: (event) => {
        if (event.queryRunner.data?.[CHANGED]) this.invalidate();
      },
    };
    this.ds.subscribers.push(subscriber);
  }

  invalidate(): void {
    this.generation++;
    this.branches.clear();
    this.products.clear();
  }

  branch(id: string): Promise<CachedBranch | null> {
    return this.read(this.branches, id, async () => {
      const [branch, menus] = await Promise.all([
        this.ds.getRepository(Branch).findOne({ where: { id }, relations: { deliveryAreas: true } }),
        this.ds
          .getRepository(Menu)
          .createQueryBuilder('m')
          .innerJoin('m.branches', 'b', 'b.id = :id', { id })
          .getMany(),
      ]);
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
    const now = Date.now();
    const values = new Map<string, Promise<CachedProduct | null>>();
    const missing: string[] = [];
    const refresh: string[] = [];
    for (const id of ids) {
      const hit = this.products.get(id);
      if (hit && hit.expires > now) values.set(id, hit.value);
      else if (hit?.settled) {
        values.set(id, hit.value);
        if (!hit.refreshing) refresh.push(id);
      } else missing.push(id);
    }
    if (refresh.length > 0) void this.loadProducts(refresh, true);
    if (missing.length > 0) for (const [id, value] of this.loadProducts(missing, false)) values.set(id, value);
    const entries = await Promise.all([...values].map(async ([id, value]) => [id, await value] as const));
    return new Map(entries);
  }

  /** One query for the given products; `background` refreshes expired entries without blocking anyone. */
  private loadProducts(ids: string[], background: boolean): Map<string, Promise<CachedProduct | null>> {
    const load = this.ds
      .getRepository(Product)
      .find({ where: { id: In(ids) }, relations: { category: true } })
      .then((rows) => new Map(rows.map((p) => [p.id, { product: p, domain: toDomainProduct(p) }])));
    const out = new Map<string, Promise<CachedProduct | null>>();
    for (const id of ids) {
      const one = () => load.then((found) => found.get(id) ?? null);
      out.set(id, background ? this.refresh(this.products, id, one) : this.keep(this.products, id, one));
    }
    return out;
  }

  /**
   * Fresh entries are served as they are. An expired entry with a loaded value is served too, while ONE
   * background load replaces it (stale-while-revalidate): reloading on the request path stalled every
   * order of the branch behind it once per TTL, the largest source of tail latency under load (npm run
   * bench -- orders). Writes through this process still clear the cache at once.
   */
  private read<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const hit = map.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    if (hit?.settled) {
      if (!hit.refreshing) void this.refresh(map, key, load);
      return hit.value;
    }
    return this.keep(map, key, load);
  }

  /** Stores the load; drops it again when it fails or an invalidation happened while it ran. */
  private keep<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const value = load();
    const entry: Entry<T> = { value, expires: Date.now() + CATALOGUE_CACHE_TTL_MS };
    map.set(key, entry);
    const drop = () => {
      if (map.get(key) === entry) map.delete(key);
    };
    value.then((loaded) => {
      if (generation !== this.generation) drop();
      else entry.settled = { value: loaded };
    }, drop);
    return value;
  }

  /** Replaces an expired entry once its reload succeeded; until then the stale value is served. */
  private refresh<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const stale = map.get(key);
    if (stale) stale.refreshing = true;
    const value = load();
    value.then(
      (loaded) => {
        // A write (invalidation) since the start wins: the next read loads afresh.
        if (generation !== this.generation || map.get(key) !== stale) return;
        map.set(key, { value, expires: Date.now() + CATALOGUE_CACHE_TTL_MS, settled: { value: loaded } });
      },
      () => {
        if (map.get(key) === stale) map.delete(key);
      },
    );
    return value;
  }
}
