import { Injectable } from '@nestjs/common';
import { addDays, orderStatus, type OrderStatus, shouldStopPolling, zonedInstant, zonedParts } from '@bestell/domain';
import { DataSource } from 'typeorm';
import { branchKeyMatches } from '../catalog/index.js';
import { ApiError } from '../common/index.js';
import { ShopConfigService } from '../settings/index.js';
import type { Order } from './order.entity.js';
import { OrderListRepository, type Scope } from './order-list.repository.js';
import { orderFlags } from './order-view.js';

export interface HistoryFilter {
  from?: string;
  to?: string;
  branch?: string;
  status?: OrderStatus;
  page: number;
  limit: number;
}

export type { Scope } from './order-list.repository.js';

const statusOf = (o: Order) => orderStatus(orderFlags(o));
/** Statuses a missed-order alarm is about: nobody has answered the customer yet. */
const UNANSWERED: readonly OrderStatus[] = ['waitingForConfirmation', 'counterProposed'];

@Injectable()
export class OrdersQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly shopConfig: ShopConfigService,
  ) {}

  private get orders(): OrderListRepository {
    return new OrderListRepository(this.ds.manager);
  }

  /** History (spec 7): local date range of the shop, branch, status, paginated; newest first. */
  async history(
    filter: HistoryFilter,
    scope: Scope,
    { withTests = true }: { withTests?: boolean } = {},
  ): Promise<{ items: Order[]; total: number }> {
    const { timezone: tz } = await this.shopConfig.get();
    const range = {
      scope,
      branch: filter.branch,
      // Partners never see test orders (issue 37 item 4); staff do, marked TEST.
      withTests,
      from: filter.from ? zonedInstant(filter.from, '00:00', tz) : undefined,
      to: filter.to ? zonedInstant(addDays(filter.to, 1), '00:00', tz) : undefined,
    };
    const skip = (filter.page - 1) * filter.limit;
    if (!filter.status) {
      const [items, total] = await this.orders.historyPage(range, skip, filter.limit);
      return { items, total };
    }
    // The status follows from the flags by the domain's precedence rules; filter with that very function.
    const all = (await this.orders.historyAll(range)).filter((o) => statusOf(o) === filter.status);
    return { items: all.slice(skip, skip + filter.limit), total: all.length };
  }

  async current(scope: Scope, branch?: string): Promise<Order[]> {
    const orders = await this.orders.current(scope, branch);
    return orders.filter((o) => !shouldStopPolling(orderFlags(o)));
  }

  /** Not answered N minutes (config missedOrderMinutes) after placing. */
  async missed(scope: Scope, now = new Date()): Promise<Order[]> {
    const { missedOrderMinutes } = await this.shopConfig.get();
    const before = new Date(now.getTime() - missedOrderMinutes * 60_000);
    const orders = await this.orders.unconfirmedSince(scope, before);
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
    return this.orders.ofDay(branchId, today);
  }

  /** Unknown branch, malformed id and wrong key answer the same 404. */
  private async checkApiKey(branchId: string, apiKey: string): Promise<void> {
    if (!(await branchKeyMatches(this.ds, branchId, apiKey))) throw ApiError.notFound();
  }
}
