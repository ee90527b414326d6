import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { OWN_TEXTS } from '@bestell/domain';
import { ApiTags, Contract, defineRoute } from '../common/index.js';
import { ClientIp } from '../limits/index.js';
import { RealtimeRevocations } from './revocations.js';
import { userView, userViewSchema } from '../users/index.js';
import { type AuthContext, type AuthedRequest, StaffAuth } from './auth-context.js';
import { AuthService } from './auth.service.js';
import { Staff } from './guards.js';
import { LoginLinkService } from './login-link.service.js';
import { SessionService } from './session.service.js';

const loginSchema = z.strictObject({
  email: z.string().trim().min(1).max(180),
  password: z.string().min(1).max(200),
});
const linkRequestSchema = z.strictObject({ email: z.string().trim().min(1).max(180) });
// Anything that is not a token is just an invalid link (one message for every failure).
const linkConsumeSchema = z.object({ token: z.string().max(200).catch('') });

const TAGS = ['auth'];
// Route contracts (issue 22): parsed with here, documented in /api/docs, checked by the contract tests.
const R = {
  login: defineRoute({
    tags: TAGS,
    summary: 'Staff login: sets the session cookie and the XSRF-TOKEN cookie',
    body: loginSchema,
    responses: { 200: userViewSchema },
    errors: [401, 403, 429],
  }),
  requestLoginLink: defineRoute({
    tags: TAGS,
    summary: 'E-mail a login link (same answer for unknown addresses)',
    body: linkRequestSchema,
    responses: { 200: z.strictObject({ message: z.string() }) },
    errors: [429],
  }),
  consumeLoginLink: defineRoute({
    tags: TAGS,
    summary: 'Log in with the token of an e-mailed link',
    body: linkConsumeSchema,
    responses: { 200: userViewSchema },
    errors: [401, 410, 429],
  }),
  logout: defineRoute({ tags: TAGS, summary: 'End the session', responses: { 200: null } }),
};

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly revocations: RealtimeRevocations,
    private readonly links: LoginLinkService,
    private readonly clientIp: ClientIp,
  ) {}

  @Post('login')
  @Contract(R.login)
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response) {
    const input = R.login.body(body);
    // A session that came with the request is dropped: the new login gets a new id.
    if (req.auth) await this.sessions.destroy(req.auth.sessionId);
    const { user, token, csrfToken } = await this.auth.login(input.email, input.password, this.clientIp.key(req));
    this.sessions.setCookies(req, res, token, csrfToken);
    return userView(user);
  }

  /** Login by e-mailed link, step 1: the same answer whether the address has an account or not. */
  @Post('login-link')
  @Contract(R.requestLoginLink)
  @HttpCode(200)
  async requestLoginLink(@Body() body: unknown, @Req() req: Request) {
    const { email } = R.requestLoginLink.body(body);
    await this.links.request(email, this.clientIp.key(req));
    return { message: OWN_TEXTS.loginLinkSent };
  }

  /** Step 2: the login page posts the token from the link's fragment; a session as after a password login. */
  @Post('login-link/consume')
  @Contract(R.consumeLoginLink)
  @HttpCode(200)
  async consumeLoginLink(@Body() body: unknown, @Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response) {
    const { token: linkToken } = R.consumeLoginLink.body(body ?? {});
    const { user, token, csrfToken } = await this.links.consume(linkToken);
    if (req.auth) await this.sessions.destroy(req.auth.sessionId);
    this.sessions.setCookies(req, res, token, csrfToken);
    return userView(user);
  }

  @Post('logout')
  @Contract(R.logout)
  @HttpCode(200)
  @Staff()
  async logout(
    @Req() req: AuthedRequest & Request,
    @StaffAuth() auth: AuthContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.sessions.logout(auth);
    // Live sockets opened with this session end too (back office, on every instance).
    await this.revocations.revoke({ kind: 'session', sessionId: auth.sessionId });
    this.sessions.clearCookies(req, res);
    return null;
  }
}
