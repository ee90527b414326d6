import type { OrderType } from '../types.js';

/** Order type from the form flags (spec 3): delivery, dine-in, else takeaway. */
export function orderTypeOf(form: { isDelivery?: boolean | null; isDineIn?: boolean | null }): OrderType {
  return form.isDelivery ? 'delivery' : form.isDineIn ? 'dineIn' : 'takeaway';
}
