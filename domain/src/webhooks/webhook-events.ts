// Outgoing webhooks (issue 22 item 5): which order events an external user's endpoint can subscribe
// to, and which outbox event of an order becomes which of them.

export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.confirmed',
  'order.ready',
  'order.completed',
  'order.cancelled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** German labels for the back office. */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEvent, string>> = {
  'order.placed': 'Bestellung eingegangen',
  'order.confirmed': 'Bestellung bestätigt',
  'order.ready': 'Bestellung fertig / in Zustellung',
  'order.completed': 'Bestellung abgeschlossen',
  'order.cancelled': 'Bestellung storniert / abgelehnt',
};

// The history actions of an order change (domain/src/orders/order-status.ts) that partners hear about.
const EVENT_FOR_ACTION: Readonly<Record<string, WebhookEvent>> = {
  confirm: 'order.confirmed',
  acceptCounter: 'order.confirmed',
  inDelivery: 'order.ready',
  completed: 'order.completed',
  reject: 'order.cancelled',
  cancel: 'order.cancelled',
  rejectCounter: 'order.cancelled',
};

/**
 * The webhook event of an order's outbox event: placement, or a status change by its action; null for
 * changes partners are not told about (edits, payment re-checks, counter proposals, questionnaires).
 */
export function webhookEventFor(topic: string, action?: string | null): WebhookEvent | null {
  if (topic === 'order.placed') return 'order.placed';
  if (topic !== 'order.updated' || !action) return null;
  return EVENT_FOR_ACTION[action] ?? null;
}

/** What an external user's token may do; each partner route needs one of them. */
export const PARTNER_SCOPES = ['orders:read', 'orders:write', 'catalogue:read', 'webhooks:manage'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

export const PARTNER_SCOPE_LABELS: Readonly<Record<PartnerScope, string>> = {
  'orders:read': 'Bestellungen der eigenen Filialen lesen',
  'orders:write': 'Bestellungen anlegen',
  'catalogue:read': 'Sortiment lesen',
  'webhooks:manage': 'Webhooks verwalten',
};

/** German texts of the partner API and the webhook endpoints. */
export const PARTNER_TEXTS = {
  tokenMissing: 'Bitte senden Sie Ihr API-Token als „Authorization: Bearer <Token>“.',
  tokenInvalid: 'Das API-Token ist ungültig oder wurde ersetzt.',
  userInactive: 'Dieser externe Zugang ist deaktiviert.',
  scopeMissing: (scope: string) => `Dieses API-Token darf „${scope}“ nicht.`,
  branchNotAllowed: 'Für diese Filiale ist Ihr Zugang nicht freigeschaltet.',
  urlInvalid: 'Bitte geben Sie eine gültige http(s)-Adresse an.',
  urlHttpsRequired: 'Webhook-Adressen müssen https verwenden.',
  urlHostNotAllowed: (host: string) => `Der Host „${host}“ ist für Webhooks nicht freigegeben.`,
  urlCredentials: 'Die Adresse darf keine Zugangsdaten enthalten.',
  addressNotAllowed: (host: string, address: string) =>
    `Adresse nicht erlaubt: ${host} zeigt auf eine nicht öffentliche Adresse (${address}).`,
  eventsRequired: 'Bitte wählen Sie mindestens ein Ereignis.',
  endpointDisabled: 'Der Webhook-Endpunkt ist deaktiviert.',
  disabledMailSubject: 'Ihr Webhook-Endpunkt wurde deaktiviert',
  disabledMailText: (url: string, failures: number) =>
    `Ihr Webhook-Endpunkt ${url} hat ${failures} Zustellungen in Folge nicht angenommen und wurde deshalb ` +
    'automatisch deaktiviert. Bitte prüfen Sie den Empfänger und aktivieren Sie den Endpunkt danach wieder ' +
    '(Backoffice oder PUT /api/partner/webhooks/{id} mit {"enabled": true}).',
};
