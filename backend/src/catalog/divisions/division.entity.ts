import type { ImageRef } from '@bestell/domain';
import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../database/index.js';

@Entity('division')
export class Division extends BaseEntity {
  @Column({ type: 'varchar', length: 100, unique: true })
  identifier: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  images: ImageRef[];

  @Column({ type: 'boolean', default: true })
  isPublic: boolean;

  @Column({ type: 'boolean', default: true })
  isEnabled: boolean;
}
