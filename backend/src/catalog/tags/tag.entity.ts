import type { ImageRef } from '@bestell/domain';
import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../database/index.js';

@Entity('tag')
export class Tag extends BaseEntity {
  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Column({ type: 'jsonb', nullable: true })
  image: ImageRef | null;
}
