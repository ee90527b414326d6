import { Column, Entity, JoinTable, ManyToMany, type Relation } from 'typeorm';
import { BaseEntity } from '../../database/index.js';
import { Branch } from '../branches/branch.entity.js';

/** One group of the menu: a category and the ordered product ids shown under it. */
export interface MenuGroupValue {
  category: string;
  products: string[];
}

@Entity('menu')
export class Menu extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'timestamptz' })
  availableFrom: Date;

  @ManyToMany(() => Branch)
  @JoinTable({ name: 'menu_branches' })
  branches: Relation<Branch>[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  catalog: MenuGroupValue[];
}
