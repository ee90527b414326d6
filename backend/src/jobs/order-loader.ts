import type { DataSource } from 'typeorm';
import { Batcher, isUuid } from '../common/index.js';
import type { Order } from '../orders/index.js';
import { UnrecoverableError } from './job.js';
import { type JobBranch, JobOrderRepository } from './job-order.repository.js';

export type { JobBranch } from './job-order.repository.js';

export type JobOrder = Order;

type Loaded = { order: JobOrder; branch: JobBranch };

/** One batcher per data source: the print, e-mail and SMS jobs of the same moment share two queries. */
const batchers = new WeakMap<DataSource, Batcher<string, Loaded>>();

async function loadMany(ds: DataSource, ids: string[]): Promise<Map<string, Loaded>> {
  // A malformed id must not fail the statement for the whole batch.
  const valid = ids.filter(isUuid);
  const repository = new JobOrderRepository(ds.manager);
  const orders = await repository.orders(valid);
  if (orders.length === 0) return new Map();
  const branches = await repository.branches(orders.map((o) => o.branchId));
  const byId = new Map(branches.map((b) => [b.id, b]));
  const found = new Map<string, Loaded>();
  for (const order of orders) {
    const branch = byId.get(order.branchId);
    if (branch) found.set(order.id, { order, branch });
  }
  return found;
}

/** Loads what a job needs by id; null when the order is gone (deleted orders need no side effects). */
export async function loadJobOrder(ds: DataSource, orderId: string): Promise<Loaded | null> {
  let batcher = batchers.get(ds);
  if (!batcher) {
    batcher = new Batcher((ids) => loadMany(ds, ids));
    batchers.set(ds, batcher);
  }
  return (await batcher.get(orderId)) ?? null;
}

/** As loadJobOrder for processors: a deleted order fails the job for good (nothing left to send). */
export async function requireJobOrder(ds: DataSource, orderId: string): Promise<Loaded> {
  const loaded = await loadJobOrder(ds, orderId);
  if (!loaded) throw new UnrecoverableError(`Bestellung ${orderId} gibt es nicht mehr`);
  return loaded;
}
