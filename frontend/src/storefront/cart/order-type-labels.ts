import type { OrderType } from '@bestell/domain';

/** Order type names shown in the cart, checkout and status page. Own module so the status page does not load the cart panel. */
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  takeaway: 'Abholung',
  delivery: 'Lieferung',
  dineIn: 'Dine In',
};
