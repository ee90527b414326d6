import { DEFAULT_TIMEZONE } from '@bestell/domain';
import type { ImageRef } from '@bestell/domain';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The shop-wide settings of spec section 3 "Config": one row, id 1. */
@Entity('shop_config')
export class ShopConfig {
  @PrimaryColumn({ type: 'integer', default: 1 }) id: number;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;

  @Column({ type: 'varchar', length: 200, default: '' }) shopName: string;
  @Column({ type: 'varchar', length: 200, default: '' }) title: string;
  @Column({ type: 'varchar', length: 200, default: '' }) seoTitle: string;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'text', default: '' }) seoDescription: string;
  @Column({ type: 'varchar', length: 200, default: '' }) businessName: string;
  @Column({ type: 'varchar', length: 300, default: '' }) website: string;
  // Spec 2 header and footer: links to two social networks (optional; '' hides the link).
  @Column({ type: 'varchar', length: 300, default: '' }) facebookUrl: string;
  @Column({ type: 'varchar', length: 300, default: '' }) instagramUrl: string;
  @Column({ type: 'varchar', length: 3, default: 'EUR' }) currency: string;
  @Column({ type: 'varchar', length: 10, default: 'takeaway' }) defaultDeliveryMethod:
    'delivery' | 'dineIn' | 'takeaway';
  @Column({ type: 'varchar', length: 60, default: DEFAULT_TIMEZONE }) timezone: string;

  @Column({ type: 'varchar', length: 9, default: '#000000' }) themePrimaryColor: string;
  @Column({ type: 'varchar', length: 9, default: '#333333' }) themeSecondaryColor: string;
  @Column({ type: 'varchar', length: 100, default: '' }) font: string;
  @Column({ type: 'varchar', length: 20, default: '.25rem' }) borderRadius: string;
  @Column({ type: 'jsonb', nullable: true }) logo: ImageRef | null;
  @Column({ type: 'jsonb', nullable: true }) favicon: ImageRef | null;
  @Column({ type: 'varchar', length: 500, default: '' }) mapStyle: string;
  @Column({ type: 'integer', default: 12 }) labelGridCompactRows: number;
  @Column({ type: 'integer', default: 4 }) labelGridCompactColumns: number;
  @Column({ type: 'integer', default: 5 }) labelGridDetailRows: number;
  @Column({ type: 'integer', default: 2 }) labelGridDetailColumns: number;
  @Column({ type: 'varchar', length: 100, default: '' }) facebookPixelId: string;
  @Column({ type: 'varchar', length: 100, default: '' }) googleTagManagerId: string;
  @Column({ type: 'jsonb', default: () => "'[]'" }) overridableViews: string[];
  @Column({ type: 'integer', default: 19 }) mapboxZoom: number;
  @Column({ type: 'integer', default: 55 }) mapboxPitch: number;
  @Column({ type: 'integer', default: -85 }) mapboxBearing: number;

  // Legal texts: a markdown text (internal /site page) wins over the external link.
  @Column({ type: 'varchar', length: 300, default: '' }) termsAndConditions: string;
  @Column({ type: 'text', default: '' }) termsAndConditionsText: string;
  @Column({ type: 'varchar', length: 300, default: '' }) privacyPolicy: string;
  @Column({ type: 'text', default: '' }) privacyPolicyText: string;
  @Column({ type: 'varchar', length: 300, default: '' }) imprint: string;
  @Column({ type: 'text', default: '' }) imprintText: string;
  @Column({ type: 'varchar', length: 300, default: '' }) allergens: string;
  @Column({ type: 'text', default: '' }) allergensText: string;

  @Column({ type: 'boolean', default: false }) disableTickets: boolean;
  @Column({ type: 'boolean', default: true }) enableCash: boolean;
  @Column({ type: 'boolean', default: false }) enableATMCard: boolean;
  @Column({ type: 'boolean', default: false }) enableHydroAGVoucher: boolean;
  @Column({ type: 'boolean', default: false }) enableMollie: boolean;
  @Column({ type: 'boolean', default: false }) enableDatatrans: boolean;

  @Column({ type: 'boolean', default: false }) enablePluginPWA: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginToolbar: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginHomePage: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginSearch: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginTags: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginMapbox: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginCategoryBar: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginSMS: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginATMCard: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginHydroAGVoucher: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginMollie: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginDatatrans: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginDonations: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginFrontdesk: boolean;
  @Column({ type: 'boolean', default: false }) enablePluginOrderReviews: boolean;

  /** Minutes after placing until an unconfirmed order counts as missed (spec /orders/missed). */
  @Column({ type: 'integer', default: 10 }) missedOrderMinutes: number;
}
