import type { LocalDate, Weekday } from '@bestell/domain';
import { Column, Entity, Index } from 'typeorm';
import { BaseEntity, quantity } from '../database/index.js';

/** A standing order's line as stored: the product, the amount in its unit and the chosen options. */
export interface StandingItemValue {
  product: { id: string };
  amount: string;
  unit: string;
  parts: unknown[];
}

/**
 * A standing order (Serienbestellung, issue 42 item 3) of a business customer: the same lines on given
 * weekdays from `startDate` to `endDate` (open without), at one branch; `pausedDates` are the customer's
 * holidays. At the branch's cut-off of each day it becomes a real order (table standing_order_run records
 * it once). `accessToken` opens the customer's own page (>= 128 random bits, like an order's hash).
 */
@Entity('standing_order')
@Index('IDX_standing_order_branch', ['branchId'])
@Index('UQ_standing_order_token', ['accessToken'], { unique: true })
export class StandingOrderRow extends BaseEntity {
  @Column({ type: 'uuid' }) branchId: string;
  @Column({ type: 'varchar', length: 200 }) customerName: string;
  @Column({ type: 'varchar', length: 100 }) firstName: string;
  @Column({ type: 'varchar', length: 100 }) lastName: string;
  @Column({ type: 'varchar', length: 50, default: '' }) phone: string;
  @Column({ type: 'varchar', length: 180, default: '' }) email: string;
  @Column({ type: 'jsonb', default: () => "'[]'" }) weekdays: Weekday[];
  @Column({ type: 'date' }) startDate: LocalDate;
  @Column({ type: 'date', nullable: true }) endDate: LocalDate | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) pausedDates: LocalDate[];
  @Column({ type: 'jsonb', default: () => "'[]'" }) items: StandingItemValue[];
  @Column({ type: 'text', default: '' }) comment: string;
  @Column({ type: 'boolean', default: true }) isEnabled: boolean;
  @Column({ type: 'varchar', length: 64 }) accessToken: string;
}

/** A par level (issue 42 item 3): the branch's own counter stock of a product on a weekday, added to the bake list. */
@Entity('par_level')
@Index('UQ_par_level', ['branchId', 'productId', 'weekday', 'unit'], { unique: true })
export class ParLevelRow extends BaseEntity {
  @Column({ type: 'uuid' }) branchId: string;
  @Column({ type: 'uuid' }) productId: string;
  @Column({ type: 'varchar', length: 10 }) weekday: Weekday;
  @Column(quantity({ default: 0 })) quantity: string;
  @Column({ type: 'varchar', length: 20, default: 'piece' }) unit: string;
}
