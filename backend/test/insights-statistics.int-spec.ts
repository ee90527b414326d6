import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { addDays, durationBucket, durationFigures, orderDurations } from '@bestell/domain';
import { APP_CONFIG, type AppConfig } from '../src/config/index.js';
import { AnalyticsRetention, AnalyticsRollup, VisitorHasher } from '../src/insights/index.js';
import { ANALYTICS_PER_IP_PER_MINUTE } from '../src/limits/rate-limits.js';
import { insertDemoInsights } from '../src/seed/demo-insights.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

// Issue 20: cookieless analytics (consent, bots, daily hashes, no IP or user agent anywhere) and the
// shop statistics computed from fixture orders.
const IP = '203.0.113.77';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CONSENT = 'cookie-consent=accepted';

describe('insights', () => {
  let t: TestApp;
  let admin: Staff;
  let today: string;

  const events = async () => Number((await t.ds.query(`SELECT count(*)::int AS n FROM "analytics_event"`))[0].n);
  const log = (body: object, ua = CHROME, cookie: string | null = CONSENT) => {
    const r = request(t.http).post('/api/analytics-log').set('User-Agent', ua).set('X-Forwarded-For', IP);
    return (cookie ? r.set('Cookie', cookie) : r).send(body);
  };

  beforeAll(async () => {
    // Trusting the loopback proxy lets the test speak for a client address of its own.
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
    admin = await login(t.http, DEMO.admin);
    today = t.app.get(VisitorHasher).dayOf(new Date());
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('stores a page view as path + utm + referrer host with a daily visitor hash, nothing else', async () => {
    await log({
      type: 'pageview',
      data: {
        path: '/produkte?utm_source=newsletter&email=kunde@example.at',
        title: 'Produkte',
        referrer: 'https://www.google.com/search?q=semmel',
        entry: true,
      },
    }).expect(204);
    await log({ type: 'pageview', data: { path: '/warenkorb', title: 'Warenkorb' } }).expect(204);
    await log({ type: 'pageview', data: { path: '/produkte', entry: true } }, FIREFOX).expect(204);
    await log({
      type: 'event',
      action: 'add_to_cart',
      category: 'ecommerce',
      data: { value: 3.5, currency: 'EUR' },
    }).expect(204);

    const rows = await t.ds.query(`SELECT * FROM "analytics_event" ORDER BY "id"`);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      type: 'pageview',
      path: '/produkte',
      utm: { utm_source: 'newsletter' },
      referrerHost: 'google.com',
      title: 'Produkte',
      entry: true,
      day: expect.anything(),
    });
    expect(rows[3]).toMatchObject({
      type: 'event',
      action: 'add_to_cart',
      category: 'ecommerce',
      data: { value: 3.5, currency: 'EUR' },
    });
    // Same person (same /24, same browser family) twice; Firefox behind the same router is someone else.
    expect((rows[0].visitor as Buffer).equals(rows[1].visitor)).toBe(true);
    expect((rows[0].visitor as Buffer).equals(rows[2].visitor)).toBe(false);
    expect((rows[0].visitor as Buffer).length).toBe(16);
  });

  it('gives a known bot, a spam referrer and a request without consent 204 and no row; bad input a German 400', async () => {
    const before = await events();
    await log({ type: 'pageview', data: { path: '/' } }, GOOGLEBOT).expect(204);
    await log({ type: 'pageview', data: { path: '/', referrer: 'http://semalt.com/' } }).expect(204);
    await log({ type: 'pageview', data: { path: '/' } }, CHROME, null).expect(204);
    await log({ type: 'pageview', data: { path: '/' } }, CHROME, 'cookie-consent=rejected').expect(204);
    expect(await events()).toBe(before);
    const bad = await log({ type: 'purchase' }).expect(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'type', message: expect.any(String) });
    // Positive control: the same request with a browser and consent is stored.
    await log({ type: 'pageview', data: { path: '/' } }).expect(204);
    expect(await events()).toBe(before + 1);
    // NUL bytes and lone surrogates (refused by PostgreSQL): the body guard answers 422; an encoded NUL in
    // a utm value only appears after decoding and is dropped here. Never a 500.
    await log({ type: 'event', action: 'a\u0000b', category: 'x\ud800' }).expect(422);
    await log({ type: 'pageview', data: { path: '/a?utm_source=%00x%ED' } }).expect(204);
    const [last] = await t.ds.query(`SELECT "utm" FROM "analytics_event" ORDER BY "id" DESC LIMIT 1`);
    expect(last.utm).toEqual({ utm_source: 'x\ufffd' });
    expect(await events()).toBe(before + 2);
  });

  it('gives the same visitor two different hashes on two days, salts go after two days', async () => {
    const hasher = t.app.get(VisitorHasher);
    const who = { site: 'shop.example.at', ip: IP, userAgent: CHROME };
    const monday = await hasher.hash(who, new Date('2026-03-02T10:00:00Z'));
    const mondayLater = await hasher.hash({ ...who, ip: '203.0.113.5' }, new Date('2026-03-02T22:00:00Z'));
    const tuesday = await hasher.hash(who, new Date('2026-03-03T10:00:00Z'));
    expect(monday.equals(mondayLater)).toBe(true);
    expect(monday.equals(tuesday)).toBe(false);

    const salts = async () =>
      (await t.ds.query(`SELECT to_char("day", 'YYYY-MM-DD') AS day FROM "analytics_salt" ORDER BY 1`)).map(
        (r: { day: string }) => r.day,
      );
    expect(await salts()).toEqual(expect.arrayContaining(['2026-03-02', '2026-03-03', today]));
    await t.app.get(AnalyticsRetention).run(new Date('2026-03-04T10:00:00Z'));
    expect(await salts()).toEqual(expect.arrayContaining(['2026-03-03']));
    expect(await salts()).not.toContain('2026-03-02');
  });

  it('keeps no IP and no full user agent in any column of any table', async () => {
    const columns: { table_name: string; column_name: string; data_type: string }[] = await t.ds.query(
      `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const suspicious = columns.filter((c) => /(^|_)ip($|_)|ipaddress|remote|useragent|user_agent/i.test(c.column_name));
    // The one named exception: the audit log (issue 21) records who changed what from where, a security
    // record of staff and partner changes, never of shop visitors (the value scan below covers it too).
    expect(suspicious.filter((c) => `${c.table_name}.${c.column_name}` !== 'audit_log.ip')).toEqual([]);
    // Sample every text-like column for the address (also in its /24 form is fine) and the user agents.
    const texty = columns.filter((c) => ['text', 'character varying', 'jsonb', 'json', 'bytea'].includes(c.data_type));
    const hits: string[] = [];
    for (const c of texty) {
      const [{ n }] = await t.ds.query(
        `SELECT count(*)::int AS n FROM "${c.table_name}" WHERE
           encode(convert_to("${c.column_name}"::text, 'UTF8'), 'escape') LIKE ANY($1)`,
        [[`%${IP}%`, `%${CHROME}%`, `%${FIREFOX}%`, '%Mozilla/5.0%']],
      );
      if (n > 0) hits.push(`${c.table_name}.${c.column_name}`);
    }
    expect(hits).toEqual([]);
    expect(await events()).toBeGreaterThan(0);
  });

  // IDX_order_updated (the order rollups' change scan) belongs on the Order entity too (orders/ owns it).
  it('leaves nothing for TypeORM to change about its tables', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    const ours = /analytics_|order_daily|order_item_daily|order_hourly|statistics_watermark/;
    expect(upQueries.map((q) => q.query).filter((q) => ours.test(q))).toEqual([]);
  });

  it('refuses updates of raw events and deletes them after the retention period; rollups stay', async () => {
    await expect(t.ds.query(`UPDATE "analytics_event" SET "path" = '/x'`)).rejects.toThrow(/append-only/);
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 14);
    await t.ds.query(
      `INSERT INTO "analytics_event" ("at", "day", "type", "site", "visitor", "path") VALUES ($1, $3, 'pageview', 'x', $2, '/alt')`,
      [old, randomBytes(16), old.toISOString().slice(0, 10)],
    );
    await t.app.get(AnalyticsRollup).rebuildAll();
    const before = await events();
    const res = await t.app.get(AnalyticsRetention).run();
    expect(res.events).toBe(1);
    expect(await events()).toBe(before - 1);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM "analytics_daily" WHERE "key" = '/alt'`);
    expect(n).toBe(1); // the page row of scope 'all' (the event had no branch)
  });

  it('answers the visitor statistics from the rollups with honest labels', async () => {
    // No job run since this view (the rollups were last rebuilt above): a range with today rebuilds
    // today's rollup before answering.
    await log({ type: 'pageview', data: { path: '/kontakt' } }).expect(204);
    const q = `from=${today}&to=${today}`;
    const visitors = (await admin.get(`/api/statistics/unique-visitors?${q}`).expect(200)).body.data;
    expect(visitors.label).toBe('Besucher (täglich eindeutig)');
    expect(visitors.series).toEqual([{ day: today, visitors: 2 }]);
    const views = (await admin.get(`/api/statistics/page-views?${q}`).expect(200)).body.data;
    expect(views.labels).toEqual({ visits: 'Besuche', pageViews: 'Seitenaufrufe' });
    expect(views.total).toEqual({ visits: 2, pageViews: 6 });
    const pages = (await admin.get(`/api/statistics/pages?${q}`).expect(200)).body.data;
    expect(pages.pages[0]).toEqual({ path: '/produkte', pageViews: 2 });
    expect(pages.referrers).toEqual([{ host: 'google.com', visits: 1 }]);
    const ev = (await admin.get(`/api/statistics/events?${q}`).expect(200)).body.data;
    // The events' numeric values are summed (order_placed: revenue).
    expect(ev.items).toEqual([{ category: 'ecommerce', action: 'add_to_cart', count: 1, value: '3.50' }]);
    const times = (await admin.get(`/api/statistics/visitor-times?${q}`).expect(200)).body.data;
    expect(times.heatmap.flat().reduce((a: number, b: number) => a + b, 0)).toBe(6);
    const two = (await admin.get(`/api/statistics/unique-visitors?from=${addDays(today, -1)}&to=${today}`).expect(200))
      .body.data;
    expect(two.total).toEqual({ label: 'Besucher (Summe der täglich eindeutigen)', value: 2 });
  });

  it('counts revenue of completed orders only, books refunds on the order day, and requires staff', async () => {
    const [{ id: branchId }] = await t.ds.query(`SELECT "id" FROM "branch" ORDER BY "createdAt" LIMIT 1`);
    const item = (name: string, amount: number, total: string) => ({ product: { id: name, name }, amount, total });
    const orders: [string, string, Record<string, boolean>, object[]][] = [
      ['2020-03-02T09:00:00Z', '10.00', { isCompleted: true }, [item('Semmel', 10, '10.00')]],
      ['2020-03-02T10:00:00Z', '5.00', {}, [item('Semmel', 5, '5.00')]],
      ['2020-03-02T11:00:00Z', '7.00', { isCanceled: true }, [item('Torte', 1, '7.00')]],
      ['2020-03-02T23:30:00Z', '20.00', { isCompleted: true, isRefunded: true }, [item('Torte', 2, '20.00')]],
      [
        '2020-03-03T12:00:00Z',
        '30.00',
        { isCompleted: true },
        [item('Semmel', 10, '10.00'), item('Torte', 2, '20.00')],
      ],
      ['2020-03-03T13:00:00Z', '8.00', { isCanceled: true, isRefunded: true }, [item('Torte', 1, '8.00')]],
      ['2020-03-04T08:00:00Z', '4.00', { isRejected: true }, [item('Semmel', 4, '4.00')]],
    ];
    let n = 0;
    for (const [at, gross, flags, items] of orders) {
      n++;
      await t.ds.query(
        `INSERT INTO "order" ("uid", "hash", "branchId", "ticketNumber", "ticketDay", "paymentMethod", "gross",
           "totalNet", "totalGross", "deliveryGross", "items", "createdAt",
           "isCompleted", "isCanceled", "isRejected", "isRefunded")
         VALUES ($1, 'h', $2, $3, $11, 'cash', $5, $5, $5, 0, $6, $4, $7, $8, $9, $10)`,
        [
          `stat-${n}`,
          branchId,
          9000 + n,
          at,
          gross,
          JSON.stringify(items),
          !!flags.isCompleted,
          !!flags.isCanceled,
          !!flags.isRejected,
          !!flags.isRefunded,
          at.slice(0, 10),
        ],
      );
    }
    const q = `from=2020-03-02&to=2020-03-04&branch=${branchId}`;
    await request(t.http).get(`/api/statistics/revenue?${q}`).expect(401);
    const revenue = (await admin.get(`/api/statistics/revenue?${q}`).expect(200)).body.data;
    expect(revenue.series).toEqual([
      { day: '2020-03-02', revenue: '10.00', refunds: '0.00', net: '10.00', averageOrderValue: '10.00' },
      { day: '2020-03-03', revenue: '50.00', refunds: '20.00', net: '30.00', averageOrderValue: '30.00' },
      { day: '2020-03-04', revenue: '0.00', refunds: '0.00', net: '0.00', averageOrderValue: '0.00' },
    ]);
    expect(revenue.total).toMatchObject({ revenue: '60.00', refunds: '20.00', net: '40.00' });
    expect(revenue.previous).toMatchObject({ from: '2020-02-28', to: '2020-03-01', total: { revenue: '0.00' } });

    // A later change of an old order (here: B completed) shows at once: its day is rolled up again.
    await t.ds.query(`UPDATE "order" SET "isCompleted" = true, "updatedAt" = now() WHERE "uid" = 'stat-2'`);
    const after = (await admin.get(`/api/statistics/revenue?${q}`).expect(200)).body.data;
    expect(after.series[0]).toMatchObject({ day: '2020-03-02', revenue: '15.00' });
    await t.ds.query(`UPDATE "order" SET "isCompleted" = false, "updatedAt" = now() WHERE "uid" = 'stat-2'`);

    const canceled = (await admin.get(`/api/statistics/canceled-orders?${q}`).expect(200)).body.data;
    expect(canceled.series.map((d: { canceled: number }) => d.canceled)).toEqual([1, 1, 1]);
    expect(canceled.total).toMatchObject({ orders: 7, canceled: 3, canceledGross: '19.00' });

    const orderStats = (await admin.get(`/api/statistics/orders?${q}`).expect(200)).body.data;
    expect(orderStats.total).toMatchObject({ orders: 7, completed: 3 });

    const items = (await admin.get(`/api/statistics/items?${q}`).expect(200)).body.data.items;
    expect(items).toEqual([
      { id: 'Semmel', name: 'Semmel', orders: 2, quantity: '20', gross: '20.00' },
      { id: 'Torte', name: 'Torte', orders: 2, quantity: '4', gross: '40.00' },
    ]);
    const popular = (await admin.get(`/api/statistics/popular-items?${q}`).expect(200)).body.data.items;
    expect(popular.map((i: { name: string }) => i.name)).toEqual(['Semmel', 'Torte']);

    // Vienna is UTC+1 in March: 09:00Z is Monday 10:00, 23:30Z Tuesday 00:30.
    const times = (await admin.get(`/api/statistics/order-times?${q}`).expect(200)).body.data;
    expect(times.weekdays[0]).toBe('Mo');
    expect(times.heatmap[0][10]).toBe(1);
    expect(times.heatmap[1][0]).toBe(1);
    expect(times.heatmap[1][13]).toBe(1);
    expect(times.heatmap.flat().reduce((a: number, b: number) => a + b, 0)).toBe(7);

    const bad = await admin.get(`/api/statistics/revenue?from=2020-03-04&to=2020-03-02`).expect(422);
    expect(bad.body.errors[0].field).toBe('to');
  });

  /** Inserts an order as the statistics read it (and its history rows); returns its id. */
  const insertOrder = async (o: {
    branchId: string;
    at: string;
    gross: string;
    items?: object[];
    flags?: Record<string, boolean>;
    history?: [string, number][];
  }) => {
    const f = o.flags ?? {};
    const uid = `fix-${randomBytes(6).toString('hex')}`;
    const [{ id }] = await t.ds.query(
      `INSERT INTO "order" ("uid", "hash", "branchId", "ticketNumber", "ticketDay", "paymentMethod", "gross",
         "totalNet", "totalGross", "deliveryGross", "items", "createdAt", "isCompleted", "isCanceled", "isRejected",
         "isRefunded", "isConfirmed", "isPreorder")
       VALUES ($1, 'h', $2, 1, $3, 'cash', $4, $4, $4, 0, $5, $6, $7, $8, $9, false, $10, $11) RETURNING "id"`,
      [
        uid,
        o.branchId,
        o.at.slice(0, 10),
        o.gross,
        JSON.stringify(o.items ?? []),
        o.at,
        !!f.isCompleted,
        !!f.isCanceled,
        !!f.isRejected,
        !!f.isConfirmed,
        !!f.isPreorder,
      ],
    );
    let version = 1;
    for (const [action, afterSeconds] of [['place', 0] as [string, number], ...(o.history ?? [])]) {
      await t.ds.query(
        `INSERT INTO "order_history" ("orderId", "version", "action", "actor", "at") VALUES ($1, $2, $3, 'test', $4)`,
        [id, version++, action, new Date(Date.parse(o.at) + afterSeconds * 1000)],
      );
    }
    return id as string;
  };

  it('measures acceptance and preparation times from the order history: median and p90 per week and hour', async () => {
    const [{ id: branchId }] = await t.ds.query(`SELECT "id" FROM "branch" ORDER BY "createdAt" DESC LIMIT 1`);
    // Seconds after placing. Monday 9 March 2020 and the Monday after (Vienna UTC+1).
    const fixtures: { at: string; history: [string, number][]; flags?: Record<string, boolean> }[] = [
      {
        at: '2020-03-09T09:00:00Z',
        history: [
          ['confirm', 60],
          ['inDelivery', 660],
          ['completed', 900],
        ],
      },
      {
        at: '2020-03-09T09:40:00Z',
        history: [
          ['confirm', 200],
          ['completed', 1700],
        ],
      },
      { at: '2020-03-10T06:10:00Z', history: [['confirm', 30]] },
      {
        at: '2020-03-12T09:05:00Z',
        history: [
          ['printed', 2],
          ['confirm', 420],
          ['inDelivery', 3120],
        ],
      },
      // A pre-order: acceptance only; a rejected order: nothing.
      {
        at: '2020-03-16T10:00:00Z',
        history: [
          ['confirm', 90],
          ['completed', 7290],
        ],
        flags: { isPreorder: true },
      },
      { at: '2020-03-16T10:30:00Z', history: [['reject', 45]], flags: { isRejected: true } },
    ];
    for (const f of fixtures) {
      await insertOrder({
        branchId,
        at: f.at,
        gross: '1.00',
        history: f.history,
        flags: { isConfirmed: true, ...f.flags },
      });
    }
    // What the rules say, from the same fixtures (domain orderDurations, buckets, quantiles).
    const expected = (kind: 'acceptance' | 'preparation', pick: (at: string) => boolean) => {
      const hist = new Map<number, number>();
      for (const f of fixtures.filter((x) => pick(x.at))) {
        const steps = f.history.map(([action, s]) => ({ action, at: new Date(Date.parse(f.at) + s * 1000) }));
        const d = orderDurations(f.at, steps, !!f.flags?.isPreorder)[kind];
        if (d !== null) hist.set(durationBucket(d), (hist.get(durationBucket(d)) ?? 0) + 1);
      }
      return durationFigures(hist);
    };
    const q = `from=2020-03-09&to=2020-03-22&branch=${branchId}&grain=week`;
    await request(t.http).get(`/api/statistics/order-durations?${q}`).expect(401);
    const d = (await admin.get(`/api/statistics/order-durations?${q}`).expect(200)).body.data;
    expect(d.unit).toBe('seconds');
    expect(d.acceptance.label).toBe('Annahmezeit (Eingang bis Bestätigung)');
    const firstWeek = (at: string) => at < '2020-03-16';
    expect(d.acceptance.series).toEqual([
      { day: '2020-03-09', ...expected('acceptance', firstWeek) },
      { day: '2020-03-16', ...expected('acceptance', (at) => !firstWeek(at)) },
    ]);
    expect(d.acceptance.series[0].orders).toBe(4);
    expect(d.preparation.series.map((s: { orders: number }) => s.orders)).toEqual([3, 0]);
    expect(d.preparation.series[0]).toEqual({ day: '2020-03-09', ...expected('preparation', firstWeek) });
    expect(d.preparation.series[1]).toEqual({ day: '2020-03-16', orders: 0, median: null, p90: null });
    expect(d.acceptance.total).toEqual(expected('acceptance', () => true));
    // Local hour of placing: 09:00Z and 09:40Z are 10:xx in Vienna, 06:10Z is 07:10.
    expect(d.acceptance.byHour).toHaveLength(24);
    expect(d.acceptance.byHour[10]).toEqual({
      hour: 10,
      ...expected('acceptance', (at) =>
        ['2020-03-09T09:00:00Z', '2020-03-09T09:40:00Z', '2020-03-12T09:05:00Z'].includes(at),
      ),
    });
    expect(d.acceptance.byHour[7].orders).toBe(1);
    expect(d.acceptance.byHour[11]).toMatchObject({ orders: 1, median: expect.any(Number) });
    // Hand check of one figure: preparation 600, 1500 and 2700 s; the median's bucket is [1500, 1800).
    expect(d.preparation.total.median).toBeGreaterThanOrEqual(1500);
    expect(d.preparation.total.median).toBeLessThan(1800);

    // A day grain answers every day of the range, empty days included.
    const days = (
      await admin.get(`/api/statistics/order-durations?from=2020-03-09&to=2020-03-11&branch=${branchId}`).expect(200)
    ).body.data;
    expect(days.acceptance.series.map((s: { day: string; orders: number }) => [s.day, s.orders])).toEqual([
      ['2020-03-09', 2],
      ['2020-03-10', 1],
      ['2020-03-11', 0],
    ]);
  });

  it('sums revenue and quantity per category of completed orders', async () => {
    const [{ id: branchId }] = await t.ds.query(`SELECT "id" FROM "branch" ORDER BY "createdAt" DESC LIMIT 1`);
    const products: { id: string; name: string; category: string }[] = await t.ds.query(
      `SELECT DISTINCT ON (c."id") p."id"::text AS id, p."name", c."name" AS category FROM "product" p
       JOIN "category" c ON c."id" = p."categoryId" ORDER BY c."id", p."name" LIMIT 2`,
    );
    expect(products).toHaveLength(2);
    const [a, b] = products as [(typeof products)[0], (typeof products)[0]];
    const line = (p: { id: string; name: string }, amount: number, total: string) => ({
      product: { id: p.id, name: p.name },
      amount,
      total,
    });
    const at = '2020-04-07T10:00:00Z';
    await insertOrder({
      branchId,
      at,
      gross: '12.00',
      items: [line(a, 2, '4.00'), line(b, 1, '8.00')],
      flags: { isCompleted: true },
    });
    await insertOrder({ branchId, at, gross: '6.00', items: [line(a, 3, '6.00')], flags: { isCompleted: true } });
    await insertOrder({ branchId, at, gross: '99.00', items: [line(b, 9, '99.00')], flags: { isCanceled: true } });
    await insertOrder({
      branchId,
      at,
      gross: '1.00',
      items: [{ product: { id: 'gone', name: 'Alt' }, amount: 1, total: '1.00' }],
      flags: { isCompleted: true },
    });
    const res = (
      await admin.get(`/api/statistics/categories?from=2020-04-07&to=2020-04-07&branch=${branchId}`).expect(200)
    ).body.data;
    expect(res.label).toBe('Kategorien (abgeschlossene Bestellungen)');
    expect(res.categories).toEqual(
      [
        { id: expect.any(String), name: a.category, products: 1, quantity: '5', gross: '10.00' },
        { id: expect.any(String), name: b.category, products: 1, quantity: '1', gross: '8.00' },
        { id: null, name: 'Ohne Kategorie', products: 1, quantity: '1', gross: '1.00' },
      ].sort((x, y) => Number(y.gross) - Number(x.gross)),
    );
  });

  it('counts at most N page views per visitor and minute; more get the same 204 and no row, others still count', async () => {
    // Issue 36: ANALYTICS_PAGE_VIEWS_PER_VISITOR_PER_MINUTE (default 30), per daily visitor hash.
    const n = t.app.get<AppConfig>(APP_CONFIG).insights.pageViewsPerVisitorPerMinute;
    expect(n).toBe(30);
    const view = (ip: string, ua = CHROME) =>
      request(t.http)
        .post('/api/analytics-log')
        .set('User-Agent', ua)
        .set('X-Forwarded-For', ip)
        .set('Cookie', CONSENT)
        .send({ type: 'pageview', data: { path: '/flut', title: 'Flut' } });
    const flood = await Promise.all(Array.from({ length: n + 5 }, () => view('198.51.100.31')));
    expect(flood.map((r) => r.status)).toEqual(Array(n + 5).fill(204));
    // Another visitor: another network, and the same network with another browser.
    for (let i = 0; i < 3; i++) await view('192.0.2.44').expect(204);
    await view('198.51.100.31', FIREFOX).expect(204);
    // The flooding visitor's events still count (only page views are capped).
    await request(t.http)
      .post('/api/analytics-log')
      .set('User-Agent', CHROME)
      .set('X-Forwarded-For', '198.51.100.31')
      .set('Cookie', CONSENT)
      .send({ type: 'event', action: 'flut', category: 'test' })
      .expect(204);
    const perVisitor = (await t.ds.query(
      `SELECT count(*)::int AS n FROM "analytics_event" WHERE "path" = '/flut' GROUP BY "visitor" ORDER BY n DESC`,
    )) as { n: number }[];
    expect(perVisitor.map((r) => r.n)).toEqual([n, 3, 1]);
    const [flutEvents] = (await t.ds.query(
      `SELECT count(*)::int AS n FROM "analytics_event" WHERE "action" = 'flut'`,
    )) as { n: number }[];
    expect(flutEvents!.n).toBe(1);
    await t.ds.query(`DELETE FROM "analytics_event" WHERE "path" = '/flut' OR "action" = 'flut'`);
  });

  it("limits the analytics log per address: past the minute's allowance a 429 with Retry-After, others go on", async () => {
    const from = (ip: string) =>
      request(t.http)
        .post('/api/analytics-log')
        .set('User-Agent', CHROME)
        .set('X-Forwarded-For', ip)
        .set('Cookie', CONSENT)
        .send({ type: 'event', action: 'flood', category: 'test' });
    const before = await events();
    const statuses: number[] = [];
    // In batches of 50 (the test's own pace is not what is limited; the count is).
    for (let sent = 0; sent < ANALYTICS_PER_IP_PER_MINUTE; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => from('198.51.100.9')));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.every((s) => s === 204)).toBe(true);
    const refused = await from('198.51.100.9').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.errors[0].message).toMatch(/\S/);
    // Another address is not affected; the refused call stored nothing.
    await from('198.51.100.10').expect(204);
    expect(await events()).toBe(before + ANALYTICS_PER_IP_PER_MINUTE + 1);
    await t.ds.query(`DELETE FROM "analytics_event" WHERE "action" = 'flood'`);
  });

  // Last: the demo year adds orders and visits to the same database.
  it('generates a deterministic year of closed orders and visits the statistics answer from', async () => {
    const now = new Date('2026-06-15T10:00:00Z');
    await insertDemoInsights(t.ds.manager, { orders: 3_000, pageviews: 9_000, now, seed: 0.5 });
    const [o] = await t.ds.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT "isCompleted" AND NOT "isCanceled" AND NOT "isRejected")::int AS open,
              min("createdAt") AS first, max("createdAt") AS last, sum("totalGross")::text AS gross
       FROM "order" WHERE "uid" LIKE 'demo-%'`,
    );
    expect(o).toMatchObject({ n: 3_000, open: 0 });
    expect(new Date(o.last).getTime()).toBeLessThan(Date.parse('2026-06-14T22:00:00Z')); // ends yesterday
    const q = 'from=2025-06-15&to=2026-06-14';
    const revenue = (await admin.get(`/api/statistics/revenue?${q}&grain=month`).expect(200)).body.data;
    expect(revenue.series).toHaveLength(13);
    expect(Number(revenue.total.revenue)).toBeGreaterThan(0);
    const visitors = (await admin.get(`/api/statistics/page-views?${q}`).expect(200)).body.data;
    expect(visitors.total.pageViews).toBeGreaterThan(7_000);
    // Same seed, same rows: the generated gross is reproducible.
    const again = await t.ds.query(
      `SELECT md5(string_agg("totalGross"::text, ',' ORDER BY "uid")) AS h FROM "order" WHERE "uid" LIKE 'demo-%'`,
    );
    await t.ds.query(`DELETE FROM "order" WHERE "uid" LIKE 'demo-%'`);
    await t.ds.query(`DELETE FROM "analytics_event"`);
    await insertDemoInsights(t.ds.manager, { orders: 3_000, pageviews: 9_000, now, seed: 0.5 });
    const [h2] = await t.ds.query(
      `SELECT md5(string_agg("totalGross"::text, ',' ORDER BY "uid")) AS h FROM "order" WHERE "uid" LIKE 'demo-%'`,
    );
    expect(h2.h).toBe(again[0].h);
  });
});
