import { Injectable } from '@nestjs/common';
import { type PickupBoardEvent, type PickupBoardSnapshot, SIGNAGE_EVENTS } from '@bestell/domain';
import { OnOutboxEvent, type OutboxEventHandler, type OutboxEventOf } from '../outbox/index.js';
import { RealtimeGateway, ROOMS } from '../realtime/index.js';
import { PickupBoardRepository, type PickupRow } from './pickup-board.repository.js';

/** Minutes a number stays under 'Abholbereit' when nobody completes the order (a zone may ask for another). */
export const PICKUP_READY_MINUTES = 10;

/** Where an order's number belongs on the board; null: not a pickup order or not yet confirmed. */
export function pickupState(o: PickupRow): PickupBoardEvent['state'] | null {
  if (o.isDelivery || o.isDineIn) return null;
  if (o.isCompleted || o.isCanceled || o.isRejected || o.isFailed) return 'gone';
  if (o.isInDelivery) return 'ready';
  return o.isConfirmed ? 'preparing' : null;
}

/**
 * The pickup board: a snapshot of today's pickup orders (numbers only; names never leave this query) and
 * the live leg: every order event of the outbox becomes a `pickup:updated` to the branch's pickup room.
 */
@Injectable()
// Not 'order.placed': a new order is never confirmed yet, and a lookup per placement cost the order path
// one query under load (issue 17 profile).
@OnOutboxEvent(['order.updated'])
export class PickupBoard implements OutboxEventHandler<'order.updated'> {
  constructor(
    private readonly orders: PickupBoardRepository,
    private readonly gateway: RealtimeGateway,
  ) {}

  async snapshot(branchId: string, readyMinutes = PICKUP_READY_MINUTES): Promise<PickupBoardSnapshot> {
    const rows = await this.orders.openPickups(branchId);
    const now = Date.now();
    const fresh = (at: Date | null) => !at || now - new Date(at).getTime() < readyMinutes * 60_000;
    return {
      branchId,
      preparing: rows.filter((r) => !r.isInDelivery).map((r) => ({ number: String(r.ticketNumber), readyAt: null })),
      ready: rows
        .filter((r) => r.isInDelivery && fresh(r.readyAt))
        .map((r) => ({
          number: String(r.ticketNumber),
          readyAt: r.readyAt ? new Date(r.readyAt).toISOString() : null,
        })),
      readyMinutes,
      generatedAt: new Date(now).toISOString(),
    };
  }

  async handle(message: OutboxEventOf<'order.updated'>): Promise<void> {
    if (!message.orderId || !this.gateway.ready) return; // the board's 10-second snapshot poll catches up
    const row = await this.orders.order(message.orderId);
    const state = row && pickupState(row);
    if (!row || !state) return;
    const event: PickupBoardEvent = {
      branchId: row.branchId,
      number: String(row.ticketNumber),
      state,
      at: new Date().toISOString(),
    };
    const io = this.gateway.io as unknown as { to(room: string): { emit(e: string, p: unknown): boolean } };
    io.to(ROOMS.pickup(row.branchId)).emit(SIGNAGE_EVENTS.pickupUpdated, event);
  }
}
