import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUTH } from '@bestell/domain';
import { ApiError } from '../common/index.js';
import { User, verifyPassword } from '../users/index.js';
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
   * Unknown user and wrong password answer alike (same message, same argon2 cost); a locked
   * account or IP is refused before the password is even looked at.
   */
  async login(email: string, password: string, ip: string): Promise<{ user: User; token: string; csrfToken: string }> {
    const keys = this.throttle.keys(email, ip);
    const locked = await this.throttle.lockedMinutes([keys.account, keys.ip]);
    if (locked > 0) throw new ApiError(429, [{ message: AUTH.tooManyAttempts(locked) }]);

    const user = await this.ds
      .getRepository(User)
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.branches', 'b')
      .where('lower(u.email) = lower(:email)', { email: email.trim() })
      .getOne();
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) {
      await this.throttle.recordFailures(keys);
      throw new ApiError(401, [{ message: AUTH.invalidCredentials }]);
    }
    if (!user.isEnabled) throw new ApiError(401, [{ message: AUTH.accountDisabled }]);
    if (user.expiresAt && user.expiresAt.getTime() <= Date.now()) {
      throw new ApiError(401, [{ message: AUTH.accountExpired }]);
    }
    await this.throttle.reset(keys.account);
    const { token, csrfToken } = await this.sessions.create(user.id);
    return { user, token, csrfToken };
  }
}
