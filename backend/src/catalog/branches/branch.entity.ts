import type { OpeningHoursRule, ImageRef } from '@bestell/domain';
import { Column, Entity, JoinTable, ManyToMany, ManyToOne, OneToMany, type Relation } from 'typeorm';
import { BaseEntity, coordinate } from '../../database/index.js';
import { Division } from '../divisions/division.entity.js';
import { Tag } from '../tags/tag.entity.js';
import { DeliveryArea } from './delivery-area.entity.js';

/** Spec section 3 "Opening-hours rule" as the domain rules read it; isRange is derived, never stored. */
export type OpeningHoursRuleValue = OpeningHoursRule;

@Entity('branch')
export class Branch extends BaseEntity {
  @Column({ type: 'varchar', length: 100, unique: true })
  identifier: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @ManyToOne(() => Division, { nullable: true, onDelete: 'SET NULL' })
  division: Relation<Division> | null;

  @Column({ type: 'varchar', length: 200, default: '' })
  street: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  zipCode: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  city: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  phone: string;

  @Column({ type: 'varchar', length: 180, default: '' })
  email: string;

  @Column(coordinate())
  longitude: string | null;

  @Column(coordinate())
  latitude: string | null;

  @Column({ type: 'text', default: '' })
  keywords: string;

  @ManyToMany(() => Tag)
  @JoinTable({ name: 'branch_tags' })
  tags: Relation<Tag>[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  images: ImageRef[];

  @Column({ type: 'jsonb', nullable: true })
  logo: ImageRef | null;

  @Column({ type: 'text', default: '' })
  description: string;

  /** A new branch starts private; the publish gate (domain publishBlockers) decides when it may go public. */
  @Column({ type: 'boolean', default: false }) isPublic: boolean;
  @Column({ type: 'boolean', default: true }) isEnabled: boolean;

  @Column({ type: 'boolean', default: true }) isTakeawayEnabled: boolean;
  @Column({ type: 'boolean', default: false }) isDeliveryEnabled: boolean;
  @Column({ type: 'boolean', default: false }) isDineInEnabled: boolean;
  @Column({ type: 'boolean', default: false }) isTableSelectionEnabled: boolean;
  @Column({ type: 'boolean', default: false }) isPreorderEnabled: boolean;

  @Column({ type: 'boolean', default: false }) isAppointmentRequired: boolean;
  @Column({ type: 'boolean', default: false }) isQuotationRequired: boolean;
  @Column({ type: 'jsonb', default: () => "'[]'" }) openingHours: OpeningHoursRuleValue[];
  @Column({ type: 'jsonb', default: () => "'[]'" }) deliveryHours: OpeningHoursRuleValue[];
  @Column({ type: 'boolean', default: false }) isDeliveryHoursEnabled: boolean;
  /** Earliest pickup time of day (HH:MM), shown in the pickup line. */
  @Column({ type: 'varchar', length: 5, nullable: true }) orderableFrom: string | null;
  @Column({ type: 'text', default: '' }) closedMessage: string;

  @Column({ type: 'boolean', default: false }) isDeliveryEmailRequired: boolean;
  @Column({ type: 'boolean', default: false }) isDineInEmailRequired: boolean;
  @Column({ type: 'boolean', default: false }) isTakeawayEmailRequired: boolean;
  @Column({ type: 'boolean', default: false }) isDeliveryPhoneRequired: boolean;
  @Column({ type: 'boolean', default: false }) isDineInPhoneRequired: boolean;
  // Issue 39 item 5: a pickup order asks for a phone number by default (the shop can call about it).
  @Column({ type: 'boolean', default: true }) isTakeawayPhoneRequired: boolean;
  @Column({ type: 'boolean', default: true }) isDeliveryAddressRequired: boolean;
  @Column({ type: 'boolean', default: false }) isDineInAddressRequired: boolean;
  @Column({ type: 'boolean', default: false }) isTakeawayAddressRequired: boolean;

  @Column({ type: 'boolean', default: true }) isCashEnabled: boolean;
  @Column({ type: 'boolean', default: false }) isDatatransEnabled: boolean;
  @Column({ type: 'boolean', default: false }) isATMCardEnabled: boolean;
  @Column({ type: 'boolean', default: false }) isHydroAGVoucherEnabled: boolean;
  @Column({ type: 'boolean', default: false }) isMollieEnabled: boolean;
  /** The bake list counts its orders awaiting confirmation too (issue 42 item 1). */
  @Column({ type: 'boolean', default: false }) isUnconfirmedProduced: boolean;
  /** Cut-off of a production day (issue 42 item 2): `productionCutoffDaysBefore` days before at this time; null: never frozen. */
  @Column({ type: 'varchar', length: 5, nullable: true }) productionCutoffTime: string | null;
  @Column({ type: 'smallint', default: 1 }) productionCutoffDaysBefore: number;

  @OneToMany(() => DeliveryArea, (a) => a.branch, { cascade: true })
  deliveryAreas: Relation<DeliveryArea>[];

  /** SHA-256 of the frontdesk apiKey: what authenticates a frontdesk. */
  @Column({ type: 'varchar', length: 64, select: false })
  apiKeyHash: string;

  /** The same key AES-256-GCM-sealed with APP_SECRET (issue 39 item 7), to show the link again; null: hash only. */
  @Column({ type: 'text', nullable: true, select: false })
  apiKeySealed: string | null;

  /** Staff-only note, never shown to customers. */
  @Column({ type: 'text', default: '' })
  internalNote: string;
}
