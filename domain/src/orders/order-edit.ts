import type { Branch } from '../types.js';
import { type CheckoutContext, type CheckoutForm, type FieldError, validateStep1 } from '../checkout/validation.js';

/** What staff may change on a placed order with the general PUT /orders/{id} (spec 7). */
export const ORDER_EDIT_FIELDS = [
  'isCompany',
  'companyName',
  'firstName',
  'lastName',
  'company',
  'phone',
  'email',
  'vatNumber',
  'street',
  'floor',
  'stairway',
  'door',
  'zipCode',
  'city',
  'country',
  'isDeliveryAddressDifferent',
  'isDeliveryCompany',
  'deliveryCompanyName',
  'deliveryFirstName',
  'deliveryLastName',
  'deliveryStreet',
  'deliveryFloor',
  'deliveryStairway',
  'deliveryDoor',
  'deliveryZipCode',
  'deliveryCity',
  'deliveryCountry',
  'comment',
  'appointmentDate',
] as const;

export type OrderEditField = (typeof ORDER_EDIT_FIELDS)[number];
export type OrderEdit = Partial<Record<OrderEditField, string | boolean | null>>;

/** The fields of `edit` whose value differs from the order's current one. */
export function changedEditFields(current: OrderEdit, edit: OrderEdit): OrderEditField[] {
  return ORDER_EDIT_FIELDS.filter((field) => field in edit && (edit[field] ?? null) !== (current[field] ?? null));
}

/**
 * Staff edits are checked with the checkout's step-1 rules (spec 5) on the order as it would be after
 * the edit; only errors of fields the edit changes count, so an old order whose untouched data would
 * no longer pass today's rules can still be corrected elsewhere. A changed appointment must fall inside
 * the hours of the order type and not in the past (with `context`).
 */
export function orderEditErrors(
  current: OrderEdit & Pick<CheckoutForm, 'isDelivery' | 'isDineIn' | 'deliveryArea'>,
  edit: OrderEdit,
  branch: Branch,
  context?: CheckoutContext,
): FieldError[] {
  const changed = new Set<string>(changedEditFields(current, edit));
  if (changed.size === 0) return [];
  const merged = { ...current, ...edit } as unknown as CheckoutForm;
  return validateStep1(merged, branch, context).filter((error) => changed.has(error.field));
}
