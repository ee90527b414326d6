import { type EntityManager, In } from 'typeorm';
import { z } from 'zod';
import { VALIDATION } from '@bestell/domain';
import { ApiError, loadRefs, defineResource, refView, s } from '../../common/index.js';
import { Branch } from '../branches/branch.entity.js';
import { Category } from '../categories/category.entity.js';
import { categoryResource } from '../categories/category.resource.js';
import { Product } from '../products/product.entity.js';
import { productResource } from '../products/product.resource.js';
import { Menu, type MenuGroupValue } from './menu.entity.js';
import { catalogOfAllProducts } from './menu-placement.js';

const catalog = z.array(z.strictObject({ category: z.uuid(), products: z.array(z.uuid()).max(1000) })).max(200);

async function assertCatalogRefs(em: EntityManager, groups: MenuGroupValue[]): Promise<void> {
  const categoryIds = [...new Set(groups.map((g) => g.category))];
  const productIds = [...new Set(groups.flatMap((g) => g.products))];
  // One after the other: `em` may be a transaction's single connection (pg refuses overlapping queries).
  const categories = categoryIds.length ? await em.getRepository(Category).countBy({ id: In(categoryIds) }) : 0;
  const products = productIds.length ? await em.getRepository(Product).countBy({ id: In(productIds) }) : 0;
  if (categories !== categoryIds.length || products !== productIds.length) {
    throw ApiError.validation([{ message: VALIDATION.invalidReference, field: 'catalog' }]);
  }
}

/** Ids customers may see, so the public menu never names a hidden category or product. */
interface PublicIds {
  categories: Set<string>;
  products: Set<string>;
}

export const menuView = z
  .strictObject({
    id: z.uuid(),
    name: z.string().meta({ example: 'Sortiment Winter' }),
    availableFrom: z.iso.datetime({ offset: true }),
    branches: z.array(refView),
    catalog: z.array(
      z.strictObject({
        category: z.string().meta({ description: 'Category id' }),
        products: z.array(z.string()).meta({ description: 'Product ids in menu order' }),
      }),
    ),
  })
  .meta({ id: 'Menu', description: "A branch's menu: categories with their products (anonymous: public ones only)" });

export const menuResource = defineResource<Menu, PublicIds | null>({
  path: 'menus',
  entity: Menu,
  label: { one: 'Produktkatalog', many: 'Produktkataloge' },
  schema: z.strictObject({
    name: s.required(200),
    // Issue 39 item 1: omitted on create means from now on.
    availableFrom: s.dateTime().optional(),
    branches: z.array(s.ref()).max(500).optional(),
    catalog: catalog.optional(),
  }),
  relations: { branches: true },
  order: { availableFrom: 'DESC' },
  publicWhere: { branches: { isPublic: true, isEnabled: true } },
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  inScope: (m, ids) => m.branches.some((b) => ids.includes(b.id)),
  apply: async (m, input, em) => {
    if (input.name !== undefined) m.name = input.name as string;
    if (input.availableFrom !== undefined) m.availableFrom = new Date(input.availableFrom as string);
    else if (!m.id) m.availableFrom = new Date();
    if (input.branches !== undefined)
      m.branches = await loadRefs(em, Branch, input.branches as { id: string }[], 'branches');
    if (input.catalog !== undefined) {
      await assertCatalogRefs(em, input.catalog as MenuGroupValue[]);
      m.catalog = input.catalog as MenuGroupValue[];
    } else if (!m.id && m.branches?.length) {
      // Issue 39 item 1: a new branch menu nobody picked products for sells the whole catalogue.
      m.catalog = await catalogOfAllProducts(em);
    }
  },
  viewContext: async (em, audience) => {
    if (audience === 'staff') return null;
    const categories = await em
      .getRepository(Category)
      .find({ select: { id: true }, where: categoryResource.publicWhere });
    const products = await em.getRepository(Product).find({ select: { id: true }, where: productResource.publicWhere });
    return { categories: new Set(categories.map((c) => c.id)), products: new Set(products.map((p) => p.id)) };
  },
  viewSchema: menuView,
  view: (m, _audience, visible): z.output<typeof menuView> => ({
    id: m.id,
    name: m.name,
    availableFrom: m.availableFrom.toISOString(),
    branches: m.branches.map((b) => ({ id: b.id })),
    catalog: visible
      ? m.catalog
          .filter((g) => visible.categories.has(g.category))
          .map((g) => ({ category: g.category, products: g.products.filter((p) => visible.products.has(p)) }))
      : m.catalog,
  }),
});
