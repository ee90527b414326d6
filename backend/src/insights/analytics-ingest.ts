import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { cleanPageAddress, isBotUserAgent, isSpamReferrer, referrerHost } from '@bestell/domain';
import { Batcher } from '../common/index.js';
import { RateLimits } from '../limits/index.js';
import type { AnalyticsPayload } from './analytics-log.controller.js';
import { type EventRow, InsightsRepository } from './insights.repository.js';
import { VisitorHasher } from './visitor-hasher.js';

const MAX_DATA_KEYS = 20;

/** PostgreSQL refuses NUL bytes and lone surrogates in text and jsonb: they are dropped, never a 500. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const clean = (v: string): string => v.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');

/** Event data keeps flat scalar values only (revenue, currency, step...); nested data is dropped. */
function flatData(data: AnalyticsPayload['data']): Record<string, unknown> | null {
  if (!data) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data).slice(0, MAX_DATA_KEYS)) {
    if (Array.isArray(v)) continue;
    out[clean(k)] = typeof v === 'string' ? clean(v) : typeof v === 'number' && !Number.isFinite(v) ? null : v;
  }
  return Object.keys(out).length > 0 ? out : null;
}

const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && clean(v) !== '' ? clean(v).slice(0, max) : null;

export type Accepted = 'stored' | 'bot' | 'spam' | 'over-limit';

/**
 * Turns a request into one raw event: drops bots and spam referrers, reduces the address to path + utm
 * and the visitor to its daily hash. Concurrent requests are written with one INSERT (Batcher). A visitor
 * (daily hash) adds at most ANALYTICS_PAGE_VIEWS_PER_VISITOR_PER_MINUTE page views a minute (issue 36):
 * further ones are answered alike but not stored, so one client cannot inflate a page's figures.
 */
@Injectable()
export class AnalyticsIngest {
  private readonly writer: Batcher<EventRow, true>;

  constructor(
    private readonly ds: DataSource,
    private readonly hasher: VisitorHasher,
    private readonly limits: RateLimits,
  ) {
    this.writer = new Batcher(async (rows) => {
      await new InsightsRepository(this.ds.manager).insertEvents(rows);
      return new Map();
    }, 500);
  }

  async accept(
    input: AnalyticsPayload,
    client: { ip: string; userAgent: string; host: string },
    at: Date = new Date(),
  ): Promise<Accepted> {
    if (isBotUserAgent(client.userAgent)) return 'bot';
    const data = input.data ?? {};
    const refHost = referrerHost(text(data.referrer, 500));
    if (isSpamReferrer(refHost)) return 'spam';
    const site = client.host.split(':')[0]!.toLowerCase().slice(0, 100);
    const visitor = await this.hasher.hash({ site, ip: client.ip, userAgent: client.userAgent }, at);
    const base = { at, day: this.hasher.dayOf(at), site, branchId: input.branch ?? null, visitor };
    let row: EventRow;
    if (input.type === 'pageview') {
      const { allowed } = await this.limits.take('analyticsVisitor', visitor.toString('base64url'));
      if (!allowed) return 'over-limit';
      const { path, utm } = cleanPageAddress(text(data.path, 2000) ?? text(input.action, 2000) ?? '/');
      row = {
        ...base,
        type: 'pageview',
        // A visit starts with the first page of a page load that came from elsewhere (or nowhere).
        entry: data.entry === true && refHost !== site.replace(/^www\./, ''),
        path: clean(path),
        title: text(data.title, 200),
        referrerHost: refHost || null,
        utm:
          Object.keys(utm).length > 0 ? Object.fromEntries(Object.entries(utm).map(([k, v]) => [k, clean(v)])) : null,
        action: null,
        category: null,
        data: null,
      };
    } else {
      row = {
        ...base,
        type: 'event',
        entry: false,
        path: null,
        title: null,
        referrerHost: null,
        utm: null,
        action: clean(input.action ?? ''),
        category: clean(input.category ?? ''),
        data: flatData(input.data),
      };
    }
    await this.writer.get(row);
    return 'stored';
  }
}
