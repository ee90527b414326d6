import { In, type DataSource } from 'typeorm';
import { Batcher } from '../common/batcher.js';
import { isUuid } from '../common/ids.js';
import { Order } from '../orders/order.entity.js';

export interface JobBranch {
  id: string;
  name: string;
  identifier: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
  printerAddress: string | null;
}

export type JobOrder = Order;

type Loaded = { order: JobOrder; branch: JobBranch };

/** One batcher per data source: the print, e-mail and SMS jobs of the same moment share two queries. */
const batchers = new WeakMap<DataSource, Batcher<string, Loaded>>();

async function loadMany(ds: DataSource, ids: string[]): Promise<Map<string, Loaded>> {
  // A malformed id must not fail the statement for the whole batch.
  const valid = ids.filter(isUuid);
  const orders = valid.length > 0 ? await ds.getRepository(Order).findBy({ id: In(valid) }) : [];
  if (orders.length === 0) return new Map();
  // One plain query for the branches (with the printerAddress column, which the entity does not map).
  const branches = (await ds.query(
    `SELECT "id", "name", "identifier", "street", "zipCode", "city", "phone", "email", "printerAddress"
       FROM "branch" WHERE "id" = ANY($1::uuid[])`,
    [[...new Set(orders.map((o) => o.branchId))]],
  )) as JobBranch[];
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
