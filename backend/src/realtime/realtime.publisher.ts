import { Injectable } from '@nestjs/common';
import { REALTIME_EVENTS } from '@bestell/domain';
import { Batcher } from '../common/index.js';
import { type Order, OrderLookup, orderView } from '../orders/index.js';
import { OnOutboxEvent, type OutboxEventHandler, type OutboxEventOf } from '../outbox/index.js';
import { REALTIME_TEXTS } from './messages.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { ROOMS, staffRooms } from './rooms.js';

/**
 * The outbox relay's realtime leg: `order.placed` / `order.updated` rows become room emits carrying the
 * REST views (public view to the status room, staff view to the branch's frontdesk and back-office
 * rooms). It reloads the order, so a late or repeated row pushes the current version, which clients
 * ignore unless it is newer. Throwing (gateway or Redis not ready) leaves the row for the relay's retry.
 */
@Injectable()
@OnOutboxEvent(['order.placed', 'order.updated'])
export class RealtimeOrderPublisher implements OutboxEventHandler<'order.placed' | 'order.updated'> {
  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly lookup: OrderLookup,
  ) {}

  /** The relay publishes a batch at once; its orders are reloaded with one query (plain rows). */
  private readonly orders = new Batcher<string, Order>(async (ids) => {
    const found = await this.lookup.byIds(ids);
    return new Map(found.map((o) => [o.id, o]));
  });

  async handle(message: OutboxEventOf<'order.placed' | 'order.updated'>): Promise<void> {
    if (!this.gateway.ready) throw new Error(REALTIME_TEXTS.unavailable);
    if (!message.orderId) return;
    const order = await this.orders.get(message.orderId);
    if (!order) return; // deleted since: nothing left to show
    this.emitOrder(order, message.topic === 'order.placed');
  }

  emitOrder(order: Order, placed: boolean): void {
    const io = this.gateway.io;
    const staff = orderView(order, 'staff');
    // A status page opens after the 201 and loads the order by REST; every later change has its own
    // 'order.updated' row (published after this one). So placement needs no push to the status room.
    if (!placed) io.to(ROOMS.order(order.id)).emit(REALTIME_EVENTS.orderUpdated, orderView(order, 'public') as never);
    io.to(staffRooms(order.branchId)).emit(
      placed ? REALTIME_EVENTS.orderPlaced : REALTIME_EVENTS.orderUpdated,
      staff as never,
    );
  }
}
