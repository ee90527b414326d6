import { calculationModelFor } from '@bestell/domain';
import type { MenuGroup } from './menu-groups';

/** Spec 2: prices are guide values because natural products are weighed individually (our wording). */
export const GUIDE_PRICE_NOTE = 'Hinweis: Die Preise sind Richtwerte, da Naturprodukte einzeln abgewogen werden.';

/** Whether any listed product is priced approximately ('ca.' / 'ab') in one of its units. */
export function hasGuidePrices(groups: readonly MenuGroup[]): boolean {
  return groups.some((group) =>
    group.products.some(({ product }) =>
      [product.unit, ...(product.alternativeUnits ?? []).map((unit) => unit.unit)].some(
        (unit) => calculationModelFor(product, unit) !== 'fixed',
      ),
    ),
  );
}
