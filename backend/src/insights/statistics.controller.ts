import { Controller, Get, Inject, Logger, Query, Req } from '@nestjs/common';
import type { z } from 'zod';
import {
  addDays,
  addToHistogram,
  bucketStart,
  categoryFigures,
  countsAsRevenue,
  dec,
  DEFAULT_TIMEZONE,
  durationFigures,
  type DurationKind,
  HEATMAP_WEEKDAYS,
  heatmapFromCounts,
  INSIGHTS_LABELS,
  orderFigures,
  previousPeriod,
  resourceMessages,
  zonedDays,
  zonedParts,
} from '@bestell/domain';
import { type AuthContext, type AuthedRequest, branchScope, Staff } from '../auth/index.js';
import { ApiError, ApiTags, Contract } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { STATISTICS_ROUTES as R, type rangeQuery } from './insights.contract.js';
import { ALL, InsightsRepository } from './insights.repository.js';
import { TransactionalConnection } from '../database/index.js';

const TZ = DEFAULT_TIMEZONE;
const FAILED = resourceMessages('statistics').loadItem;

type Range = z.output<typeof rangeQuery>;

/** [from 00:00, the day after to 00:00) in the branch time zone. */
const window = (from: string, to: string) => zonedDays(from, to, TZ);

/**
 * Statistics of spec 7 for the shop (issue 20): visitors and pages from the analytics rollups, business
 * figures from the order table with the rules of domain/src/insights. Working-time statistics live in
 * staff/. Staff only; any unexpected failure answers 'Statistik konnte nicht geladen werden'.
 */
@ApiTags('statistics')
@Controller('api/statistics')
export class InsightsStatisticsController {
  private readonly logger = new Logger('InsightsStatistics');
  private todayRolledUpAt = 0;

  private readonly todayFreshMs: number;

  constructor(
    private readonly db: TransactionalConnection,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.todayFreshMs = config.insights.todayFreshMs;
  }

  @Contract(R.uniqueVisitors)
  @Get('unique-visitors')
  @Staff()
  uniqueVisitors(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.visitors(query, req, async (q, scopes) => {
      const perDay = await this.repo().dailyTotals('visitors', scopes, q.from, q.to);
      const series = this.days(q).map((day) => ({ day, visitors: perDay.get(day) ?? 0 }));
      const multiDay = q.from !== q.to;
      return {
        label: INSIGHTS_LABELS.visitors,
        series,
        total: {
          label: multiDay ? INSIGHTS_LABELS.visitorsSum : INSIGHTS_LABELS.visitors,
          value: series.reduce((t, d) => t + d.visitors, 0),
        },
      };
    });
  }

  @Contract(R.pageViews)
  @Get('page-views')
  @Staff()
  pageViews(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.visitors(query, req, async (q, scopes) => {
      const [views, visits] = await Promise.all([
        this.repo().dailyTotals('pageviews', scopes, q.from, q.to),
        this.repo().dailyTotals('visits', scopes, q.from, q.to),
      ]);
      const series = this.days(q).map((day) => ({ day, visits: visits.get(day) ?? 0, pageViews: views.get(day) ?? 0 }));
      return {
        labels: { visits: INSIGHTS_LABELS.visits, pageViews: INSIGHTS_LABELS.pageViews },
        series,
        total: {
          visits: series.reduce((t, d) => t + d.visits, 0),
          pageViews: series.reduce((t, d) => t + d.pageViews, 0),
        },
      };
    });
  }

  /** Top pages by page views and top referrers by visits. */
  @Contract(R.pages)
  @Get('pages')
  @Staff()
  pages(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.visitors(query, req, async (q, scopes) => {
      const [pages, referrers] = await Promise.all([
        this.repo().topKeys('page', scopes, q.from, q.to, 50),
        this.repo().topKeys('referrer', scopes, q.from, q.to, 20),
      ]);
      return {
        labels: { pageViews: INSIGHTS_LABELS.pageViews, visits: INSIGHTS_LABELS.visits },
        pages: pages.map((p) => ({ path: p.key, pageViews: p.count })),
        referrers: referrers.map((r) => ({ host: r.key, visits: r.count })),
      };
    });
  }

  @Contract(R.events)
  @Get('events')
  @Staff()
  events(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.visitors(query, req, async (q, scopes) => {
      const rows = await this.repo().topKeys('event', scopes, q.from, q.to, 100);
      return {
        label: INSIGHTS_LABELS.events,
        valueLabel: INSIGHTS_LABELS.eventValue,
        items: rows.map((r) => {
          const [category, action] = r.key.split('\u001f');
          // value: the summed numeric 'value' of the events (order_placed: revenue), null when none had one.
          return {
            category: category ?? '',
            action: action ?? '',
            count: r.count,
            value: r.value === null ? null : dec(r.value).toFixed(2),
          };
        }),
      };
    });
  }

  @Contract(R.visitorTimes)
  @Get('visitor-times')
  @Staff()
  visitorTimes(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.visitors(query, req, async (q, scopes) => {
      const { from, to } = window(q.from, q.to);
      const rows = await this.repo().visitorTimes(scopes, from, to, TZ);
      return { label: INSIGHTS_LABELS.pageViews, weekdays: HEATMAP_WEEKDAYS, heatmap: heatmapFromCounts(rows) };
    });
  }

  @Contract(R.orders)
  @Get('orders')
  @Staff()
  orders(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => {
      const now = await this.figures(q, branches);
      const prev = await this.figures({ ...q, ...previousPeriod(q.from, q.to) }, branches);
      const pick = (f: (typeof now.series)[number]) => ({
        day: f.day,
        orders: f.orders,
        completed: f.completed,
        canceled: f.canceled,
        averageOrderValue: f.averageOrderValue,
      });
      return {
        labels: {
          orders: INSIGHTS_LABELS.orders,
          completed: INSIGHTS_LABELS.completed,
          averageOrderValue: INSIGHTS_LABELS.averageOrderValue,
        },
        series: now.series.map(pick),
        total: pick(now.total),
        previous: { ...previousPeriod(q.from, q.to), series: prev.series.map(pick), total: pick(prev.total) },
      };
    });
  }

  @Contract(R.revenue)
  @Get('revenue')
  @Staff()
  revenue(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => {
      const now = await this.figures(q, branches);
      const prev = await this.figures({ ...q, ...previousPeriod(q.from, q.to) }, branches);
      const pick = (f: (typeof now.series)[number]) => ({
        day: f.day,
        revenue: f.revenue,
        refunds: f.refunds,
        net: f.net,
        averageOrderValue: f.averageOrderValue,
      });
      return {
        labels: { revenue: INSIGHTS_LABELS.revenue, refunds: INSIGHTS_LABELS.refunds, net: INSIGHTS_LABELS.net },
        currency: 'EUR',
        series: now.series.map(pick),
        total: pick(now.total),
        previous: { ...previousPeriod(q.from, q.to), series: prev.series.map(pick), total: pick(prev.total) },
      };
    });
  }

  @Contract(R.canceledOrders)
  @Get('canceled-orders')
  @Staff()
  canceledOrders(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => {
      const { series, total } = await this.figures(q, branches);
      const pick = (f: (typeof series)[number]) => ({
        day: f.day,
        orders: f.orders,
        canceled: f.canceled,
        canceledGross: f.canceledGross,
      });
      return { label: INSIGHTS_LABELS.canceled, series: series.map(pick), total: pick(total) };
    });
  }

  /** Every product sold in completed orders: quantity, orders and gross. */
  @Contract(R.items)
  @Get('items')
  @Staff()
  items(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => ({ items: await this.itemTotals(q, branches) }));
  }

  @Contract(R.popularItems)
  @Get('popular-items')
  @Staff()
  popularItems(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => ({
      items: (await this.itemTotals(q, branches))
        .sort((a, b) => b.orders - a.orders || a.name.localeCompare(b.name, 'de'))
        .slice(0, 10),
    }));
  }

  @Contract(R.orderTimes)
  @Get('order-times')
  @Staff()
  orderTimes(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => {
      const { from, to } = window(q.from, q.to);
      const rows = await this.repo().orderTimes(from, to, branches, TZ);
      return { label: INSIGHTS_LABELS.orders, weekdays: HEATMAP_WEEKDAYS, heatmap: heatmapFromCounts(rows) };
    });
  }

  /** Revenue and quantity per category of the products sold in completed orders. */
  @Contract(R.categories)
  @Get('categories')
  @Staff()
  categories(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => {
      const rows = await this.repo().itemGroups(q.from, q.to, branches);
      const categoryOf = await this.repo().productCategories([...new Set(rows.map((r) => r.id))]);
      return { label: INSIGHTS_LABELS.categories, categories: categoryFigures(rows, categoryOf) };
    });
  }

  /**
   * Acceptance (placed -> confirmed) and preparation (confirmed -> ready/completed) times from the order
   * history: median and p90 in seconds per period and per local hour of placing, and over the range.
   */
  @Contract(R.orderDurations)
  @Get('order-durations')
  @Staff()
  orderDurations(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => {
      const rows = await this.repo().durationGroups(q.from, q.to, branches, q.grain);
      const periods = [...new Set(this.days(q).map((d) => bucketStart(d, q.grain)))];
      const figuresOf = (kind: DurationKind) => {
        const byPeriod = new Map(periods.map((p) => [p, new Map<number, number>()]));
        const byHour = Array.from({ length: 24 }, () => new Map<number, number>());
        const total = new Map<number, number>();
        for (const r of rows) {
          if (r.kind !== kind) continue;
          if (r.hour === null) {
            // date_trunc('week') is the ISO week (Monday), as bucketStart; a period outside the list cannot occur.
            const hist = byPeriod.get(r.period!);
            if (hist) addToHistogram(hist, r.bucket, r.orders);
            addToHistogram(total, r.bucket, r.orders);
          } else addToHistogram(byHour[r.hour]!, r.bucket, r.orders);
        }
        return {
          label: INSIGHTS_LABELS[kind],
          series: [...byPeriod].map(([day, hist]) => ({ day, ...durationFigures(hist) })),
          byHour: byHour.map((hist, hour) => ({ hour, ...durationFigures(hist) })),
          total: durationFigures(total),
        };
      };
      return { unit: 'seconds', acceptance: figuresOf('acceptance'), preparation: figuresOf('preparation') };
    });
  }

  private async figures(q: Range, branches: string[] | null) {
    const groups = await this.repo().orderGroups(q.from, q.to, branches);
    return orderFigures(groups, q.from, q.to, q.grain);
  }

  private async itemTotals(q: Range, branches: string[] | null) {
    const rows = await this.repo().itemGroups(q.from, q.to, branches);
    const items = new Map<string, { id: string; name: string; orders: number; quantity: string; gross: string }>();
    for (const r of rows.filter((r) => countsAsRevenue(r))) {
      const item = items.get(r.id) ?? { id: r.id, name: r.name, orders: 0, quantity: '0', gross: '0.00' };
      item.orders += r.orders;
      item.quantity = dec(item.quantity).plus(dec(r.quantity)).toString();
      item.gross = dec(item.gross).plus(dec(r.gross)).toFixed(2);
      items.set(r.id, item);
    }
    return [...items.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }

  private days(q: Range): string[] {
    const out: string[] = [];
    for (let d = q.from; d <= q.to; d = addDays(d, 1)) out.push(d);
    return out;
  }

  private repo() {
    return new InsightsRepository(this.db.manager());
  }

  /** Rollup scopes: the asked branch, 'all' for admins, an employee's own branches otherwise. */
  private scopes(auth: AuthContext, branch: string | undefined): string[] {
    const scope = branchScope(auth);
    if (branch) return scope && !scope.includes(branch) ? [] : [branch];
    return scope ?? [ALL];
  }

  /** Order filter: null = every branch (admins), else the asked or the employee's branches. */
  private branches(auth: AuthContext, branch: string | undefined): string[] | null {
    const scope = branchScope(auth);
    if (!branch) return scope;
    return scope && !scope.includes(branch) ? [] : [branch];
  }

  /**
   * Visitor figures come from the rollups; a range that includes today first rebuilds today's rollup
   * when it is older than ANALYTICS_TODAY_FRESH_SECONDS (the job keeps the past days; today would otherwise lag an hour).
   */
  private visitors<T>(query: unknown, req: AuthedRequest, work: (q: Range, scopes: string[]) => Promise<T>) {
    return this.guarded(async () => {
      // Every statistics route takes the same range query.
      const q = R.orders.query(query);
      const scopes = this.scopes(this.auth(req), q.branch);
      const today = zonedParts(new Date(), TZ).date;
      if (q.to >= today && Date.now() - this.todayRolledUpAt > this.todayFreshMs) {
        this.todayRolledUpAt = Date.now();
        await this.repo().rebuildRollups(today, today, TZ);
      }
      return work(q, scopes);
    });
  }

  /** Order figures come from the order rollups, first brought up to date (usually nothing to do). */
  private business<T>(query: unknown, req: AuthedRequest, work: (q: Range, branches: string[] | null) => Promise<T>) {
    return this.guarded(async () => {
      const q = R.orders.query(query);
      const branches = this.branches(this.auth(req), q.branch);
      await this.repo().refreshOrderRollups(TZ);
      return work(q, branches);
    });
  }

  private auth(req: AuthedRequest): AuthContext {
    return req.auth!;
  }

  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      this.logger.error({ err }, 'statistics failed');
      throw new ApiError(500, [{ message: FAILED }]);
    }
  }
}
