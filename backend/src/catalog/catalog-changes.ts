import type { EntityManager } from 'typeorm';
import { enqueueOutbox } from '../outbox/index.js';

/**
 * A product or category write queues 'catalog.changed' in its transaction (issue 19): menu boards on the
 * TVs re-fetch prices and sold-out marks after commit, never before, never lost.
 */
export function catalogChanged(em: EntityManager, productId: string | null, categoryId: string | null): Promise<void> {
  return enqueueOutbox(em, [{ topic: 'catalog.changed', orderId: null, payload: { productId, categoryId } }]);
}
