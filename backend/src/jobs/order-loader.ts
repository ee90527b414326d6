import type { DataSource } from 'typeorm';
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

/** Loads what a job needs by id; null when the order is gone (deleted orders need no side effects). */
export async function loadJobOrder(
  ds: DataSource,
  orderId: string,
): Promise<{ order: JobOrder; branch: JobBranch } | null> {
  const order = await ds.getRepository(Order).findOneBy({ id: orderId });
  if (!order) return null;
  // One plain query for the branch (with this printerAddress column, which the entity does not map).
  const [branch] = (await ds.query(
    `SELECT "id", "name", "identifier", "street", "zipCode", "city", "phone", "email", "printerAddress"
       FROM "branch" WHERE "id" = $1`,
    [order.branchId],
  )) as JobBranch[];
  if (!branch) return null;
  return { order, branch };
}
