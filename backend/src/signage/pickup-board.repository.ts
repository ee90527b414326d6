import { Injectable } from '@nestjs/common';
import { TransactionalConnection } from '../database/index.js';

/** One order's flags, as far as the pickup board needs them. */
export interface PickupRow {
  branchId: string;
  ticketNumber: number;
  isDelivery: boolean;
  isDineIn: boolean;
  isConfirmed: boolean;
  isInDelivery: boolean;
  isCompleted: boolean;
  isCanceled: boolean;
  isRejected: boolean;
  isFailed: boolean;
}

/** What the pickup board reads of the orders: numbers and flags only (names never leave these queries). */
@Injectable()
export class PickupBoardRepository {
  constructor(private readonly db: TransactionalConnection) {}

  /** Today's confirmed, open pickup orders of a branch with the time each was called ready. */
  openPickups(branchId: string): Promise<{ ticketNumber: number; isInDelivery: boolean; readyAt: Date | null }[]> {
    return this.db.manager().query(
      `SELECT o."ticketNumber", o."isInDelivery",
              (SELECT max(h."at") FROM "order_history" h WHERE h."orderId" = o."id" AND h."action" = 'inDelivery') AS "readyAt"
         FROM "order" o
        WHERE o."branchId" = $1 AND o."createdAt" > now() - interval '24 hours'
          AND o."isConfirmed" AND NOT o."isDelivery" AND NOT o."isDineIn"
          AND NOT (o."isCompleted" OR o."isCanceled" OR o."isRejected" OR o."isFailed")
        ORDER BY o."ticketNumber"`,
      [branchId],
    );
  }

  async order(id: string): Promise<PickupRow | undefined> {
    const [row]: PickupRow[] = await this.db.manager().query(
      `SELECT "branchId", "ticketNumber", "isDelivery", "isDineIn", "isConfirmed", "isInDelivery",
              "isCompleted", "isCanceled", "isRejected", "isFailed" FROM "order" WHERE "id" = $1`,
      [id],
    );
    return row;
  }
}
