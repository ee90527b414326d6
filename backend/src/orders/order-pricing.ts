import {
  calculateTotals,
  correctQuantity,
  deliveryAreaForZip,
  incompleteParts,
  itemTotal,
  itemUnitPrice,
  moneyOverflow,
  OWN_TEXTS,
  uniqueOptions,
  type DeliveryArea,
  type OrderType,
  type Part,
  type PartOption,
  type PartSelection,
  type Product,
  quantityLimitsFor,
  selectableUnits,
  taxRateFor,
  type Totals,
  type UnitId,
  type UploadRef,
} from '@bestell/domain';
import { ApiError, type ErrorEntry } from '../common/index.js';
import { isUnitId } from './catalog-adapter.js';
import { ORDER_TEXTS } from './messages.js';
import type { OrderItemSnapshot } from './order.entity.js';
import type { OrderItemInput } from './order-form.schema.js';

export interface ResolvedItem {
  product: Product;
  amount: number;
  unit: UnitId;
  parts: PartSelection[];
}

/**
 * Keeps only what the catalogue allows per step: options are replaced by the catalogue's own option
 * (by name, so a client cannot bring its own price), texts stay texts, uploads stay upload lists.
 */
export function sanitizeParts(parts: readonly Part[], selections: readonly unknown[]): PartSelection[] {
  return parts.map((part, index) => {
    const selection = selections[index];
    const byName = (value: unknown): PartOption | undefined => {
      const name = value && typeof value === 'object' && 'name' in value ? (value as { name: unknown }).name : value;
      return part.options?.find((o) => o.name === name);
    };
    switch (part.type) {
      case 'select':
        return (Array.isArray(selection) ? undefined : byName(selection)) ?? null;
      case 'multiselect':
        // An option listed twice counts once (issue 12), here and in the domain's price.
        return Array.isArray(selection) ? uniqueOptions(selection.map(byName).filter((o): o is PartOption => !!o)) : [];
      case 'text':
      case 'textarea':
        return typeof selection === 'string' && selection.trim() ? selection.trim() : null;
      default:
        // Only the reference is taken from the client; the stored upload fills in the rest when ordering.
        return Array.isArray(selection)
          ? selection
              .filter((u): u is UploadRef => !!u && typeof u === 'object' && 'id' in u)
              .map((u) => ({ id: u.id, publicHash: typeof u.publicHash === 'string' ? u.publicHash : '' }))
          : [];
    }
  });
}

/**
 * One cart line checked against the catalogue product: unit offered, parts complete, amount corrected
 * to the unit's limits. Returns the resolved item or field errors.
 */
export function resolveItem(
  product: Product,
  input: { amount: OrderItemInput['amount'] | number; unit?: string; parts?: readonly unknown[] },
  field: string,
): { item?: ResolvedItem; errors: ErrorEntry[] } {
  const unit = input.unit ?? product.unit;
  if (!isUnitId(unit) || !selectableUnits(product).includes(unit)) {
    return { errors: [{ field: `${field}.unit`, message: ORDER_TEXTS.unitInvalid }] };
  }
  const parts = sanitizeParts(product.config?.parts ?? [], input.parts ?? []);
  const missing = incompleteParts(product.config?.parts ?? [], parts);
  if (missing.length > 0) {
    return {
      errors: missing.map((index) => ({
        field: `${field}.parts.${index}`,
        message: ORDER_TEXTS.partsIncomplete(product.config!.parts[index]!.name),
      })),
    };
  }
  const amount = correctQuantity(input.amount, quantityLimitsFor(product, unit));
  return { item: { product, amount, unit, parts }, errors: [] };
}

export function snapshotProduct(product: Product): OrderItemSnapshot['product'] {
  return {
    id: product.id,
    name: product.name,
    description: product.description ?? '',
    type: product.type,
    price: product.price,
    calculationModel: product.calculationModel ?? 'fixed',
    unit: product.unit,
    alternativeUnits: product.alternativeUnits ?? [],
    minimumQuantity: product.minimumQuantity ?? null,
    maximumQuantity: product.maximumQuantity ?? null,
    quantityStepSize: product.quantityStepSize ?? null,
    isPriceHidden: !!product.isPriceHidden,
    tax: product.tax,
    takeawayTax: product.takeawayTax ?? null,
    dineInTax: product.dineInTax ?? null,
    config: product.config ?? { parts: [] },
    isEnabled: product.isEnabled,
  };
}

/** The snapshot's product in the domain's shape, so stored items can be re-priced as they were sold. */
export function productFromSnapshot(snapshot: OrderItemSnapshot['product']): Product {
  return { ...snapshot };
}

/**
 * The delivery area an order is priced with and stores (issue 40): the branch's first area (by
 * position) whose zip list covers the address's zip code; the area name the form sent is not read.
 */
export function orderDeliveryArea<A extends { position: number; zipCodes: string[] | null }>(
  areas: readonly A[],
  zipCode: string,
): A | null {
  return deliveryAreaForZip({ deliveryAreas: [...areas].sort((a, b) => a.position - b.position) }, zipCode);
}

/** Prices resolved items with domain/ only: line prices, taxes per order type, delivery fee, totals. */
export function priceOrder(
  items: readonly ResolvedItem[],
  orderType: OrderType,
  area: DeliveryArea | null,
): { snapshots: OrderItemSnapshot[]; totals: Totals } {
  const totals = calculateTotals({ items, orderType, deliveryArea: area });
  const snapshots = items.map((item) => ({
    product: snapshotProduct(item.product),
    amount: item.amount,
    unit: item.unit,
    parts: item.parts,
    taxRate: taxRateFor(item.product, orderType),
    unitPrice: itemUnitPrice(item),
    total: itemTotal(item),
  }));
  return { snapshots, totals };
}

/**
 * A priced order must fit its numeric(10,2) columns (issue 12): a line too big is a 422 on that line's
 * amount (`lineField`), an order total too big on `orderField`; never a database overflow.
 */
export function assertStorable(
  { snapshots, totals }: { snapshots: readonly OrderItemSnapshot[]; totals: Totals },
  lineField: (index: number) => string,
  orderField: string,
): void {
  const overflow = moneyOverflow(
    snapshots.map((s) => s.total),
    totals,
  );
  if (!overflow) return;
  const field = overflow.line === null ? orderField : lineField(overflow.line);
  throw ApiError.validation([{ field, message: OWN_TEXTS.amountTooLarge }]);
}

/** The order's money columns from the totals: what placement stores and an item change re-stores. */
export function totalsColumns(totals: Totals) {
  return {
    gross: totals.gross,
    totalNet: totals.totalNet,
    totalGross: totals.totalGross,
    deliveryGross: totals.deliveryGross,
    taxes: totals.taxes,
    isApproximate: totals.isApproximate,
    hasHiddenPrices: totals.hasHiddenPrices,
  };
}
