import { z } from 'zod';
import {
  type ExternalUserView,
  ORDER_STATUSES,
  PARTNER_SCOPES,
  WEBHOOK_EVENTS,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@bestell/domain';
import { categoryResource, productResource } from '../catalog/index.js';
import { assertSameShape, defineRoute, refView, s } from '../common/index.js';
import { orderFormSchema, placedOrderView, staffOrderView } from '../orders/index.js';
import { deliveriesQuery, endpointCreateSchema, endpointUpdateSchema } from './webhook-endpoints.service.js';

// Route contracts of the partner API and its back office (issue 22): external users, webhook endpoints
// and their delivery log. The views are checked against the domain's types at compile time.

const instant = z.iso.datetime({ offset: true });

export const externalUserViewSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    role: z.literal('ROLE_PARTNER'),
    scopes: z.array(z.enum(PARTNER_SCOPES)),
    branches: z.array(refView),
    isActive: z.boolean(),
    tokenHint: z.string().meta({
      description: 'The first characters of the token',
      example: 'k3Xq9A',
    }),
    lastUsedAt: instant.nullable(),
    createdAt: instant,
  })
  .meta({
    id: 'ExternalUser',
    description: 'An outside partner with scopes and branches.',
  });
assertSameShape<z.output<typeof externalUserViewSchema>, ExternalUserView>(true);

/** Shown once: on create and on POST /api/external-users/{id}/token. */
export const partnerTokenShape = {
  token: z.string().meta({ description: 'The bearer token; shown only this once' }),
  tokenHint: z.string(),
};

export const webhookEndpointView = z
  .strictObject({
    id: z.uuid(),
    externalUser: refView,
    url: z.string().meta({ example: 'https://partner.example.com/hooks/bestell' }),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    isEnabled: z.boolean(),
    consecutiveFailures: z.number().int(),
    disabledAt: instant.nullable(),
    createdAt: instant,
  })
  .meta({
    id: 'WebhookEndpoint',
    description: 'Where a partner receives signed order events.',
  });
assertSameShape<z.output<typeof webhookEndpointView>, WebhookEndpointView>(true);

const createdEndpointView = webhookEndpointView
  .extend({
    secret: z.string().meta({ description: 'Signing secret; shown only in this answer' }),
  })
  .meta({ id: 'WebhookEndpointCreated' });

export const webhookDeliveryView = z
  .strictObject({
    id: z.string().meta({ description: 'Sequence number of the delivery', example: '7' }),
    eventId: z.string(),
    event: z.enum(WEBHOOK_EVENTS),
    orderId: z.string().nullable(),
    state: z.enum(['pending', 'delivered', 'failed', 'skipped']),
    attempts: z.number().int(),
    lastStatus: z.number().int().nullable(),
    lastResponse: z.string().nullable(),
    lastError: z.string().nullable(),
    lastAttemptAt: instant.nullable(),
    deliveredAt: instant.nullable(),
    createdAt: instant,
  })
  .meta({
    id: 'WebhookDelivery',
    description: 'One event for one endpoint, with its last attempt.',
  });
assertSameShape<z.output<typeof webhookDeliveryView>, WebhookDeliveryView>(true);

const idParam = z.strictObject({ id: z.uuid() });
const deliveriesHeader = {
  'X-Total-Count': 'Number of deliveries matching the filter',
};

export const PARTNER_ADMIN_ROUTES = {
  rotateToken: defineRoute({
    tags: ['external-users'],
    summary: 'A new token for an external user (the old one stops working at once)',
    params: idParam,
    responses: {
      200: z.strictObject(partnerTokenShape).meta({ id: 'PartnerToken' }),
    },
    errors: [404],
  }),
  list: defineRoute({
    tags: ['external-users'],
    summary: 'The webhook endpoints of an external user',
    params: idParam,
    responses: { 200: z.array(webhookEndpointView) },
    errors: [404],
  }),
  create: defineRoute({
    tags: ['external-users'],
    summary: 'Add a webhook endpoint for an external user',
    params: idParam,
    body: endpointCreateSchema,
    responses: { 201: createdEndpointView },
    errors: [404],
  }),
  update: defineRoute({
    tags: ['external-users'],
    summary: 'Change a webhook endpoint (`enabled: true` re-enables a disabled one)',
    params: idParam,
    body: endpointUpdateSchema,
    responses: { 200: webhookEndpointView },
    errors: [404],
  }),
  remove: defineRoute({
    tags: ['external-users'],
    summary: 'Delete a webhook endpoint',
    params: idParam,
    responses: { 200: null },
    errors: [404],
  }),
  deliveries: defineRoute({
    tags: ['external-users'],
    summary: 'The delivery log of a webhook endpoint, newest first',
    params: idParam,
    query: deliveriesQuery,
    responses: { 200: z.array(webhookDeliveryView) },
    responseHeaders: deliveriesHeader,
    errors: [404],
  }),
};

const TAGS = ['partner'];
export const partnerOrdersQuery = z.object({
  from: s.date().optional(),
  to: s.date().optional(),
  branch: z.uuid().optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
/** What a partner sees of an order: the staff view without the status-page hash. */
const partnerOrderView = staffOrderView.omit({ hash: true }).meta({
  id: 'PartnerOrder',
  description: 'An order of the partner’s branches (no status-link hash).',
});

/** Every partner route answers 401 without a valid token and 403 without the route's scope. */
export const PARTNER_API_ROUTES = {
  me: defineRoute({
    tags: TAGS,
    summary: 'The calling partner: scopes and branches',
    responses: {
      200: z
        .strictObject({
          id: z.uuid(),
          name: z.string(),
          scopes: z.array(z.enum(PARTNER_SCOPES)),
          branches: z.array(refView),
        })
        .meta({ id: 'PartnerMe' }),
    },
    errors: [401, 403],
  }),
  orders: defineRoute({
    tags: TAGS,
    summary: 'Orders of the partner’s branches (scope orders:read)',
    query: partnerOrdersQuery,
    responses: { 200: z.array(partnerOrderView) },
    responseHeaders: {
      'X-Total-Count': 'Number of orders matching the filter',
    },
    errors: [401, 403],
  }),
  order: defineRoute({
    tags: TAGS,
    summary: 'One order of the partner’s branches (scope orders:read)',
    params: idParam,
    responses: { 200: partnerOrderView },
    errors: [401, 403, 404],
  }),
  place: defineRoute({
    tags: TAGS,
    summary: 'Place an order for one of the partner’s branches (scope orders:write, channel api)',
    description:
      'An `Idempotency-Key` makes retries safe (per partner): the same key and body answer the first result.',
    body: orderFormSchema,
    headers: {
      'Idempotency-Key': {
        description: '1-200 characters, unique per order attempt',
      },
    },
    responses: { 201: placedOrderView },
    errors: [401, 403, 409],
  }),
  catalogue: defineRoute({
    tags: TAGS,
    summary: 'The public catalogue (categories, products) and the partner’s branches',
    responses: {
      200: z
        .strictObject({
          branches: z.array(
            z.strictObject({
              id: z.uuid(),
              name: z.string(),
              identifier: z.string(),
            }),
          ),
          // What anonymous callers of /api/categories and /api/products get.
          categories: z.array(categoryResource.publicViewSchema ?? categoryResource.viewSchema!),
          products: z.array(productResource.publicViewSchema ?? productResource.viewSchema!),
        })
        .meta({ id: 'PartnerCatalogue' }),
    },
    errors: [401, 403],
  }),
  webhooks: defineRoute({
    tags: TAGS,
    summary: 'The partner’s webhook endpoints',
    responses: { 200: z.array(webhookEndpointView) },
    errors: [401, 403],
  }),
  createWebhook: defineRoute({
    tags: TAGS,
    summary: 'Add a webhook endpoint (the signing secret is in this answer only)',
    body: endpointCreateSchema,
    responses: { 201: createdEndpointView },
    errors: [401, 403],
  }),
  webhook: defineRoute({
    tags: TAGS,
    summary: 'One webhook endpoint',
    params: idParam,
    responses: { 200: webhookEndpointView },
    errors: [401, 403, 404],
  }),
  updateWebhook: defineRoute({
    tags: TAGS,
    summary: 'Change a webhook endpoint (`enabled: true` re-enables a disabled one)',
    params: idParam,
    body: endpointUpdateSchema,
    readBack: webhookEndpointView,
    responses: { 200: webhookEndpointView },
    errors: [401, 403, 404],
  }),
  removeWebhook: defineRoute({
    tags: TAGS,
    summary: 'Delete a webhook endpoint',
    params: idParam,
    responses: { 200: null },
    errors: [401, 403, 404],
  }),
  deliveries: defineRoute({
    tags: TAGS,
    summary: 'The delivery log of one of the partner’s endpoints, newest first',
    params: idParam,
    query: deliveriesQuery,
    responses: { 200: z.array(webhookDeliveryView) },
    responseHeaders: deliveriesHeader,
    errors: [401, 403, 404],
  }),
};
