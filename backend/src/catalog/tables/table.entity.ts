import { Column, Entity, ManyToOne, Unique, type Relation } from 'typeorm';
import { BaseEntity } from '../../database/index.js';
import { Branch } from '../branches/branch.entity.js';

@Entity('dining_table')
@Unique(['branch', 'identifier'])
export class DiningTable extends BaseEntity {
  @Column({ type: 'varchar', length: 50 })
  identifier: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  name: string;

  @ManyToOne(() => Branch, { onDelete: 'CASCADE', nullable: false })
  branch: Relation<Branch>;
}
