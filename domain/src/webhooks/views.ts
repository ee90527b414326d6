import type { PartnerScope, WebhookEvent } from './webhook-events.js';

/** GET /api/external-users/{id} (back office). The token is shown once, in the create/rotate response. */
export interface ExternalUserView {
  id: string;
  name: string;
  email: string | null;
  role: 'ROLE_PARTNER';
  scopes: PartnerScope[];
  branches: { id: string }[];
  isActive: boolean;
  tokenHint: string;
  lastUsedAt: string | null;
  createdAt: string;
}

/** A webhook endpoint; the secret is shown once, in the create response. */
export interface WebhookEndpointView {
  id: string;
  externalUser: { id: string };
  url: string;
  events: WebhookEvent[];
  isEnabled: boolean;
  consecutiveFailures: number;
  disabledAt: string | null;
  createdAt: string;
}

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed' | 'skipped';

/** One event for one endpoint: the delivery log entry with its last attempt's response. */
export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  event: WebhookEvent;
  orderId: string | null;
  state: WebhookDeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastResponse: string | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}
