import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { CONSENT_COOKIE } from '@bestell/domain';
import { ApiTags, Contract } from '../common/index.js';
import { ClientIp, RateLimit } from '../limits/index.js';
import { AnalyticsIngest } from './analytics-ingest.js';
import { ANALYTICS_ROUTES as R, type analyticsPayload } from './insights.contract.js';

export type AnalyticsPayload = z.output<typeof analyticsPayload>;

/**
 * POST /api/analytics-log (spec 7, issue 20): the storefront snippet sends page views and events after
 * consent; the client ignores errors. Bots, spam referrers, requests without consent and a visitor's page
 * views past ANALYTICS_PAGE_VIEWS_PER_VISITOR_PER_MINUTE get the same 204 and leave no row. An address over ANALYTICS_PER_IP_PER_MINUTE gets 429 (limits/rate-limits.ts).
 */
@ApiTags('analytics')
@Controller('api')
export class AnalyticsLogController {
  constructor(
    private readonly ingest: AnalyticsIngest,
    private readonly clientIp: ClientIp,
  ) {}

  @Contract(R.log)
  @Post('analytics-log')
  @HttpCode(204)
  @RateLimit({ limit: 'analyticsIp' })
  async log(@Body() body: unknown, @Req() req: Request): Promise<void> {
    const input = R.log.body(body);
    const consent = (req as { cookies?: Record<string, string> }).cookies?.[CONSENT_COOKIE] === 'accepted';
    if (!consent) return;
    await this.ingest.accept(input, {
      ip: this.clientIp.of(req),
      userAgent: req.headers['user-agent'] ?? '',
      host: req.headers.host ?? '',
    });
  }
}
