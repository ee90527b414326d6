import { DEFAULT_TIMEZONE } from '@bestell/domain';
import { Injectable } from '@nestjs/common';
import type { CapacityRule, CapacitySettings } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { invalidateOnWrites, SwrCache } from '../common/index.js';
import { CapacityRuleRow, CapacitySettingsRow } from './capacity.entities.js';
import { CapacityRepository } from './capacity.repository.js';

/**
 * How long capacity rules, settings and open-order counts may be reused. Writes through this process
 * clear the rules at once; other processes see them after this long (as the catalogue cache does). The
 * open-order count drives rush mode only, which needs no second-exact answer.
 */
export const CAPACITY_CACHE_TTL_MS = 5_000;

const WATCHED = new Set(['capacity_rule', 'capacity_settings']);
const CHANGED = 'capacityChanged';

export interface BranchCapacity {
  rules: CapacityRule[];
  settings: CapacitySettings | null;
}

export const toCapacityRule = (row: CapacityRuleRow): CapacityRule => ({
  id: row.id,
  orderType: row.orderType,
  weekdays: row.weekdays,
  from: row.from,
  to: row.to,
  slotMinutes: row.slotMinutes,
  maxOrders: row.maxOrders,
  maxItems: row.maxItems,
  maxMinutes: row.maxMinutes,
  categoryId: row.categoryId,
  isEnabled: row.isEnabled,
});

/**
 * Read-through cache of what the order path reads for capacity, so a branch without rules costs the
 * order statement nothing but a map lookup (stale-while-revalidate, see SwrCache).
 */
@Injectable()
export class CapacityCache {
  private readonly branches = new SwrCache<string, BranchCapacity>(CAPACITY_CACHE_TTL_MS);
  private readonly open = new SwrCache<string, number>(CAPACITY_CACHE_TTL_MS);
  private readonly zone = new SwrCache<string, string>(CAPACITY_CACHE_TTL_MS);

  constructor(private readonly ds: DataSource) {
    invalidateOnWrites(ds, WATCHED, CHANGED, () => this.branches.invalidate());
  }

  branch(branchId: string): Promise<BranchCapacity> {
    return this.branches.get(branchId, async () => {
      const [rules, settings] = await Promise.all([
        this.ds.getRepository(CapacityRuleRow).find({ where: { branchId, isEnabled: true } }),
        this.ds.getRepository(CapacitySettingsRow).findOneBy({ branchId }),
      ]);
      return {
        rules: rules.map(toCapacityRule),
        settings: settings && {
          leadMinutes: settings.leadMinutes,
          rushThreshold: settings.rushThreshold,
          rushLeadMinutes: settings.rushLeadMinutes,
          pauseThreshold: settings.pauseThreshold,
          sameDayCutoff: settings.sameDayCutoff,
          dayBeforeCutoff: settings.dayBeforeCutoff,
        },
      };
    });
  }

  /**
   * Open orders of the branch for its shop day [from, to): placed that day without a time, or due then;
   * not completed, rejected, cancelled or failed. Pre-orders for later days do not rush today's kitchen;
   * pre-orders placed more than 14 days ahead are left out (the bound keeps the query on the index).
   */
  openOrders(branchId: string, from: Date, to: Date): Promise<number> {
    return this.open.get(`${branchId}|${from.toISOString()}`, async () => {
      return new CapacityRepository(this.ds.manager).openOrders(branchId, from, to);
    });
  }

  /**
   * The shop's timezone for the public slots endpoint. Read from the settings table directly: the
   * settings module sits beside capacity, not below it.
   */
  timezone(): Promise<string> {
    return this.zone.get('tz', async () => {
      return (await new CapacityRepository(this.ds.manager).timezone()) ?? DEFAULT_TIMEZONE;
    });
  }

  /** Tests change rules with SQL or need a fresh open-order count at once. */
  invalidate(): void {
    this.branches.invalidate();
    this.open.invalidate();
  }
}
