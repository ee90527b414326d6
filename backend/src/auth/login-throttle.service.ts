import { Inject, Injectable } from '@nestjs/common';
import { AUTH } from '@bestell/domain';
import { type LimitName, RateLimits, tooManyRequests } from '../limits/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';

/** What a login attempt reserved before its password was checked. */
export interface LoginAttempt {
  account: string;
  pair: string;
  ip: string;
  /** This attempt's number among the account's recent failures (all IPs), itself included. */
  accountFailures: number;
}

/**
 * Seconds the account waits after its `failures`-th failure: nothing up to `free`, then `base`
 * doubling with every further failure, never more than `max`.
 */
export function loginDelaySeconds(failures: number, free: number, base: number, max: number): number {
  if (failures < free) return 0;
  return Math.min(max, base * 2 ** Math.min(30, failures - free));
}

/**
 * Failed-login counting that concurrent attempts cannot out-race: every attempt takes its points
 * (atomic counters, see RateLimits) BEFORE the password is verified, and gives them back only on
 * success. A stranger's failures lock their (account, IP) pair and their IP, not the owner; what
 * all IPs together do to one account only slows it down (a doubling delay, one attempt at a time).
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Reserves an attempt or throws 429 with the minutes to wait. */
  async begin(email: string, ipKey: string): Promise<LoginAttempt> {
    const account = email.trim().toLowerCase();
    const pair = `${account}\n${ipKey}`;
    await this.take('loginPair', pair);
    await this.take('loginIp', ipKey);
    const { allowed, res } = await this.limits.take('loginAccount', account);
    if (!allowed) {
      // Past the free failures: one attempt at a time, and only once the last failure's delay is over.
      const gate = await this.limits.take('loginGate', account);
      if (!gate.allowed) {
        await this.limits.reward('loginAccount', account);
        throw this.refusal(gate.res.msBeforeNext);
      }
    }
    return { account, pair, ip: ipKey, accountFailures: res.consumedPoints };
  }

  async failed(attempt: LoginAttempt): Promise<void> {
    const { delayAfterFailures, delaySeconds, lockMinutes } = this.config.loginThrottle;
    const wait = loginDelaySeconds(attempt.accountFailures, delayAfterFailures, delaySeconds, lockMinutes * 60);
    if (wait > 0) await this.limits.block('loginGate', attempt.account, wait);
  }

  /** The owner got in: the attempt's points go back, the pair starts afresh. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.limits.reset('loginPair', attempt.pair),
      this.limits.reward('loginIp', attempt.ip),
      this.limits.reward('loginAccount', attempt.account),
      this.limits.reset('loginGate', attempt.account),
    ]);
  }

  private async take(name: LimitName, key: string): Promise<void> {
    const { allowed, res } = await this.limits.take(name, key);
    if (!allowed) throw this.refusal(res.msBeforeNext);
  }

  private refusal(ms: number) {
    const error = tooManyRequests(ms, AUTH.tooManyAttempts(Math.max(1, Math.ceil(ms / 60_000))));
    return error;
  }
}
