import type { Money } from '../types.js';

/** Donation amount shown to the customer (spec 9): 0.07 in the shop currency, paid by the provider. */
export const DONATION_AMOUNT: Money = '0.07';
