import {
  activeMenu,
  ADMISSION_TEXTS,
  type CapacityLine,
  CHECKOUT_TEXTS,
  type DeliveringBranch,
  productError,
} from '@bestell/domain';
import type { DataSource } from 'typeorm';
import { Branch, Donatee, DiningTable } from '../../../catalog/index.js';
import type { ErrorEntry } from '../../../common/index.js';
import type { CachedBranch, OrderCatalogueCache } from '../../catalogue-cache.js';
import { resolveItem, type ResolvedItem } from '../../order-pricing.js';
import { attachUploads } from '../../order-uploads.js';
import type { PlaceOrderCommand } from './place-order.command.js';

type OrderForm = PlaceOrderCommand['form'];

/** The cart as placing reads it: priced lines, what they take of slot capacity, and the cart's errors. */
export interface LoadedCart {
  items: ResolvedItem[];
  lines: CapacityLine[];
  errors: ErrorEntry[];
}

/** What placing an order reads besides the branch and shop config: the cart's products, table, donatee. */
export class PlaceOrderLoader {
  constructor(
    private readonly ds: DataSource,
    private readonly catalogue: Pick<OrderCatalogueCache, 'productsById'>,
  ) {}

  /** Resolves the cart against the active menu; unknown or unavailable products become errors. */
  async cart(inputs: OrderForm['items'], { branch, menus }: CachedBranch, now: Date, tz: string): Promise<LoadedCart> {
    const errors: ErrorEntry[] = [];
    const lines: CapacityLine[] = [];
    if (inputs.length === 0)
      return { items: [], lines, errors: [{ field: 'items', message: CHECKOUT_TEXTS.emptyCart }] };
    const byId = await this.catalogue.productsById([...new Set(inputs.map((i) => i.product.id))]);
    const menu = activeMenu(menus, branch.id, now);
    const listed = menu ? listedProducts(menu) : EMPTY;
    const items: { item: ResolvedItem; field: string }[] = [];
    inputs.forEach((input, index) => {
      const field = `items.${index}`;
      const { product, domain } = byId.get(input.product.id) ?? {};
      const refused = productError(domain && product, !!product && listed.has(product.id), now, tz);
      if (refused !== null || !product || !domain) {
        errors.push({ field: `${field}.product`, message: refused ?? ADMISSION_TEXTS.productUnknown });
        return;
      }
      const resolved = resolveItem(domain, input, field);
      errors.push(...resolved.errors);
      if (resolved.item) {
        items.push({ item: resolved.item, field });
        const { amount, unit } = resolved.item;
        const categoryId = product.category?.id ?? null;
        lines.push({ amount, unit, categoryId, preparationMinutes: product.preparationMinutes });
      }
    });
    await attachUploads(this.ds, items, errors);
    return { items: items.map((entry) => entry.item), lines, errors };
  }

  /** The dining table (by identifier or id) within the branch, and the enabled donatee; null when not named. */
  references(
    form: Pick<OrderForm, 'table' | 'donatee'>,
    branchId: string,
  ): Promise<[DiningTable | null, Donatee | null]> {
    return Promise.all([this.findTable(form.table, branchId), this.findDonatee(form.donatee)]);
  }

  /** Public branches that deliver, with their areas' zip codes, by name as the storefront lists them. */
  async deliveringBranches(): Promise<DeliveringBranch[]> {
    const rows = await this.ds.getRepository(Branch).find({
      where: { isPublic: true, isEnabled: true, isDeliveryEnabled: true },
      relations: { deliveryAreas: true },
      order: { name: 'ASC' },
    });
    return rows.map((b) => ({
      id: b.id,
      name: b.name,
      isPublic: b.isPublic,
      isEnabled: b.isEnabled,
      isDeliveryEnabled: b.isDeliveryEnabled,
      deliveryAreas: b.deliveryAreas.map((area) => ({ zipCodes: area.zipCodes ?? [] })),
    }));
  }

  private async findTable(ref: OrderForm['table'], branchId: string): Promise<DiningTable | null> {
    if (!ref) return null;
    const where = typeof ref === 'string' ? { identifier: ref } : { id: ref.id };
    return this.ds.getRepository(DiningTable).findOne({ where: { ...where, branch: { id: branchId } } });
  }

  private async findDonatee(ref: OrderForm['donatee']): Promise<Donatee | null> {
    if (!ref) return null;
    return this.ds.getRepository(Donatee).findOneBy({ id: ref.id, isEnabled: true });
  }
}

const EMPTY: ReadonlySet<string> = new Set();
/** A cached menu's product ids, built once per menu object (the catalogue cache replaces it on change). */
const listedSets = new WeakMap<object, ReadonlySet<string>>();
function listedProducts(menu: { catalog: { products: string[] }[] }): ReadonlySet<string> {
  let set = listedSets.get(menu);
  if (!set) listedSets.set(menu, (set = new Set(menu.catalog.flatMap((group) => group.products))));
  return set;
}
