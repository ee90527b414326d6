import { In, type DataSource } from 'typeorm';
import { Batcher, isUuid } from '../common/index.js';
import { Order } from '../orders/index.js';
import { UnrecoverableError } from './job.js';

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
  /** Address of the branch's oldest printer device that has one (issue 6); preferred to printerAddress. */
  printerDeviceAddress: string | null;
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
  // One plain query for the branches (with the printerAddress column, which the entity does not map, and
  // the address of the branch's printer device: the oldest one with an address, so the choice is stable).
  const branches = (await ds.query(
    `SELECT b."id", b."name", b."identifier", b."street", b."zipCode", b."city", b."phone", b."email",
            b."printerAddress", p."address" AS "printerDeviceAddress"
       FROM "branch" b
       LEFT JOIN LATERAL (
         SELECT d."address" FROM "device" d
          WHERE d."branchId" = b."id" AND d."type" = 'printer' AND d."address" IS NOT NULL
          ORDER BY d."createdAt", d."id" LIMIT 1
       ) p ON true
      WHERE b."id" = ANY($1::uuid[])`,
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

/** As loadJobOrder for processors: a deleted order fails the job for good (nothing left to send). */
export async function requireJobOrder(ds: DataSource, orderId: string): Promise<Loaded> {
  const loaded = await loadJobOrder(ds, orderId);
  if (!loaded) throw new UnrecoverableError(`Bestellung ${orderId} gibt es nicht mehr`);
  return loaded;
}
