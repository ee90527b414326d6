import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { parseInput } from '../common/validation.js';
import { RealtimeRevocations } from '../realtime/revocations.js';
import { userView } from '../users/user.view.js';
import type { AuthedRequest } from './auth-context.js';
import { AuthService } from './auth.service.js';
import { requireStaff } from './guards.js';
import { SessionService } from './session.service.js';

const loginSchema = z.strictObject({
  email: z.string().trim().min(1).max(180),
  password: z.string().min(1).max(200),
});

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly revocations: RealtimeRevocations,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response) {
    const input = parseInput(loginSchema, body);
    // A session that came with the request is dropped: the new login gets a new id.
    if (req.auth) await this.sessions.destroy(req.auth.sessionId);
    const { user, token, csrfToken } = await this.auth.login(input.email, input.password, req.ip ?? 'unknown');
    this.sessions.setCookies(req, res, token, csrfToken);
    return userView(user);
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: AuthedRequest & Request, @Res({ passthrough: true }) res: Response) {
    const auth = requireStaff(req);
    await this.sessions.destroy(auth.sessionId);
    // Live sockets opened with this session end too (back office, on every instance).
    await this.revocations.revoke({ kind: 'session', sessionId: auth.sessionId });
    this.sessions.clearCookies(req, res);
    return null;
  }
}
