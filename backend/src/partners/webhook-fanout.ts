import { Injectable } from '@nestjs/common';
import { type WebhookEvent, webhookEventFor } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { Batcher } from '../common/index.js';
import { type Order, OrderLookup, orderView } from '../orders/index.js';
import { enqueueOutbox, OnOutboxEvent, type OutboxEventHandler, type OutboxEventOf } from '../outbox/index.js';
import { WebhookDeliveryRepository } from './webhook-delivery.repository.js';

type OrderTopic = 'order.placed' | 'order.updated';

interface PendingEvent {
  eventId: string;
  orderId: string;
  event: WebhookEvent;
  occurredAt: Date;
}

interface Match {
  endpointId: string;
  orderId: string;
  events: WebhookEvent[];
}

/** The body partners receive: the event's idempotency id, its type and the order as it is now. */
export function webhookBody(e: PendingEvent, order: Order): string {
  const { hash: _hash, ...view } = orderView(order, 'staff') as ReturnType<typeof orderView> & { hash?: string };
  return JSON.stringify({ id: e.eventId, type: e.event, createdAt: e.occurredAt.toISOString(), data: { order: view } });
}

/**
 * Fan-out of order events to partner endpoints (issue 22 item 5): for each committed 'order.placed' /
 * 'order.updated' row that is a partner event, one delivery row per subscribed, enabled endpoint of an
 * active external user of the order's branch, plus one 'webhook' outbox row each, in one transaction.
 * The event id derives from the source outbox row, and (endpoint, event id) is unique, so a re-published
 * row (at-least-once) never makes a second delivery. Events of one tick are handled in one batch.
 */
@Injectable()
@OnOutboxEvent(['order.placed', 'order.updated'])
export class WebhookFanout implements OutboxEventHandler<OrderTopic> {
  private readonly batcher = new Batcher<PendingEvent, true>((events) => this.fanOut(events), 500);

  constructor(
    private readonly ds: DataSource,
    private readonly lookup: OrderLookup,
  ) {}

  async handle(message: OutboxEventOf<OrderTopic>): Promise<void> {
    const action = message.topic === 'order.updated' ? message.payload.action : null;
    const event = webhookEventFor(message.topic, action);
    if (!event) return;
    await this.batcher.get({
      eventId: `evt_${message.id}`,
      orderId: message.payload.orderId,
      event,
      occurredAt: new Date(message.createdAt),
    });
  }

  private async fanOut(events: PendingEvent[]): Promise<Map<PendingEvent, true>> {
    const done = new Map<PendingEvent, true>();
    const orderIds = [...new Set(events.map((e) => e.orderId))];
    // One cheap query decides most batches: no enabled endpoint for these orders' branches, nothing to do.
    // Test orders (issue 37 item 4) never reach partners.
    const matches: Match[] = await new WebhookDeliveryRepository(this.ds.manager).matches(orderIds);
    if (matches.length === 0) return done;
    const orders = new Map((await this.lookup.byIds(orderIds)).map((o) => [o.id, o]));
    const rows: { endpointId: string; e: PendingEvent }[] = [];
    for (const e of events)
      for (const m of matches)
        if (m.orderId === e.orderId && m.events.includes(e.event)) rows.push({ endpointId: m.endpointId, e });
    if (rows.length === 0) return done;
    const bodies = new Map<PendingEvent, string>();
    for (const { e } of rows)
      if (!bodies.has(e) && orders.has(e.orderId)) bodies.set(e, webhookBody(e, orders.get(e.orderId)!));
    const insert = rows.filter((r) => bodies.has(r.e));
    await this.ds.transaction(async (em) => {
      const inserted = await new WebhookDeliveryRepository(em).insert(
        insert.map((r) => ({
          endpointId: r.endpointId,
          eventId: r.e.eventId,
          event: r.e.event,
          orderId: r.e.orderId,
          body: bodies.get(r.e)!,
        })),
      );
      await enqueueOutbox(
        em,
        inserted.map((d) => ({ topic: 'webhook', orderId: d.orderId, payload: { deliveryId: String(d.id) } })),
      );
    });
    return done;
  }
}
