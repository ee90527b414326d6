export * from './webhook-events.js';
export * from './webhook-signature.js';
export * from './webhook-url.js';
export type * from './views.js';
