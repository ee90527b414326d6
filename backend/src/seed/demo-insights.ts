import type { EntityManager } from 'typeorm';
import { addDays, DEFAULT_TIMEZONE, zonedParts } from '@bestell/domain';
import { InsightsRepository } from '../insights/index.js';

export interface DemoInsightsOptions {
  /** Orders over the period (default about 60 a day over both demo branches). */
  orders?: number;
  /** Page views over the period; events add a tenth of that. */
  pageviews?: number;
  days?: number;
  now?: Date;
  /** setseed() value: the same options give the same rows. */
  seed?: number;
}

// Bakery hours: an early peak, lunch, the evening. One entry per weight unit.
const HOURS = [
  6, 6, 7, 7, 7, 7, 8, 8, 8, 8, 9, 9, 9, 10, 10, 11, 11, 11, 12, 12, 12, 13, 14, 15, 16, 16, 17, 17, 18, 19, 20,
];
const PATHS = [
  '/',
  '/',
  '/',
  '/store/wien',
  '/store/wien',
  '/store/graz',
  '/shop',
  '/kontakt',
  '/site/ueber-uns',
  '/store/wien/checkout',
];
const REFERRERS = [
  'google.com',
  'google.com',
  'google.com',
  'instagram.com',
  'facebook.com',
  'bing.com',
  'duckduckgo.com',
];
const EVENTS = ['add_to_cart', 'add_to_cart', 'add_to_cart', 'checkout_step', 'checkout_step', 'order_placed'];

const sqlArray = (values: readonly (string | number)[]) =>
  `ARRAY[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ')}]`;

/**
 * Demo statistics (issue 20): a year of generated, closed orders of the demo products (most completed,
 * some cancelled, rejected or refunded, more recent than old: a growing shop) and page views and events
 * of daily visitors, as bulk INSERT ... SELECT generate_series with a fixed seed, then the rollups.
 * Orders end yesterday, so today's frontdesk stays empty. Also used by `npm run bench -- statistics`.
 */
export async function insertDemoInsights(em: EntityManager, options: DemoInsightsOptions = {}): Promise<void> {
  const days = options.days ?? 365;
  const orders = options.orders ?? days * 60;
  const pageviews = options.pageviews ?? days * 400;
  const now = options.now ?? new Date();
  const today = zonedParts(now, DEFAULT_TIMEZONE).date;
  const first = addDays(today, -days);
  const tz = DEFAULT_TIMEZONE;
  await em.query(`SELECT setseed($1)`, [options.seed ?? 0.2026]);
  const hours = sqlArray(HOURS);
  // A day in [first, yesterday], more often recent: sqrt of a uniform number.
  const day = `($1::date + floor(${days} * sqrt(random()))::int)`;
  const at = (d: string) =>
    `((${d})::timestamp + make_interval(hours => (${hours})[1 + floor(random() * ${HOURS.length})::int],
       mins => floor(random() * 60)::int, secs => floor(random() * 60)::int)) AT TIME ZONE '${tz}'`;
  await em.query(
    `WITH p AS (
       SELECT array_agg("id"::text ORDER BY "name") AS ids, array_agg("name" ORDER BY "name") AS names,
              array_agg("price" ORDER BY "name") AS prices, count(*)::int AS n
       FROM "product" WHERE "price" > 0),
     b AS (SELECT array_agg("id" ORDER BY "name") AS ids FROM "branch"),
     o AS (
       SELECT i, ${at(`least(${day}, $2::date - 1)`)} AS at, b.ids[1 + floor(random() * array_length(b.ids, 1))::int] AS branch,
              random() AS fate, p.*
       FROM generate_series(1, $3::int) i, p, b),
     lines AS (
       SELECT o.i, jsonb_agg(jsonb_build_object(
                'product', jsonb_build_object('id', o.ids[k], 'name', o.names[k]),
                'amount', a, 'unit', 'piece', 'parts', '[]'::jsonb, 'taxRate', '10',
                'unitPrice', o.prices[k]::text, 'total', (o.prices[k] * a)::numeric(12, 2)::text)) AS items,
              sum(o.prices[k] * a)::numeric(12, 2) AS gross
       FROM o CROSS JOIN LATERAL (
         SELECT 1 + floor(random() * o.n)::int AS k, 1 + floor(random() * 4)::int AS a
         FROM generate_series(1, 1 + floor(random() * 3)::int + (o.i * 0))) l
       GROUP BY o.i)
     INSERT INTO "order" ("uid", "hash", "branchId", "ticketNumber", "ticketDay", "paymentMethod", "gross",
       "totalNet", "totalGross", "deliveryGross", "items", "createdAt", "updatedAt",
       "isConfirmed", "isCompleted", "isCanceled", "isRejected", "isRefunded", "isPaid", "paymentStatus",
       "firstName", "lastName")
     SELECT 'demo-' || o.i, md5('demo' || o.i), o.branch, 1 + (o.i % 999), (o.at AT TIME ZONE '${tz}')::date, 'cash',
            l.gross, round(l.gross / 1.1, 4), l.gross, 0, l.items, o.at, o.at,
            o.fate < 0.92, o.fate < 0.90 OR o.fate >= 0.98, o.fate >= 0.90 AND o.fate < 0.95,
            o.fate >= 0.95 AND o.fate < 0.98, o.fate >= 0.98, o.fate < 0.90 OR o.fate >= 0.98,
            CASE WHEN o.fate >= 0.98 THEN 'refunded' WHEN o.fate < 0.90 THEN 'paid' ELSE 'open' END,
            'Demo', 'Kunde'
     FROM o JOIN lines l ON l.i = o.i`,
    [first, today, orders],
  );
  // Their history (issue 20: acceptance and preparation times): placed, confirmed after seconds to
  // minutes (slower in the morning rush), ready and completed after the kitchen's minutes.
  await em.query(
    `INSERT INTO "order_history" ("orderId", "version", "action", "actor", "at")
     SELECT o."id", s.version, s.action, s.actor, s.at
     FROM "order" o
     CROSS JOIN LATERAL (SELECT o."createdAt" + make_interval(secs => 10 + floor(random() * random() * 480 *
         CASE WHEN extract(hour FROM o."createdAt" AT TIME ZONE '${tz}') BETWEEN 7 AND 9 THEN 2.5 ELSE 1 END)) AS confirmed) c
     CROSS JOIN LATERAL (SELECT c.confirmed + make_interval(secs => 240 + floor(random() * random() * 2400)) AS ready) r
     CROSS JOIN LATERAL (VALUES
       (1, 'place', 'customer', o."createdAt", true),
       (2, 'confirm', 'system', c.confirmed, o."isConfirmed" OR o."isCompleted"),
       (3, 'inDelivery', 'system', r.ready, o."isCompleted"),
       (4, 'completed', 'system', r.ready + interval '4 minutes', o."isCompleted")) s(version, action, actor, at, present)
     WHERE o."uid" LIKE 'demo-%' AND s.present
       AND NOT EXISTS (SELECT 1 FROM "order_history" h WHERE h."orderId" = o."id")`,
  );
  // Page views: about three per visitor and day; visitors grow with the page views (same hash per day).
  const perDay = Math.max(1, Math.round(pageviews / days / 3));
  await em.query(
    `WITH b AS (SELECT array_agg("id" ORDER BY "name") AS ids FROM "branch"),
     v AS (
       SELECT i, ${day} AS d, random() AS r, b.ids AS bids FROM generate_series(1, $2::int) i, b)
     INSERT INTO "analytics_event" ("at", "day", "type", "site", "branchId", "visitor", "entry", "path", "title",
       "referrerHost", "action", "category", "data")
     SELECT ${at('least(v.d, $3::date)')}, least(v.d, $3::date), CASE WHEN v.r < 0.9 THEN 'pageview' ELSE 'event' END,
            'demo.bestell.local', v.bids[1 + floor(random() * array_length(v.bids, 1))::int],
            substring(decode(md5(v.d::text || '-' ||
              floor(random() * greatest(1, 2 * ${perDay} * (v.d - $1::date + 1) / ${days}))::int), 'hex') FROM 1 FOR 16),
            v.r < 0.35,
            CASE WHEN v.r < 0.9 THEN (${sqlArray(PATHS)})[1 + floor(random() * ${PATHS.length})::int] END,
            CASE WHEN v.r < 0.9 THEN 'Bäckerei Sonnleitner' END,
            CASE WHEN v.r < 0.2 THEN (${sqlArray(REFERRERS)})[1 + floor(random() * ${REFERRERS.length})::int] END,
            CASE WHEN v.r >= 0.9 THEN (${sqlArray(EVENTS)})[1 + floor(random() * ${EVENTS.length})::int] END,
            CASE WHEN v.r >= 0.9 THEN 'ecommerce' END,
            CASE WHEN v.r >= 0.9 THEN jsonb_build_object('value', round((random() * 30)::numeric, 2), 'currency', 'EUR') END
     FROM v`,
    [first, Math.round(pageviews / 0.9), today],
  );
  const repo = new InsightsRepository(em);
  // The generated orders carry old timestamps: forget the watermark so every day is rolled up.
  await em.query(`DELETE FROM "statistics_watermark" WHERE "name" = 'orders'`);
  await repo.refreshOrderRollups(tz);
  const { first: from, last: to } = await repo.eventDays();
  if (from && to) await repo.rebuildRollups(from, to, tz);
}
