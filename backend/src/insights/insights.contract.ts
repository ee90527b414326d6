import { z } from 'zod';
import {
  type CategoryFigures,
  type DayFigures,
  daysBetween,
  type DurationFigures,
  HEATMAP_WEEKDAYS,
  type Heatmap,
  VALIDATION,
} from '@bestell/domain';
import { assertSameShape, defineRoute, s } from '../common/index.js';

// Route contracts of /api/statistics (shop figures) and /api/analytics-log (issue 22): the controllers parse
// with these; the parts built by domain/src/insights are checked against its types (assertSameShape).

export const MAX_DAYS = 400;

export const rangeQuery = z
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

const scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
export const analyticsPayload = z.object({
  type: z.enum(['pageview', 'event']),
  action: z.string().max(100).optional(),
  category: z.string().max(100).optional(),
  data: z.record(z.string().max(40), scalar.or(z.array(z.unknown()))).optional(),
  branch: z.uuid().optional(),
});

const day = z.iso.date();
const money = z.string().meta({ description: 'Decimal amount as a string', example: '12.50' });
const count = z.number().int();

const heatmap = z
  .array(z.array(count))
  .meta({ id: 'Heatmap', description: '7 rows (Monday first) of 24 hourly counts, in the shop time zone.' });
assertSameShape<z.output<typeof heatmap>, Heatmap>(true);
const heatmapView = z.strictObject({
  label: z.string(),
  weekdays: z.array(z.enum(HEATMAP_WEEKDAYS)),
  heatmap,
});

const dayFigures = z.strictObject({
  day,
  orders: count,
  completed: count,
  canceled: count,
  canceledGross: money,
  revenue: money,
  refunds: money,
  net: money,
  averageOrderValue: money,
});
assertSameShape<z.output<typeof dayFigures>, DayFigures>(true);
const orderPick = dayFigures.pick({
  day: true,
  orders: true,
  completed: true,
  canceled: true,
  averageOrderValue: true,
});
const revenuePick = dayFigures.pick({ day: true, revenue: true, refunds: true, net: true, averageOrderValue: true });
const canceledPick = dayFigures.pick({ day: true, orders: true, canceled: true, canceledGross: true });
const withPrevious = <T extends z.ZodType>(pick: T) =>
  z.strictObject({ from: day, to: day, series: z.array(pick), total: pick });

const durationFigures = z.strictObject({ orders: count, median: z.number().nullable(), p90: z.number().nullable() });
assertSameShape<z.output<typeof durationFigures>, DurationFigures>(true);
const durationsOf = z.strictObject({
  label: z.string(),
  series: z.array(z.strictObject({ day, ...durationFigures.shape })),
  byHour: z.array(z.strictObject({ hour: count, ...durationFigures.shape })),
  total: durationFigures,
});

const categoryFigures = z.strictObject({
  id: z.string().nullable(),
  name: z.string(),
  products: count,
  quantity: z.string(),
  gross: money,
});
assertSameShape<z.output<typeof categoryFigures>, CategoryFigures>(true);

const itemTotals = z.strictObject({
  id: z.string(),
  name: z.string(),
  orders: count,
  quantity: z.string(),
  gross: money,
});

const TAGS = ['statistics'];
const stat = (summary: string, data: z.ZodType) =>
  defineRoute({ tags: TAGS, summary, query: rangeQuery, responses: { 200: data } });

export const STATISTICS_ROUTES = {
  uniqueVisitors: stat(
    'Daily unique visitors',
    z.strictObject({
      label: z.string(),
      series: z.array(z.strictObject({ day, visitors: count })),
      total: z.strictObject({ label: z.string(), value: count }),
    }),
  ),
  pageViews: stat(
    'Visits and page views per day',
    z.strictObject({
      labels: z.strictObject({ visits: z.string(), pageViews: z.string() }),
      series: z.array(z.strictObject({ day, visits: count, pageViews: count })),
      total: z.strictObject({ visits: count, pageViews: count }),
    }),
  ),
  pages: stat(
    'Top pages by page views, top referrers by visits',
    z.strictObject({
      labels: z.strictObject({ pageViews: z.string(), visits: z.string() }),
      pages: z.array(z.strictObject({ path: z.string(), pageViews: count })),
      referrers: z.array(z.strictObject({ host: z.string(), visits: count })),
    }),
  ),
  events: stat(
    'Events by category and action',
    z.strictObject({
      label: z.string(),
      valueLabel: z.string(),
      items: z.array(z.strictObject({ category: z.string(), action: z.string(), count, value: money.nullable() })),
    }),
  ),
  visitorTimes: stat('Page views per weekday and hour', heatmapView),
  orders: stat(
    'Orders per period, with the previous period',
    z.strictObject({
      labels: z.strictObject({ orders: z.string(), completed: z.string(), averageOrderValue: z.string() }),
      series: z.array(orderPick),
      total: orderPick,
      previous: withPrevious(orderPick),
    }),
  ),
  revenue: stat(
    'Revenue, refunds and net per period, with the previous period',
    z.strictObject({
      labels: z.strictObject({ revenue: z.string(), refunds: z.string(), net: z.string() }),
      currency: z.literal('EUR'),
      series: z.array(revenuePick),
      total: revenuePick,
      previous: withPrevious(revenuePick),
    }),
  ),
  canceledOrders: stat(
    'Cancelled or rejected orders per period',
    z.strictObject({ label: z.string(), series: z.array(canceledPick), total: canceledPick }),
  ),
  items: stat('Every product sold in completed orders', z.strictObject({ items: z.array(itemTotals) })),
  popularItems: stat('The ten products in most orders', z.strictObject({ items: z.array(itemTotals) })),
  orderTimes: stat('Orders per weekday and hour', heatmapView),
  categories: stat(
    'Revenue and quantity per category',
    z.strictObject({ label: z.string(), categories: z.array(categoryFigures) }),
  ),
  orderDurations: stat(
    'Acceptance and preparation times (median, p90 in seconds)',
    z.strictObject({ unit: z.literal('seconds'), acceptance: durationsOf, preparation: durationsOf }),
  ),
};

export const ANALYTICS_ROUTES = {
  log: defineRoute({
    tags: ['analytics'],
    summary: 'Record a page view or event (storefront, after consent)',
    description:
      'Without consent, from bots or spam referrers, and page views past ANALYTICS_PAGE_VIEWS_PER_VISITOR_PER_MINUTE of one visitor: the same 204 and no row.',
    body: analyticsPayload,
    responses: { 204: { description: 'No Content' } },
  }),
};
