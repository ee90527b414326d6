// Test fixtures shared by the pricing specs (not exported from the package).
import type { Product } from './types.js';

/** A simple product with sensible defaults; override what a case needs. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Produkt',
    type: 'simple',
    price: '10.00',
    unit: 'piece',
    isEnabled: true,
    tax: '10',
    ...overrides,
  };
}
