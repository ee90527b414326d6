import { CHECKOUT_TEXTS } from '../messages/storefront.js';

export interface SubmitLabelInput {
  isQuotationRequired?: boolean;
  isPreorderEnabled?: boolean;
  /** The chosen order type can be served now (see isOrderableNow) and the form is valid. */
  isOrderableNow: boolean;
  isCartEmpty: boolean;
  isSubmitting: boolean;
}

/**
 * Submit-button label (spec 5), or null for "no button". Empty cart: no button. While submitting the
 * checkout section of spec 2 shows 'Verarbeiten...' (we prefer it over spec 5's "no button" so the
 * customer sees progress). Then quotation, order, preorder in that order.
 */
export function submitLabel(input: SubmitLabelInput): string | null {
  if (input.isCartEmpty) return null;
  if (input.isSubmitting) return CHECKOUT_TEXTS.submitting;
  if (input.isQuotationRequired) return CHECKOUT_TEXTS.submitQuotation;
  if (input.isOrderableNow) return CHECKOUT_TEXTS.submitOrder;
  if (input.isPreorderEnabled) return CHECKOUT_TEXTS.submitPreorder;
  return null;
}
