import {
  calculationModelFor,
  formatMoney,
  itemUnitPrice,
  pricePrefix,
  unitLabel,
  type PartSelection,
  type UnitId,
} from '@bestell/domain';
import type { ApiProduct } from '../api/types';

/** Price text of a product in a unit, 'ca.' / 'ab' by calculation model (spec 9); null when hidden. */
export function priceText(
  product: ApiProduct,
  currency: string,
  unit: UnitId = product.unit,
  parts?: PartSelection[],
): string | null {
  if (product.isPriceHidden) return null;
  const price = itemUnitPrice({ product, unit, parts });
  return formatMoney(price, currency, pricePrefix(calculationModelFor(product, unit)));
}

/** 'pro kg' from the product's pricing text, else '/ {unit label}' for non-piece units. */
export function perUnitText(product: ApiProduct, unit: UnitId = product.unit): string {
  if (unit === product.unit && product.pricing) return product.pricing;
  return unit === 'piece' ? '' : `/ ${unitLabel(unit)}`;
}
