import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import {
  OnOutboxEvent,
  type OutboxEvent,
  type OutboxEventHandler,
  type OutboxEventOf,
  type OutboxTopic,
} from './outbox-events.js';

/** What the relay hands to publishers: a committed outbox row as a typed event (outbox-events.ts). */
export type PublishedMessage = OutboxEvent;

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

/**
 * The one in-process event bus: the relay's events reach the handlers that feature modules declare with
 * @OnOutboxEvent (realtime pushes, in-process jobs). Handlers are awaited one after the other, and one
 * that throws fails the publish, so the row is retried (at-least-once); @nestjs/cqrs's EventBus would
 * hand a handler's failure to its unhandled-exception stream instead and the row would count as sent.
 */
@Injectable()
export class OutboxEventBus extends Publisher implements OnModuleInit {
  private readonly logger = new Logger('OutboxEventBus');
  private readonly handlers = new Map<OutboxTopic | '*', Set<OutboxEventHandler>>();

  constructor(private readonly discovery: DiscoveryService) {
    super();
  }

  /** Every provider is instantiated before the first onModuleInit, and the relay starts later (bootstrap). */
  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: OnOutboxEvent.KEY })) {
      const handler = wrapper.instance as OutboxEventHandler | undefined;
      if (typeof handler?.handle !== 'function') throw new Error(`${wrapper.name}: @OnOutboxEvent needs handle()`);
      for (const topic of this.discovery.getMetadataByDecorator(OnOutboxEvent, wrapper) ?? []) {
        this.subscribe(topic, handler);
      }
    }
  }

  /** Registers a handler for one topic or '*' for all (tests); returns the unsubscribe function. */
  subscribe<T extends OutboxTopic>(
    topic: T | '*',
    handler: OutboxEventHandler<T> | ((event: OutboxEventOf<T>) => void | Promise<void>),
  ): () => void {
    const entry = (typeof handler === 'function' ? { handle: handler } : handler) as unknown as OutboxEventHandler;
    const set = this.handlers.get(topic) ?? new Set<OutboxEventHandler>();
    set.add(entry);
    this.handlers.set(topic, set);
    return () => set.delete(entry);
  }

  async publish(event: OutboxEvent): Promise<void> {
    const targets = [...(this.handlers.get(event.topic) ?? []), ...(this.handlers.get('*') ?? [])];
    for (const handler of targets) await handler.handle(event);
    this.logger.debug({ id: event.id, topic: event.topic }, 'published');
  }
}
