import type { EntityManager } from 'typeorm';
import { Menu, type MenuGroupValue } from './menu.entity.js';

/** Menu rows read or written outside the CRUD resource (issue 39 item 1); bound to the caller's EntityManager. */
export class MenuRepository {
  constructor(private readonly em: EntityManager) {}

  /** Menus with a group for one of the categories, locked until the transaction ends (read-modify-write). */
  lockWithCategories(categoryIds: string[]): Promise<Menu[]> {
    if (categoryIds.length === 0) return Promise.resolve([]);
    return this.em
      .getRepository(Menu)
      .createQueryBuilder('m')
      .setLock('pessimistic_write')
      .where(
        categoryIds.map((_, i) => `m.catalog @> CAST(:g${i} AS jsonb)`).join(' OR '),
        Object.fromEntries(categoryIds.map((c, i) => [`g${i}`, JSON.stringify([{ category: c }])])),
      )
      .orderBy('m.id')
      .getMany();
  }

  /** Menus listing the product in any group, locked until the transaction ends. */
  lockListing(productId: string): Promise<Menu[]> {
    return this.em
      .getRepository(Menu)
      .createQueryBuilder('m')
      .setLock('pessimistic_write')
      .where('m.catalog @> CAST(:listed AS jsonb)', { listed: JSON.stringify([{ products: [productId] }]) })
      .orderBy('m.id')
      .getMany();
  }

  /** update(), not save(): save would also rewrite the menu's branches relation, which is not loaded here. */
  async setCatalog(menuId: string, catalog: MenuGroupValue[]): Promise<void> {
    await this.em.getRepository(Menu).update({ id: menuId }, { catalog });
  }
}
