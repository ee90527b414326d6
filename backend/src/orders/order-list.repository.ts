import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Order } from './order.entity.js';

/** Branch ids the caller may see; null = all. */
export type Scope = string[] | null;

/** A history page's filter as instants (the queries turn the shop's local dates into them). */
export interface HistoryRange {
  scope: Scope;
  branch?: string;
  from?: Date;
  to?: Date;
  withTests: boolean;
}

/**
 * The list reads of OrdersQueries (history, open orders, the branch screens): query builders over the
 * order entity, scoped to the caller's branches. Bound to the caller's manager.
 */
export class OrderListRepository {
  constructor(private readonly em: EntityManager) {}

  private base(scope: Scope, branch?: string): SelectQueryBuilder<Order> {
    const qb = this.em.getRepository(Order).createQueryBuilder('o');
    if (scope !== null) qb.andWhere('o.branchId = ANY(:scope)', { scope });
    if (branch) qb.andWhere('o.branchId = :branch', { branch });
    return qb;
  }

  /** Not yet finished: the flags that end the status page's polling are all unset. */
  private open(qb: SelectQueryBuilder<Order>): SelectQueryBuilder<Order> {
    return qb.andWhere('NOT o.isCompleted AND NOT o.isRejected AND NOT o.isCanceled AND NOT o.isFailed');
  }

  private history(range: HistoryRange): SelectQueryBuilder<Order> {
    const qb = this.base(range.scope, range.branch).orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC');
    // Partners never see test orders (issue 37 item 4); staff do, marked TEST.
    if (!range.withTests) qb.andWhere('NOT o.isTest');
    if (range.from) qb.andWhere('o.createdAt >= :from', { from: range.from });
    if (range.to) qb.andWhere('o.createdAt < :to', { to: range.to });
    return qb;
  }

  /** One page of the history, newest first, with the total. */
  historyPage(range: HistoryRange, skip: number, take: number): Promise<[Order[], number]> {
    return this.history(range).skip(skip).take(take).getManyAndCount();
  }

  /** The whole history in the range, newest first (the status filter runs on it afterwards). */
  historyAll(range: HistoryRange): Promise<Order[]> {
    return this.history(range).getMany();
  }

  /** Open orders, oldest first. */
  current(scope: Scope, branch?: string): Promise<Order[]> {
    return this.open(this.base(scope, branch)).orderBy('o.createdAt', 'ASC').getMany();
  }

  /** Open orders not confirmed and placed at or before `before`, oldest first. */
  unconfirmedSince(scope: Scope, before: Date): Promise<Order[]> {
    return this.open(this.base(scope))
      .andWhere('NOT o.isConfirmed AND o.createdAt <= :before', { before })
      .orderBy('o.createdAt', 'ASC')
      .getMany();
  }

  /** A branch's orders of one shop day, newest ticket first. */
  ofDay(branchId: string, day: string): Promise<Order[]> {
    return this.base(null, branchId)
      .andWhere('o.ticketDay = :today', { today: day })
      .orderBy('o.ticketNumber', 'DESC')
      .getMany();
  }
}
