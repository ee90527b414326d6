// Public surface of partners/: other folders import only what is exported here (backend/README.md).
export { ExternalUser, WebhookDelivery, WebhookEndpoint } from './partners.entities.js';
export { PartnersModule, WEBHOOK_WORKER_PROVIDERS } from './partners.module.js';
export { WebhookProcessor } from './webhook.processor.js';
export { WEBHOOK_LOOKUP, type WebhookLookup } from './webhook-http.js';
