import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTH } from '@bestell/domain';
import { z } from 'zod';
import { recordAudit } from '../audit/index.js';
import { ApiError } from '../common/index.js';
import { User, UserRepository, verifyPassword } from '../users/index.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionService } from './session.service.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly ds: DataSource,
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Unknown user and wrong password answer alike (same message, same argon2 cost, same counters); the
   * attempt is counted before the password is looked at, so parallel guesses cannot overtake the limit.
   * `ipKey` comes from ClientIp (the one client-IP function of every per-IP limit).
   */
  async login(
    email: string,
    password: string,
    ipKey: string,
  ): Promise<{ user: User; token: string; csrfToken: string }> {
    const attempt = await this.throttle.begin(email, ipKey);
    const user = await new UserRepository(this.ds.manager).forLogin(email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await this.throttle.failed(attempt);
      await this.loginFailed(email, user, 'invalid-credentials');
      throw new ApiError(401, [{ message: AUTH.invalidCredentials }]);
    }
    // Checked in Symfony's order (locked, disabled, expired): each with its own German text (spec 8).
    if (user.isLocked) {
      await this.loginFailed(email, user, 'locked');
      throw new ApiError(401, [{ message: AUTH.accountLocked }]);
    }
    if (!user.isEnabled) {
      await this.loginFailed(email, user, 'disabled');
      throw new ApiError(401, [{ message: AUTH.accountDisabled }]);
    }
    if (user.expiresAt && user.expiresAt.getTime() <= Date.now()) {
      await this.loginFailed(email, user, 'expired');
      throw new ApiError(401, [{ message: AUTH.accountExpired }]);
    }
    await this.throttle.succeeded(attempt);
    const { token, csrfToken } = await this.sessions.openAudited(user, 'password');
    return { user, token, csrfToken };
  }

  /**
   * Issue 21 item 6: failed logins are logged too. The typed address is kept only when it is one (a
   * password typed into the wrong field must not land in the log); the account, when known, by id.
   */
  private async loginFailed(email: string, user: User | null, reason: string): Promise<void> {
    const typed = email.trim().toLowerCase();
    await recordAudit(this.ds.manager, {
      action: 'login-failed',
      resource: 'users',
      resourceId: user?.id ?? null,
      detail: reason,
      actor: {
        kind: 'anonymous',
        id: null,
        name: user ? user.email : z.email().safeParse(typed).success ? typed : null,
      },
    });
  }
}
