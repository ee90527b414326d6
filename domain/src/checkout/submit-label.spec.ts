// Spec section 5 "Submit button label" and section 2 ('Verarbeiten...' while running).
import { describe, expect, it } from '@jest/globals';
import { submitLabel, type SubmitLabelInput } from './submit-label.js';

const base: SubmitLabelInput = {
  isQuotationRequired: false,
  isPreorderEnabled: false,
  isOrderableNow: true,
  isCartEmpty: false,
  isSubmitting: false,
};

describe('submit label (spec 5)', () => {
  it.each<[string, Partial<SubmitLabelInput>, string | null]>([
    ['open', {}, 'Bestellung abschicken'],
    ['quotation branch', { isQuotationRequired: true, isOrderableNow: false }, 'Angebotsanfrage abschicken'],
    ['closed with preorder', { isOrderableNow: false, isPreorderEnabled: true }, 'Vorbestellung abschicken'],
    ['closed without preorder', { isOrderableNow: false }, null],
    ['empty cart', { isCartEmpty: true }, null],
    ['running submission', { isSubmitting: true }, 'Verarbeiten...'],
  ])('%s', (_name, overrides, expected) => {
    expect(submitLabel({ ...base, ...overrides })).toBe(expected);
  });
});
