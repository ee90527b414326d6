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
}

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
