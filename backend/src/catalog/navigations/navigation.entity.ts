import type { NavigationItemType } from '@bestell/domain';
import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../database/index.js';

/** One stored menu item; the resource schema normalises every item to this full shape. */
export interface StoredNavigationItem {
  type: NavigationItemType;
  label: string;
  target: string | null;
  isEnabled: boolean;
  children: StoredNavigationItem[];
}

/** A menu such as mainMenu or secondaryMenu (spec 3 "Navigation"); the item tree is one JSON document. */
@Entity('navigation')
export class Navigation extends BaseEntity {
  @Column({ type: 'varchar', length: 100, unique: true })
  identifier: string;

  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  @Column({ type: 'jsonb' })
  items: StoredNavigationItem[];
}
