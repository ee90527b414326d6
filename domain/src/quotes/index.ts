export * from './quote-texts.js';
export * from './quote-state.js';
export * from './quote-pricing.js';
export type * from './quote-views.js';
