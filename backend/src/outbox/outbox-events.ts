import { DiscoveryService } from '@nestjs/core';

// One registry of what the outbox carries (issue 13 item 4): every topic with its id-only payload.
// Writers (OutboxEntry) and handlers (OutboxEvent) are typed from it, so a topic or a payload field
// cannot drift between the command that writes a row and the module that handles it.

/** Ids an order event carries; consumers load the rest. */
interface OrderIds {
  orderId: string;
  version: number;
}

export interface OutboxPayloads {
  'order.placed': OrderIds;
  /** `action` is the history action that made the change (confirm, updatePaymentStatus, ...). */
  'order.updated': OrderIds & { action: string };
  'order.deleted': OrderIds & { branchId: string; actor: string };
  print: OrderIds & { action?: string };
  /** 'new-order' at placement; a status change carries its action instead. */
  email: OrderIds & { template?: 'new-order'; action?: string };
  sms: OrderIds & { template?: 'new-order'; action?: string };
  'payment-check': OrderIds;
  /** An image original was stored (upload or replacement): render its variants (issue 14). */
  'image-variants': { imageId: string; version: number };
  /** A contact-form submission was stored (issue 15): mail it to the shop, once (the 'email' queue). */
  'contact-form': { submissionId: string };
  /** A time-clock punch or a manager's correction was stored (issue 18): push it to the back office. */
  'time-punch': { punchId: string; activityId: string | null; userId: string; branchId: string };
}

export const OUTBOX_TOPICS = [
  'order.placed',
  'order.updated',
  'order.deleted',
  'print',
  'email',
  'sms',
  'payment-check',
  'image-variants',
  'contact-form',
  'time-punch',
] as const satisfies readonly (keyof OutboxPayloads)[];
export type OutboxTopic = (typeof OUTBOX_TOPICS)[number];

/** A row to write with the caller's transaction. */
export type OutboxEntry = {
  [T in OutboxTopic]: {
    topic: T;
    orderId: string | null;
    payload: OutboxPayloads[T];
    /** Publish no earlier than this many seconds after commit (e.g. a delayed payment check). */
    delaySeconds?: number;
  };
}[OutboxTopic];

/** A committed row as the relay publishes it: its id (a deterministic job id), topic and payload. */
export type OutboxEvent = {
  [T in OutboxTopic]: { id: string; topic: T; orderId: string | null; payload: OutboxPayloads[T]; createdAt: Date };
}[OutboxTopic];

export type OutboxEventOf<T extends OutboxTopic> = Extract<OutboxEvent, { topic: T }>;

/** A provider that handles outbox events in this process; a throw leaves the row for the relay's retry. */
export interface OutboxEventHandler<T extends OutboxTopic = OutboxTopic> {
  handle(event: OutboxEventOf<T>): void | Promise<void>;
}

/**
 * Marks a provider of a feature module as the handler of these topics; the outbox's event bus finds it
 * at start-up (like @nestjs/cqrs's @EventsHandler, but awaited, so a failed handler means "not published").
 */
export const OnOutboxEvent = DiscoveryService.createDecorator<readonly OutboxTopic[]>();
