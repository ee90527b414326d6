import { DiscoveryService } from '@nestjs/core';

// One registry of what the outbox carries (issue 13 item 4, issue 38 item 4): every topic with its id-only
// payload and, for a job, its BullMQ queue. Writers (OutboxEntry), handlers (OutboxEvent), the publishers
// and the job processors are typed from this one table, so a topic, its queue or a payload field cannot
// drift between the command that writes a row and the code that runs it. A job's BullMQ name is its topic.

/** Ids an order event carries; consumers load the rest. */
interface OrderIds {
  orderId: string;
  version: number;
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

/** Carries a topic's payload type in the table; the value is an empty object (the field is never set). */
interface Payload<P> {
  readonly type?: P;
}
const payload = <P>(): Payload<P> => ({});

/** queue null: an event for the in-process handlers (@OnOutboxEvent); else a job on that BullMQ queue. */
export const OUTBOX_REGISTRY = {
  'order.placed': { queue: null, payload: payload<OrderIds>() },
  /** `action` is the history action that made the change (confirm, updatePaymentStatus, ...). */
  'order.updated': { queue: null, payload: payload<OrderIds & { action: string }>() },
  'order.deleted': { queue: null, payload: payload<OrderIds & { branchId: string; actor: string }>() },
  print: { queue: 'printing', payload: payload<OrderIds & { action?: string }>() },
  /** A bake-list slip was stored (issue 42 item 2): the frozen list or a delta slip, for the branch's printer. */
  'production-print': { queue: 'printing', payload: payload<{ slipId: string }>() },
  /** 'new-order' at placement; a status change carries its action instead. */
  email: { queue: 'email', payload: payload<OrderIds & { template?: 'new-order'; action?: string }>() },
  sms: { queue: 'sms', payload: payload<OrderIds & { template?: 'new-order'; action?: string }>() },
  'payment-check': { queue: 'payment-status', payload: payload<OrderIds>() },
  /** An image original was stored (upload or replacement): render its variants (issue 14). */
  'image-variants': { queue: 'images', payload: payload<{ imageId: string; version: number }>() },
  /** A contact-form submission was stored (issue 15): mail it to the shop, once (same mailer and ledger). */
  'contact-form': { queue: 'email', payload: payload<{ submissionId: string }>() },
  /** A time-clock punch or a manager's correction was stored (issue 18): push it to the back office. */
  /** punchId null: a correction that changed no time (pauses, project, task) and so wrote no punch. */
  'time-punch': {
    queue: null,
    payload: payload<{ punchId: string | null; activityId: string | null; userId: string; branchId: string }>(),
  },
  /** A shift plan was published (issue 18): tell one person their shifts by e-mail... */
  'staff-schedule-mail': { queue: 'email', payload: payload<StaffScheduleNotice>() },
  /** ...or, without a deliverable e-mail address and with a phone, by SMS. */
  'staff-schedule-sms': { queue: 'sms', payload: payload<StaffScheduleNotice>() },
  /** A product or category changed (issue 19): menu boards of connected TVs re-fetch their data. */
  'catalog.changed': { queue: null, payload: payload<{ productId: string | null; categoryId: string | null }>() },
  /** A scene, segment, stream or TV changed (issue 19): push the new manifest version to the TVs (branchId null: all). */
  'signage.changed': { queue: null, payload: payload<{ branchId: string | null }>() },
  /** An order event for one partner endpoint (issue 22): POST it, signed. */
  webhook: { queue: 'webhooks', payload: payload<{ deliveryId: string }>() },
  /** A partner endpoint was disabled after repeated failures: mail its owner once. */
  'webhook-disabled': { queue: 'webhooks', payload: payload<{ endpointId: string }>() },
} as const satisfies Record<string, { queue: string | null; payload: Payload<unknown> }>;

type Registry = typeof OUTBOX_REGISTRY;
export type OutboxTopic = keyof Registry;
export type OutboxPayloads = { [T in OutboxTopic]: Registry[T]['payload'] extends Payload<infer P> ? P : never };

export const isOutboxTopic = (name: string): name is OutboxTopic => Object.hasOwn(OUTBOX_REGISTRY, name);
/** Every topic, in table order. */
export const OUTBOX_TOPICS: readonly OutboxTopic[] = Object.keys(OUTBOX_REGISTRY).filter(isOutboxTopic);

/** Topics that are jobs (the relay hands them to a queue), the queues, and the topics of one queue. */
export type JobTopic = { [T in OutboxTopic]: Registry[T]['queue'] extends string ? T : never }[OutboxTopic];
export type QueueName = Registry[JobTopic]['queue'];
export type TopicsOf<Q extends QueueName> = { [T in JobTopic]: Registry[T]['queue'] extends Q ? T : never }[JobTopic];
/** What a job of these topics carries (as BullMQ stores it): the outbox row's id and the topic's payload. */
export type JobData<T extends JobTopic = JobTopic> = { [K in T]: OutboxPayloads[K] & { outboxId: string } }[T];

/** The queue of a topic; null for an event. */
export const queueOf = <T extends OutboxTopic>(topic: T): Registry[T]['queue'] => OUTBOX_REGISTRY[topic].queue;
/** Every queue once, in table order. */
export const JOB_QUEUE_NAMES: readonly QueueName[] = [
  ...new Set(OUTBOX_TOPICS.map(queueOf).filter((queue): queue is QueueName => queue !== null)),
];

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
