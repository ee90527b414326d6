import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { ApiTags, Contract, defineRoute } from '../common/index.js';
import { userView, userViewSchema } from '../users/index.js';
import type { AuthedRequest } from './auth-context.js';
import { newAdminSchema } from './first-admin.js';
import { FirstAdminService } from './first-admin.service.js';
import { SessionService } from './session.service.js';

// Anything that is not a token is just an invalid link (403, one message for every failure).
const token = z.string().max(200).catch('');
const TAGS = ['auth'];
const R = {
  check: defineRoute({
    tags: TAGS,
    summary: 'Check a first-admin setup link (while no staff account exists)',
    query: z.object({ token }),
    responses: { 200: z.strictObject({ valid: z.literal(true) }) },
    errors: [403, 410],
  }),
  complete: defineRoute({
    tags: TAGS,
    summary: 'Create the first admin with a setup link; sets the session cookies as a login does',
    body: newAdminSchema.extend({ token }),
    responses: { 201: userViewSchema },
    errors: [403, 410],
  }),
};

/** /backend/setup?token=… (issue 37 item 1): the one-time link printed at start while no staff exists. */
@ApiTags('auth')
@Controller('api/auth/setup')
export class FirstAdminController {
  constructor(
    private readonly firstAdmin: FirstAdminService,
    private readonly sessions: SessionService,
  ) {}

  @Get()
  @Contract(R.check)
  async check(@Query() query: unknown) {
    await this.firstAdmin.check(R.check.query(query).token);
    return { valid: true as const };
  }

  @Post()
  @Contract(R.complete)
  async complete(@Body() body: unknown, @Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response) {
    const { token: setupToken, ...input } = R.complete.body(body);
    const { user, token: cookie, csrfToken } = await this.firstAdmin.complete(setupToken, input);
    if (req.auth) await this.sessions.destroy(req.auth.sessionId);
    this.sessions.setCookies(req, res, cookie, csrfToken);
    return userView(user);
  }
}
