import { type EntityManager, In } from 'typeorm';
import { Branch, Menu, Product } from '../catalog/index.js';

/**
 * What placing an order reads of the catalogue (through OrderCatalogueCache): the branch with its delivery
 * areas, the menus it is listed in, and products with their category. Bound to the caller's manager.
 */
export class OrderCatalogueRepository {
  constructor(private readonly em: EntityManager) {}

  branch(id: string): Promise<Branch | null> {
    return this.em.getRepository(Branch).findOne({ where: { id }, relations: { deliveryAreas: true } });
  }

  /** Every menu the branch is listed in (menu_branches). */
  menusOf(branchId: string): Promise<Menu[]> {
    return this.em
      .getRepository(Menu)
      .createQueryBuilder('m')
      .innerJoin('m.branches', 'b', 'b.id = :id', { id: branchId })
      .getMany();
  }

  products(ids: readonly string[]): Promise<Product[]> {
    return this.em.getRepository(Product).find({ where: { id: In([...ids]) }, relations: { category: true } });
  }
}
