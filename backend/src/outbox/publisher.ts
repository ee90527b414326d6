import { Injectable, Logger } from '@nestjs/common';
import type { OutboxTopic } from './outbox.entity.js';

/** What the relay hands to publishers: the row's id (a deterministic job id), topic and id-only payload. */
export interface PublishedMessage {
  id: string;
  topic: OutboxTopic;
  orderId: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Port the relay publishes through; a throw means "not published" and the row is retried later. */
export abstract class Publisher {
  abstract publish(message: PublishedMessage): Promise<void>;

  /**
   * Publishes a claimed batch; the result per message is null (published) or its error. Rows of one
   * order go out one after the other in id order, different orders concurrently, so one slow publish
   * does not hold up the whole batch.
   */
  async publishMany(messages: readonly PublishedMessage[]): Promise<(Error | null)[]> {
    const results: (Error | null)[] = new Array<Error | null>(messages.length).fill(null);
    const byOrder = new Map<string, number[]>();
    messages.forEach((m, i) => {
      const key = m.orderId ?? `row-${m.id}`;
      byOrder.set(key, [...(byOrder.get(key) ?? []), i]);
    });
    await Promise.all(
      [...byOrder.values()].map(async (indexes) => {
        for (const i of indexes) results[i] = await this.publish(messages[i]!).then(() => null, asError);
      }),
    );
    return results;
  }
}

export const asError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));

export type Subscriber = (message: PublishedMessage) => void | Promise<void>;

/**
 * In-process publisher: an event bus other modules subscribe to (Socket.IO gateway, in-process job
 * processors). A subscriber that throws fails the publish, so the row is retried (at-least-once).
 */
@Injectable()
export class InProcessPublisher extends Publisher {
  private readonly logger = new Logger('InProcessPublisher');
  private readonly subscribers = new Map<string, Set<Subscriber>>();

  /** Subscribe to one topic or '*' for all; returns the unsubscribe function. */
  subscribe(topic: OutboxTopic | '*', subscriber: Subscriber): () => void {
    const set = this.subscribers.get(topic) ?? new Set<Subscriber>();
    set.add(subscriber);
    this.subscribers.set(topic, set);
    return () => set.delete(subscriber);
  }

  async publish(message: PublishedMessage): Promise<void> {
    const targets = [...(this.subscribers.get(message.topic) ?? []), ...(this.subscribers.get('*') ?? [])];
    for (const subscriber of targets) await subscriber(message);
    this.logger.debug({ id: message.id, topic: message.topic }, 'published');
  }
}
