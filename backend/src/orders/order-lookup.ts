import { Injectable, Module } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { hashMatches } from '../common/index.js';
import type { OrderActor, OrderRef } from './commands/change-order/change-order.command.js';
import type { Order } from './order.entity.js';
import { findOrder, loadOrderRows, orderIdByPaymentReference, statusLinkOrder } from './order.repository.js';

/**
 * The one read of single orders for other folders (issue 38 item 3): lookups by id, status link or payment
 * reference, and the rows realtime, partners and customers turn into views. It only reads; every change
 * of an order is a command. `em` joins the caller's transaction (quotes lock the order with their quote).
 */
@Injectable()
export class OrderLookup {
  constructor(private readonly ds: DataSource) {}

  /** The order by id or uid + hash, in the actor's scope; the same 404 for unknown, foreign or wrong hash. */
  find(ref: OrderRef, actor: OrderActor, options: { em?: EntityManager; lock?: boolean } = {}): Promise<Order> {
    return findOrder(options.em ?? this.ds.manager, ref, actor, options.lock ?? false);
  }

  /** Orders by id as plain rows (no entity hydration: the realtime push reads them under load). */
  byIds(ids: readonly string[], em: EntityManager = this.ds.manager): Promise<Order[]> {
    return loadOrderRows(em, ids);
  }

  /** The order a status link (uid + hash) opens, or null: the status page's socket joins its room. */
  async idByStatusLink(uid: string, hash: string): Promise<string | null> {
    const order = await statusLinkOrder(this.ds.manager, uid);
    return order && hashMatches(hash, order.hash) ? order.id : null;
  }

  /** The order a provider's payment reference belongs to (webhooks name only the payment). */
  idByPaymentReference(method: string, reference: string): Promise<string | null> {
    return orderIdByPaymentReference(this.ds.manager, method, reference);
  }
}

/** Only DataSource is needed, so the payments module (also loaded by the worker) can import it cheaply. */
@Module({ providers: [OrderLookup], exports: [OrderLookup] })
export class OrderLookupModule {}
