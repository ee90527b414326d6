import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { CONSENT_COOKIE } from '@bestell/domain';
import { parseInput } from '../common/index.js';
import { ClientIp } from '../limits/index.js';
import { AnalyticsIngest } from './analytics-ingest.js';

const scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
const payload = z.object({
  type: z.enum(['pageview', 'event']),
  action: z.string().max(100).optional(),
  category: z.string().max(100).optional(),
  data: z.record(z.string().max(40), scalar.or(z.array(z.unknown()))).optional(),
  branch: z.uuid().optional(),
});
export type AnalyticsPayload = z.infer<typeof payload>;

/**
 * POST /api/analytics-log (spec 7, issue 20): the storefront snippet sends page views and events after
 * consent; the client ignores errors. Bots, spam referrers and requests without consent get the same
 * 204 and leave no row.
 */
@ApiTags('analytics')
@Controller('api')
export class AnalyticsLogController {
  constructor(
    private readonly ingest: AnalyticsIngest,
    private readonly clientIp: ClientIp,
  ) {}

  @Post('analytics-log')
  @HttpCode(204)
  async log(@Body() body: unknown, @Req() req: Request): Promise<void> {
    const input = parseInput(payload, body);
    const consent = (req as { cookies?: Record<string, string> }).cookies?.[CONSENT_COOKIE] === 'accepted';
    if (!consent) return;
    await this.ingest.accept(input, {
      ip: this.clientIp.of(req),
      userAgent: req.headers['user-agent'] ?? '',
      host: req.headers.host ?? '',
    });
  }
}
