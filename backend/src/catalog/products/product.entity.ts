import type { Part, PartOption, ImageRef } from '@bestell/domain';
import { Column, Entity, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity, money, quantity, rate } from '../../database/index.js';
import { Category } from '../categories/category.entity.js';
import type { OpeningHoursRuleValue } from '../branches/branch.entity.js';

export const PRODUCT_TYPES = ['simple', 'configurable', 'bundle'] as const;
export const CALCULATION_MODELS = ['fixed', 'approximate', 'minimum'] as const;
export const LEAD_TIME_TYPES = ['minutes', 'hours', 'days', 'weeks'] as const;
export const PART_TYPES = ['text', 'textarea', 'image', 'images', 'file', 'files', 'select', 'multiselect'] as const;
export const MODIFIERS = ['add', 'subtract', 'overwrite'] as const;

/** Availability window of a product or category: optional start/end instants plus weekly rules. */
export interface ScheduleValue {
  from?: string | null;
  to?: string | null;
  rules?: OpeningHoursRuleValue[];
}

export interface AlternativeUnitValue {
  unit: string;
  ratio: string;
  minimumQuantity?: string | null;
  maximumQuantity?: string | null;
  quantityStepSize?: string | null;
  calculationModel?: (typeof CALCULATION_MODELS)[number] | null;
}

/** Option prices are decimal strings inside JSON ("1.50"); the domain parses them as decimals (domain/src/decimal.ts), never as floats. */
export type PartOptionValue = PartOption;
export type PartValue = Part;

@Entity('product')
export class Product extends BaseEntity {
  @Column({ type: 'varchar', length: 200 }) name: string;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'varchar', length: 20, default: 'simple' }) type: (typeof PRODUCT_TYPES)[number];

  @ManyToOne(() => Category, { nullable: true, onDelete: 'SET NULL' })
  category: Relation<Category> | null;

  @Column({ type: 'integer', default: 0 }) position: number;

  @Column(money({ default: 0 })) price: string;
  /** Free-text pricing note shown next to the price (e.g. "pro Stück"). */
  @Column({ type: 'varchar', length: 100, default: '' }) pricing: string;
  @Column({ type: 'varchar', length: 20, default: 'fixed' }) calculationModel: (typeof CALCULATION_MODELS)[number];
  @Column({ type: 'varchar', length: 20, default: 'piece' }) unit: string;
  @Column({ type: 'jsonb', default: () => "'[]'" }) alternativeUnits: AlternativeUnitValue[];
  @Column(quantity({ default: 1 })) minimumQuantity: string;
  @Column(quantity({ nullable: true })) maximumQuantity: string | null;
  @Column(quantity({ default: 1 })) quantityStepSize: string;
  @Column(quantity({ default: 1 })) defaultQuantity: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) defaultUnit: string | null;

  @Column({ type: 'boolean', default: false }) isPriceHidden: boolean;
  @Column({ type: 'boolean', default: true }) isEnabled: boolean;
  @Column({ type: 'boolean', default: true }) isPublic: boolean;
  @Column({ type: 'boolean', default: false }) isStepByStep: boolean;
  @Column({ type: 'boolean', default: false }) isVisibleWhenUnavailable: boolean;

  @Column({ type: 'jsonb', nullable: true }) schedule: ScheduleValue | null;
  @Column({ type: 'jsonb', default: () => "'[]'" }) images: ImageRef[];
  /** Allergen information as HTML; sanitised when it is rendered. */
  @Column({ type: 'text', default: '' }) allergens: string;
  @Column({ type: 'jsonb', default: () => "'{}'" }) content: {
    category?: string;
    allergens?: string;
    duration?: number;
  };

  /** Delivery tax rate in percent; takeaway and dine-in have their own. */
  @Column(rate({ default: 10 })) tax: string;
  @Column(rate({ default: 10 })) takeawayTax: string;
  @Column(rate({ default: 10 })) dineInTax: string;

  @Column({ type: 'jsonb', default: () => `'{"parts":[]}'` }) config: { parts: PartValue[] };

  @Column({ type: 'boolean', default: false }) isLeadTimeEnabled: boolean;
  @Column({ type: 'varchar', length: 10, nullable: true }) leadTimeType: (typeof LEAD_TIME_TYPES)[number] | null;
  @Column({ type: 'integer', nullable: true }) leadTimeValue: number | null;
  /** Kitchen minutes per item; slot capacity rules may cap their sum (issue 21). */
  @Column({ type: 'integer', default: 0 }) preparationMinutes: number;

  @Column({ type: 'text', default: '' }) internalNote: string;
}
