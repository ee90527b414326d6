import { UnrecoverableError } from 'bullmq';

/** BullMQ queue names; the relay maps outbox topics onto them (orders/outbox/bullmq.publisher.ts). */
export const QUEUE_NAMES = ['printing', 'email', 'sms', 'payment-status', 'images'] as const;
/**
 * Queues whose processor lives in a feature above jobs (partners: 'webhooks', issue 22); the API runs it
 * in that feature's module, the worker process registers it beside JOB_PROCESSORS.
 */
export const FEATURE_QUEUE_NAMES = ['webhooks'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number] | (typeof FEATURE_QUEUE_NAMES)[number];

/** What an order job carries: ids only (the outbox row, the order, its version); processors load the rest. */
export interface OrderJobData {
  outboxId: string;
  orderId: string;
  version?: number;
  /** Set by placement ('new-order'); status changes carry the action instead. */
  template?: string;
  action?: string;
}

/** What the `images` job carries: the image and the version whose variants to render. */
export interface ImageJobData {
  outboxId: string;
  imageId: string;
  version: number;
}

/** What a contact-form mail job carries (queue `email`, issue 15): the stored submission. */
export interface ContactMailJobData {
  outboxId: string;
  submissionId: string;
}

/** What a shift-plan notice job carries (queues `email` and `sms`, issue 18): person, branch, window. */
export interface ScheduleNoticeJobData {
  outboxId: string;
  notice: 'schedule-published';
  userId: string;
  branchId: string;
  departmentId: string | null;
  from: string;
  to: string;
}

/** What a `webhooks` job carries (issue 22): one delivery, or the endpoint whose owner to mail. */
export type WebhookJobData = { outboxId: string; deliveryId: string } | { outboxId: string; endpointId: string };

/** Any job's data, as BullMQ stores it. */
export type JobData = OrderJobData | ImageJobData | ContactMailJobData | ScheduleNoticeJobData | WebhookJobData;

export interface JobRun<D extends JobData = OrderJobData> {
  /** BullMQ job id (`outbox-<row id>`) or the in-process equivalent. */
  id: string;
  data: D;
  /** 1-based number of this attempt. */
  attempt: number;
  maxAttempts: number;
}

/** One queue's work. The same classes run in the worker process (BullMQ) and in-process (embedded). */
export abstract class JobProcessor<D extends JobData = OrderJobData> {
  abstract readonly queue: QueueName;
  abstract process(run: JobRun<D>): Promise<void>;
  /** Called once when the job has failed for good (last attempt or UnrecoverableError). */
  async failed(_run: JobRun<D>, _err: unknown): Promise<void> {}
}

/** The registry both runners read: every processor by queue. */
export const JOB_PROCESSORS = Symbol('JOB_PROCESSORS');

export { UnrecoverableError };

export const isPermanent = (err: unknown): boolean => err instanceof UnrecoverableError;

/** Runs one attempt; on a final failure lets the processor record it, then rethrows for the runner. */
export async function runAttempt(processor: JobProcessor<JobData>, run: JobRun<JobData>): Promise<void> {
  try {
    await processor.process(run);
  } catch (err) {
    if (isPermanent(err) || run.attempt >= run.maxAttempts) await processor.failed(run, err);
    throw err;
  }
}

/** Exponential backoff as BullMQ computes it: delay * 2^(attempt - 1). */
export const backoffMs = (baseMs: number, attempt: number): number => baseMs * 2 ** Math.max(0, attempt - 1);

/** Refuses to start when a queue has no processor, or one has two. */
export function processorsByQueue(processors: readonly JobProcessor<JobData>[]): Map<QueueName, JobProcessor<JobData>> {
  const map = new Map<QueueName, JobProcessor<JobData>>();
  for (const p of processors) {
    if (map.has(p.queue)) throw new Error(`Queue ${p.queue} has two processors`);
    map.set(p.queue, p);
  }
  const missing = QUEUE_NAMES.filter((q) => !map.has(q));
  if (missing.length > 0) throw new Error(`No processor for queue(s): ${missing.join(', ')}`);
  return map;
}
