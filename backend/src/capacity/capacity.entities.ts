import type { OrderType, Weekday } from '@bestell/domain';
import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../database/index.js';

/**
 * A capacity rule (issue 21, domain CapacityRule): per branch and order type, on weekdays within a
 * time window, slots of `slotMinutes` with caps on orders, items and preparation minutes; with a
 * category, the caps count that category only. Branch and category are plain ids (foreign keys in the
 * migration): capacity sits below the catalogue (the order statement reads it).
 */
@Entity('capacity_rule')
@Index('IDX_capacity_rule_branch', ['branchId'])
export class CapacityRuleRow extends BaseEntity {
  @Column({ type: 'uuid' }) branchId: string;
  @Column({ type: 'varchar', length: 120, default: '' }) name: string;
  @Column({ type: 'varchar', length: 10 }) orderType: OrderType;
  @Column({ type: 'jsonb', default: () => "'[]'" }) weekdays: Weekday[];
  @Column({ type: 'varchar', length: 5 }) from: string;
  @Column({ type: 'varchar', length: 5 }) to: string;
  @Column({ type: 'integer', default: 15 }) slotMinutes: number;
  @Column({ type: 'integer', nullable: true }) maxOrders: number | null;
  @Column({ type: 'integer', nullable: true }) maxItems: number | null;
  @Column({ type: 'integer', nullable: true }) maxMinutes: number | null;
  @Column({ type: 'uuid', nullable: true }) categoryId: string | null;
  @Column({ type: 'boolean', default: true }) isEnabled: boolean;
}

/** Branch-level rush mode, lead time and cut-offs (domain CapacitySettings); one row per branch. */
@Entity('capacity_settings')
@Index('UQ_capacity_settings_branch', ['branchId'], { unique: true })
export class CapacitySettingsRow extends BaseEntity {
  @Column({ type: 'uuid' }) branchId: string;
  @Column({ type: 'integer', default: 0 }) leadMinutes: number;
  @Column({ type: 'integer', nullable: true }) rushThreshold: number | null;
  @Column({ type: 'integer', default: 0 }) rushLeadMinutes: number;
  @Column({ type: 'integer', nullable: true }) pauseThreshold: number | null;
  @Column({ type: 'varchar', length: 5, nullable: true }) sameDayCutoff: string | null;
  @Column({ type: 'varchar', length: 5, nullable: true }) dayBeforeCutoff: string | null;
}
