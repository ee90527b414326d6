import { UnrecoverableError } from 'bullmq';
import {
  isOutboxTopic,
  JOB_QUEUE_NAMES,
  type JobData,
  type JobTopic,
  queueOf,
  type QueueName,
  type TopicsOf,
} from '../outbox/index.js';

export type { JobData, JobTopic, QueueName, TopicsOf };

/**
 * Queues whose processor lives in a feature above jobs (partners: 'webhooks', issue 22); the API runs it
 * in that feature's module, the worker process registers it beside JOB_PROCESSORS.
 */
export const FEATURE_QUEUE_NAMES = ['webhooks'] as const satisfies readonly QueueName[];
type FeatureQueue = (typeof FEATURE_QUEUE_NAMES)[number];
/** The queues of jobs/ (outbox/'s registry maps the topics onto them); each needs one of JOB_PROCESSORS. */
export type JobsQueue = Exclude<QueueName, FeatureQueue>;
const featureQueues = new Set<QueueName>(FEATURE_QUEUE_NAMES);
export const QUEUE_NAMES: readonly JobsQueue[] = JOB_QUEUE_NAMES.filter(
  (queue): queue is JobsQueue => !featureQueues.has(queue),
);

/** One attempt at a job of topic T: BullMQ's job name is the topic, its data the row id and the payload. */
export interface TopicRun<T extends JobTopic> {
  /** BullMQ job id (`outbox-<row id>`) or the in-process equivalent. */
  id: string;
  name: T;
  data: JobData<T>;
  /** 1-based number of this attempt. */
  attempt: number;
  maxAttempts: number;
}

/** A job of queue Q: a union discriminated by `name`, so a processor switches on the topic. */
export type JobRun<Q extends QueueName = QueueName> = { [T in TopicsOf<Q>]: TopicRun<T> }[TopicsOf<Q>];

/** A job as a runner takes it from BullMQ (or builds it from an outbox event), before its name is checked. */
export interface StoredJob {
  id: string;
  name: string;
  data: unknown;
  attempt: number;
  maxAttempts: number;
}

/**
 * Whether the job's name is a topic of this queue. Its data is then the topic's: both runners only take
 * jobs the publishers wrote from the same registry (name = topic, data = row id + payload).
 */
export const isJobOf = <Q extends QueueName>(queue: Q, job: StoredJob): job is JobRun<Q> =>
  isOutboxTopic(job.name) && queueOf(job.name) === queue;

/** One queue's work. The same classes run in the worker process (BullMQ) and in-process (embedded). */
export abstract class JobProcessor<Q extends QueueName = QueueName> {
  abstract readonly queue: Q;
  abstract process(run: JobRun<Q>): Promise<void>;
  /** Called once when the job has failed for good (last attempt or UnrecoverableError). */
  async failed(_run: JobRun<Q>, _err: unknown): Promise<void> {}
}

/** The registry both runners read: every processor by queue. */
export const JOB_PROCESSORS = Symbol('JOB_PROCESSORS');

export { UnrecoverableError };

export const isPermanent = (err: unknown): boolean => err instanceof UnrecoverableError;

/**
 * Runs one attempt; on a final failure lets the processor record it, then rethrows for the runner. A job
 * whose name is no topic of the processor's queue fails for good (a bug, kept in the failed list).
 */
export async function runAttempt(processor: JobProcessor, run: StoredJob): Promise<void> {
  if (!isJobOf(processor.queue, run)) {
    throw new UnrecoverableError(`Job ${run.name} gehört nicht in die Queue ${processor.queue}`);
  }
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
export function processorsByQueue(processors: readonly JobProcessor[]): Map<QueueName, JobProcessor> {
  const map = new Map<QueueName, JobProcessor>();
  for (const p of processors) {
    if (map.has(p.queue)) throw new Error(`Queue ${p.queue} has two processors`);
    map.set(p.queue, p);
  }
  const missing = QUEUE_NAMES.filter((q) => !map.has(q));
  if (missing.length > 0) throw new Error(`No processor for queue(s): ${missing.join(', ')}`);
  return map;
}
