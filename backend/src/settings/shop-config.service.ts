import { Injectable } from '@nestjs/common';
import { APP_ENVIRONMENT, APP_VERSION, DEFAULT_TIMEZONE } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { diffFields, recordAudit } from '../audit/index.js';
import { resolveImageRefs, SwrCache } from '../common/index.js';
import { ShopConfig } from './shop-config.entity.js';
import { ShopConfigRepository } from './shop-config.repository.js';

/**
 * How long the settings row may be reused. update() and any entity write of the row in this process
 * clear it at once; the TTL bounds staleness after writes of other processes (other app instances).
 */
export const SHOP_CONFIG_TTL_MS = 5_000;

@Injectable()
export class ShopConfigService {
  /** Stale-while-revalidate (see SwrCache): no order waits for the reload. */
  private readonly cache = new SwrCache<'row', ShopConfig>(SHOP_CONFIG_TTL_MS);

  constructor(private readonly ds: DataSource) {
    const clear = (event: { metadata: { tableName: string } }) => {
      if (event.metadata.tableName === 'shop_config') this.invalidate();
    };
    this.ds.subscribers.push({ afterInsert: clear, afterUpdate: clear, afterRemove: clear });
  }

  invalidate(): void {
    this.cache.invalidate();
  }

  /**
   * The single settings row, read on every order: cached (see SHOP_CONFIG_TTL_MS). Callers get a shared
   * object and must not change it.
   */
  get(): Promise<ShopConfig> {
    return this.cache.get('row', () => this.load());
  }

  /** The shop's configured IANA zone (issue 38 item 7): the one place runtime code reads it from. */
  async timezone(): Promise<string> {
    return (await this.get()).timezone || DEFAULT_TIMEZONE;
  }

  /** Created with defaults when a database has none yet. */
  private async load(): Promise<ShopConfig> {
    const repo = this.ds.getRepository(ShopConfig);
    const found = await repo.findOneBy({ id: 1 });
    if (found) return found;
    await new ShopConfigRepository(this.ds.manager).ensureRow();
    return repo.findOneByOrFail({ id: 1 });
  }

  async update(values: Partial<ShopConfig>): Promise<ShopConfig> {
    await this.get();
    await this.ds.transaction(async (em) => {
      // Logo and favicon are library images: checked, and stored with the library's version and size.
      await resolveImageRefs(em, values as Record<string, unknown>, ['logo', 'favicon']);
      // Read under the row lock: the audit row's "before" is what this write replaces (issue 21 item 6).
      const row = await em
        .getRepository(ShopConfig)
        .findOneOrFail({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const before = Object.fromEntries(
        Object.keys(values).map((k) => [k, (row as unknown as Record<string, unknown>)[k]]),
      );
      await em.getRepository(ShopConfig).update({ id: 1 }, values);
      await recordAudit(em, {
        action: 'update',
        resource: 'config',
        resourceId: '1',
        changes: diffFields(before, values as Record<string, unknown>),
      });
    });
    this.invalidate();
    return this.get();
  }
}

export function shopConfigView(c: ShopConfig, server: { smsAvailable: boolean }): Record<string, unknown> {
  const { id: _id, ...rest } = c;
  // Spec 9's version and environment are part of the config the shop reads (tools bar), not stored; so is
  // whether SMS can be sent (issue 37: the checkout offers SMS only then).
  return { ...rest, appVersion: APP_VERSION, environment: APP_ENVIRONMENT, smsAvailable: server.smsAvailable };
}
