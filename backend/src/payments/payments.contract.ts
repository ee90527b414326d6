import { z } from 'zod';
import { assertSameShape, defineRoute } from '../common/index.js';
import type { PaymentState } from '../orders/index.js';
import { DEVELOPMENT_REFERENCE, type DevelopmentOutcome } from './development.gateway.js';

// Route contracts of /api/payments (issue 22). The webhooks take the providers' own bodies; they only
// say "look again" (the state always comes from the provider), so a body that does not fit is ignored
// with 200 rather than refused: a provider must not learn which ids exist.

const TAGS = ['payments'];
const uidHash = z.strictObject({ uid: z.string(), hash: z.string() });
const redirect = (description: string) => ({ description, headers: ['Location'] });
const paymentState = z.enum(['open', 'paid', 'failed', 'refunded']);
const developmentReference = z.strictObject({
  reference: z.string().regex(DEVELOPMENT_REFERENCE).meta({ example: 'dev_3q2-7rV0aB1cD2eF3gH4iJ5k' }),
});
assertSameShape<z.output<typeof paymentState>, PaymentState>(true);
const outcome = z.enum(['paid', 'canceled', 'failed'], {
  error: 'Bitte wählen Sie bezahlt, abgebrochen oder fehlgeschlagen.',
});
assertSameShape<z.output<typeof outcome>, DevelopmentOutcome>(true);

/** Mollie posts `id=tr_…` form-encoded; JSON `{ "id" }` is read as well. */
export const mollieWebhookBody = z.object({
  id: z
    .string()
    .regex(/^tr_\w{1,64}$/)
    .meta({ description: 'The Mollie payment id', example: 'tr_WDqYK6vllg' }),
});
/** Datatrans posts the transaction as JSON (signed); only its id is read, the state is asked from Datatrans. */
export const datatransWebhookBody = z.looseObject({
  transactionId: z.string().max(100).meta({ example: '250101123456789012' }),
  status: z.string().optional().meta({ example: 'settled' }),
  refno: z.string().optional(),
});
export const developmentWebhookBody = z.object({ id: developmentReference.shape.reference });

export const PAYMENT_ROUTES = {
  start: defineRoute({
    tags: TAGS,
    summary: 'Start the online payment of an order (its paymentRedirectUrl): redirects to the provider',
    description:
      'Creates the provider payment once and redirects to its checkout; an order that is paid, already started or has no online provider redirects to its status page.',
    params: uidHash,
    responses: { 302: redirect('To the provider checkout, or to the status page') },
    errors: [404, 409],
  }),
  return: defineRoute({
    tags: TAGS,
    summary: 'Where the provider sends the browser back: redirects to the status or checkout error page',
    params: uidHash,
    responses: {
      302: redirect("To the order's status page; a failed payment to the store's checkout error page"),
    },
    errors: [404],
  }),
  mollie: defineRoute({
    tags: TAGS,
    summary: 'Mollie webhook: asks Mollie for the payment state again',
    description:
      'Mollie posts only `id` (form-encoded). A missing, malformed or unknown id is answered 200 as well and changes nothing.',
    body: mollieWebhookBody,
    bodyMediaTypes: ['application/x-www-form-urlencoded', 'application/json'],
    responses: { 200: z.literal('') },
  }),
  datatrans: defineRoute({
    tags: TAGS,
    summary: 'Datatrans webhook (signed): asks Datatrans for the transaction state again',
    description:
      'The raw body must carry a valid `Datatrans-Signature` (HMAC-SHA256 with the merchant key, a few minutes old at most), else 401. Only `transactionId` is read; a body without one is answered 200 and changes nothing.',
    headers: {
      'Datatrans-Signature': {
        description: '`t={unix ms},s0={hex HMAC-SHA256 of t and the raw body}`',
        required: true,
      },
    },
    body: datatransWebhookBody,
    responses: { 200: null },
    errors: [401],
  }),
  developmentWebhook: defineRoute({
    tags: TAGS,
    summary: "The development gateway's webhook (not in production: 404)",
    description: 'Like Mollie\'s: only says "look again". An unknown id is answered 200 and changes nothing.',
    body: developmentWebhookBody,
    responses: { 200: z.literal('') },
    errors: [404],
  }),
  developmentPayment: defineRoute({
    tags: TAGS,
    summary: "The development payment page's data (not in production: 404)",
    params: developmentReference,
    responses: {
      200: z.strictObject({
        reference: z.string(),
        totalGross: z.string().meta({ description: 'Decimal amount as a string', example: '12.50' }),
        ticketNumber: z.number().int(),
        state: paymentState,
      }),
    },
    errors: [404],
  }),
  settleDevelopmentPayment: defineRoute({
    tags: TAGS,
    summary: 'Settle a development payment (paid, canceled, failed) and run the webhook path',
    params: developmentReference,
    body: z.object({ outcome }),
    responses: {
      200: z.strictObject({
        state: paymentState,
        redirectUrl: z.string().meta({ description: 'Where the browser continues: the return endpoint' }),
      }),
    },
    errors: [404],
  }),
};
