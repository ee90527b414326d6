import { Injectable } from '@nestjs/common';
import { addDays, orderStatus, type OrderStatus, shouldStopPolling, zonedInstant, zonedParts } from '@bestell/domain';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { branchKeyMatches } from '../catalog/index.js';
import { ApiError } from '../common/index.js';
import { ShopConfigService } from '../settings/index.js';
import { Order } from './order.entity.js';
import { orderFlags } from './order-view.js';

export interface HistoryFilter {
  from?: string;
  to?: string;
  branch?: string;
  status?: OrderStatus;
  page: number;
  limit: number;
}

/** Branch ids the caller may see; null = all. */
export type Scope = string[] | null;

const statusOf = (o: Order) => orderStatus(orderFlags(o));
/** Statuses a missed-order alarm is about: nobody has answered the customer yet. */
const UNANSWERED: readonly OrderStatus[] = ['waitingForConfirmation', 'counterProposed'];

@Injectable()
export class OrdersQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly shopConfig: ShopConfigService,
  ) {}

  private base(scope: Scope, branch?: string): SelectQueryBuilder<Order> {
    const qb = this.ds.getRepository(Order).createQueryBuilder('o');
    if (scope !== null) qb.andWhere('o.branchId = ANY(:scope)', { scope });
    if (branch) qb.andWhere('o.branchId = :branch', { branch });
    return qb;
  }

  /** Not yet finished: the flags that end the status page's polling are all unset. */
  private open(qb: SelectQueryBuilder<Order>): SelectQueryBuilder<Order> {
    return qb.andWhere('NOT o.isCompleted AND NOT o.isRejected AND NOT o.isCanceled AND NOT o.isFailed');
  }

  /** History (spec 7): local date range of the shop, branch, status, paginated; newest first. */
  async history(
    filter: HistoryFilter,
    scope: Scope,
    { withTests = true }: { withTests?: boolean } = {},
  ): Promise<{ items: Order[]; total: number }> {
    const { timezone: tz } = await this.shopConfig.get();
    const qb = this.base(scope, filter.branch).orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC');
    // Partners never see test orders (issue 37 item 4); staff do, marked TEST.
    if (!withTests) qb.andWhere('NOT o.isTest');
    if (filter.from) qb.andWhere('o.createdAt >= :from', { from: zonedInstant(filter.from, '00:00', tz) });
    if (filter.to) qb.andWhere('o.createdAt < :to', { to: zonedInstant(addDays(filter.to, 1), '00:00', tz) });
    const skip = (filter.page - 1) * filter.limit;
    if (!filter.status) {
      const [items, total] = await qb.skip(skip).take(filter.limit).getManyAndCount();
      return { items, total };
    }
    // The status follows from the flags by the domain's precedence rules; filter with that very function.
    const all = (await qb.getMany()).filter((o) => statusOf(o) === filter.status);
    return { items: all.slice(skip, skip + filter.limit), total: all.length };
  }

  async current(scope: Scope, branch?: string): Promise<Order[]> {
    const orders = await this.open(this.base(scope, branch)).orderBy('o.createdAt', 'ASC').getMany();
    return orders.filter((o) => !shouldStopPolling(orderFlags(o)));
  }

  /** Not answered N minutes (config missedOrderMinutes) after placing. */
  async missed(scope: Scope, now = new Date()): Promise<Order[]> {
    const { missedOrderMinutes } = await this.shopConfig.get();
    const before = new Date(now.getTime() - missedOrderMinutes * 60_000);
    const orders = await this.open(this.base(scope))
      .andWhere('NOT o.isConfirmed AND o.createdAt <= :before', { before })
      .orderBy('o.createdAt', 'ASC')
      .getMany();
    return orders.filter((o) => UNANSWERED.includes(statusOf(o)));
  }

  /** Frontdesk screen: the branch's open orders. */
  async frontdesk(branchId: string, apiKey: string): Promise<Order[]> {
    await this.checkApiKey(branchId, apiKey);
    return this.current(null, branchId);
  }

  /** Back-office screen of a branch: all of today's orders (shop day), newest first. */
  async backoffice(branchId: string, apiKey: string): Promise<Order[]> {
    await this.checkApiKey(branchId, apiKey);
    const { timezone } = await this.shopConfig.get();
    const today = zonedParts(new Date(), timezone).date;
    return this.base(null, branchId)
      .andWhere('o.ticketDay = :today', { today })
      .orderBy('o.ticketNumber', 'DESC')
      .getMany();
  }

  /** Unknown branch, malformed id and wrong key answer the same 404. */
  private async checkApiKey(branchId: string, apiKey: string): Promise<void> {
    if (!(await branchKeyMatches(this.ds, branchId, apiKey))) throw ApiError.notFound();
  }
}
