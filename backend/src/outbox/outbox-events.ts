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
  /** punchId null: a correction that changed no time (pauses, project, task) and so wrote no punch. */
  'time-punch': { punchId: string | null; activityId: string | null; userId: string; branchId: string };
  /** A shift plan was published (issue 18): tell one person their shifts by e-mail ('email' queue)... */
  'staff-schedule-mail': StaffScheduleNotice;
  /** ...or, without a deliverable e-mail address and with a phone, by SMS ('sms' queue). */
  'staff-schedule-sms': StaffScheduleNotice;
  /** A product or category changed (issue 19): menu boards of connected TVs re-fetch their data. */
  'catalog.changed': { productId: string | null; categoryId: string | null };
  /** A scene, segment, stream or TV changed (issue 19): push the new manifest version to the TVs (branchId null: all). */
  'signage.changed': { branchId: string | null };
  /** An order event for one partner endpoint (issue 22): POST it, signed ('webhooks' queue). */
  webhook: { deliveryId: string };
  /** A partner endpoint was disabled after repeated failures: mail its owner once ('webhooks' queue). */
  'webhook-disabled': { endpointId: string };
}

/** One person's notice of a published plan: the window [from, to) of a branch (and department). */
export interface StaffScheduleNotice {
  notice: 'schedule-published';
  userId: string;
  branchId: string;
  departmentId: string | null;
  from: string;
  to: string;
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
  'staff-schedule-mail',
  'staff-schedule-sms',
  'catalog.changed',
  'signage.changed',
  'webhook',
  'webhook-disabled',
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
