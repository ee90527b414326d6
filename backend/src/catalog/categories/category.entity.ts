import type { ImageRef } from '@bestell/domain';
import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../database/index.js';
import type { ScheduleValue } from '../products/product.entity.js';

@Entity('category')
export class Category extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'jsonb', nullable: true })
  image: ImageRef | null;

  @Column({ type: 'boolean', default: true }) isEnabled: boolean;
  @Column({ type: 'boolean', default: true }) isPublic: boolean;
  @Column({ type: 'boolean', default: false }) isVisibleWhenUnavailable: boolean;

  @Column({ type: 'jsonb', nullable: true })
  schedule: ScheduleValue | null;
}
