import type { ImageRef } from '@bestell/domain';
import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../database/index.js';

@Entity('donatee')
export class Donatee extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'jsonb', nullable: true })
  image: ImageRef | null;

  @Column({ type: 'boolean', default: true })
  isEnabled: boolean;
}
