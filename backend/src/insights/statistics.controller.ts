import { Controller, Get, Logger, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  addDays,
  countsAsRevenue,
  daysBetween,
  dec,
  DEFAULT_TIMEZONE,
  HEATMAP_WEEKDAYS,
  heatmapFromCounts,
  INSIGHTS_LABELS,
  orderFigures,
  previousPeriod,
  resourceMessages,
  VALIDATION,
  zonedDays,
  zonedParts,
} from '@bestell/domain';
import { type AuthContext, type AuthedRequest, branchScope, Staff } from '../auth/index.js';
import { ApiError, parseInput, s } from '../common/index.js';
import { ALL, InsightsRepository } from './insights.repository.js';

const TZ = DEFAULT_TIMEZONE;
const MAX_DAYS = 400;
const FAILED = resourceMessages('statistics').loadItem;
const TODAY_FRESH_MS = 60_000;

const range = z
  .object({
    from: s.date(),
    to: s.date(),
    branch: z.uuid().optional(),
    grain: z.enum(['day', 'week', 'month']).default('day'),
  })
  .refine((q) => q.from <= q.to && daysBetween(q.from, q.to) <= MAX_DAYS, {
    message: VALIDATION.range(0, MAX_DAYS),
    path: ['to'],
  });
type Range = z.infer<typeof range>;

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

  constructor(private readonly ds: DataSource) {}

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

  @Get('events')
  @Staff()
  events(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.visitors(query, req, async (q, scopes) => {
      const rows = await this.repo().topKeys('event', scopes, q.from, q.to, 100);
      return {
        label: INSIGHTS_LABELS.events,
        items: rows.map((r) => {
          const [category, action] = r.key.split('\u001f');
          return { category: category ?? '', action: action ?? '', count: r.count };
        }),
      };
    });
  }

  @Get('visitor-times')
  @Staff()
  visitorTimes(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.visitors(query, req, async (q, scopes) => {
      const { from, to } = window(q.from, q.to);
      const rows = await this.repo().visitorTimes(scopes, from, to, TZ);
      return { label: INSIGHTS_LABELS.pageViews, weekdays: HEATMAP_WEEKDAYS, heatmap: heatmapFromCounts(rows) };
    });
  }

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
  @Get('items')
  @Staff()
  items(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => ({ items: await this.itemTotals(q, branches) }));
  }

  @Get('popular-items')
  @Staff()
  popularItems(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => ({
      items: (await this.itemTotals(q, branches))
        .sort((a, b) => b.orders - a.orders || a.name.localeCompare(b.name, 'de'))
        .slice(0, 10),
    }));
  }

  @Get('order-times')
  @Staff()
  orderTimes(@Query() query: unknown, @Req() req: AuthedRequest) {
    return this.business(query, req, async (q, branches) => {
      const { from, to } = window(q.from, q.to);
      const rows = await this.repo().orderTimes(from, to, branches, TZ);
      return { label: INSIGHTS_LABELS.orders, weekdays: HEATMAP_WEEKDAYS, heatmap: heatmapFromCounts(rows) };
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
    return new InsightsRepository(this.ds.manager);
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
   * when it is older than a minute (the job keeps the past days; today would otherwise lag an hour).
   */
  private visitors<T>(query: unknown, req: AuthedRequest, work: (q: Range, scopes: string[]) => Promise<T>) {
    return this.guarded(async () => {
      const q = parseInput(range, query);
      const scopes = this.scopes(this.auth(req), q.branch);
      const today = zonedParts(new Date(), TZ).date;
      if (q.to >= today && Date.now() - this.todayRolledUpAt > TODAY_FRESH_MS) {
        this.todayRolledUpAt = Date.now();
        await this.repo().rebuildRollups(today, today, TZ);
      }
      return work(q, scopes);
    });
  }

  /** Order figures come from the order rollups, first brought up to date (usually nothing to do). */
  private business<T>(query: unknown, req: AuthedRequest, work: (q: Range, branches: string[] | null) => Promise<T>) {
    return this.guarded(async () => {
      const q = parseInput(range, query);
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
