import {
  calculationModelFor,
  DEFAULT_TIMEZONE,
  formatMoney,
  imageUrl,
  isAvailable,
  isScheduleActive,
  itemUnitPrice,
  type MenuBoardData,
  type MenuBoardZone,
  pricePrefix,
  type Product as DomainProduct,
  type UnitId,
} from '@bestell/domain';
import { type EntityManager, In } from 'typeorm';
import { Category, Product } from '../catalog/index.js';

/**
 * A menu board's products with the storefront's prices (itemUnitPrice + formatMoney with 'ca.'/'ab', as
 * the product card does), sold-out (disabled) and unavailable (out of its schedule) marks. Non-public
 * products never show.
 */
export async function menuBoardData(
  em: EntityManager,
  branchId: string,
  zone: Pick<MenuBoardZone, 'categories' | 'products' | 'soldOut' | 'showImages'>,
  currency: string,
  now = new Date(),
  tz = DEFAULT_TIMEZONE,
): Promise<MenuBoardData> {
  const categoryIds = zone.categories.map((c) => c.id);
  const productIds = (zone.products ?? []).map((p) => p.id);
  const [categories, products] = await Promise.all([
    categoryIds.length ? em.getRepository(Category).findBy({ id: In(categoryIds) }) : Promise.resolve([]),
    categoryIds.length || productIds.length
      ? em.getRepository(Product).find({
          where: [
            ...(categoryIds.length ? [{ category: { id: In(categoryIds) } }] : []),
            ...(productIds.length ? [{ id: In(productIds) }] : []),
          ],
          relations: { category: true },
          order: { position: 'ASC', name: 'ASC' },
        })
      : Promise.resolve([]),
  ]);
  const item = (p: Product) => {
    const soldOut = !p.isEnabled;
    const price = p.isPriceHidden
      ? null
      : itemUnitPrice({ product: p as unknown as DomainProduct, unit: p.unit as UnitId });
    return {
      productId: p.id,
      name: p.name,
      description: p.description,
      price,
      priceText:
        price === null
          ? null
          : formatMoney(
              price,
              currency,
              pricePrefix(calculationModelFor(p as unknown as DomainProduct, p.unit as UnitId)),
            ),
      unit: p.pricing || null,
      imageUrl: zone.showImages !== false && p.images[0] ? imageUrl(p.images[0], 'small') : null,
      soldOut,
      unavailable: !soldOut && !isAvailable(p, now, tz),
    };
  };
  const visible = (p: Product) => p.isPublic && !(zone.soldOut === 'hide' && !p.isEnabled);
  const ordered = [...categories].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  const sections = ordered
    .filter((c) => c.isPublic && isScheduleActive(c.schedule, now, tz))
    .map((c) => ({
      categoryId: c.id,
      name: c.name,
      items: products.filter((p) => p.category?.id === c.id && visible(p)).map(item),
    }));
  const singles = products.filter((p) => productIds.includes(p.id) && !categoryIds.includes(p.category?.id ?? ''));
  if (singles.length)
    sections.push({ categoryId: null as unknown as string, name: '', items: singles.filter(visible).map(item) });
  return { branchId, categories: sections, generatedAt: now.toISOString() };
}
