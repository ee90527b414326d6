import type { EntityManager } from 'typeorm';
import type { ProductionOrder } from '@bestell/domain';

/** The only place that reads orders for the bake list (plain SQL). */
export class ProductionRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Orders that may be baked on the day [start, end): by appointment, or placed that day without one.
   * Rejected, cancelled, failed and test orders are left out here already; the domain decides the rest.
   */
  async ordersOfDay(
    start: Date,
    end: Date,
    branches: readonly string[] | null,
  ): Promise<{ orders: ProductionOrder[]; countsUnconfirmed: Set<string> }> {
    type Row = Omit<ProductionOrder, 'branch'> & { branchId: string; branchName: string; unconfirmed: boolean };
    const rows: Row[] = await this.em.query(
      `SELECT o."id", o."branchId", b."name" AS "branchName", b."isUnconfirmedProduced" AS "unconfirmed", o."isConfirmed", o."isRejected", o."isCompleted",
              o."isCanceled", o."isFailed", o."isInDelivery", o."isDelivered", o."isPaid", o."isRefunded",
              o."isDelivery", o."paymentMethod", o."appointmentDate", o."counterAppointment", o."createdAt",
              o."isTest", o."standingOrderId", o."items"
         FROM "order" o JOIN "branch" b ON b."id" = o."branchId"
        WHERE NOT o."isTest" AND NOT o."isRejected" AND NOT o."isCanceled" AND NOT o."isFailed"
          AND ((o."appointmentDate" >= $1 AND o."appointmentDate" < $2)
            OR (o."appointmentDate" IS NULL AND o."createdAt" >= $1 AND o."createdAt" < $2))
          AND ($3::uuid[] IS NULL OR o."branchId" = ANY($3::uuid[]))`,
      [start, end, branches],
    );
    const orders = rows.map(({ branchId, branchName, unconfirmed: _unconfirmed, ...order }) => ({
      ...order,
      branch: { id: branchId, name: branchName },
      appointmentDate: order.appointmentDate ? new Date(order.appointmentDate).toISOString() : null,
      counterAppointment: order.counterAppointment ? new Date(order.counterAppointment).toISOString() : null,
    }));
    // The branches whose orders are baked before confirmation (branch setting isUnconfirmedProduced).
    const countsUnconfirmed = new Set(rows.filter((row) => row.unconfirmed).map((row) => row.branchId));
    return { orders, countsUnconfirmed };
  }
}
