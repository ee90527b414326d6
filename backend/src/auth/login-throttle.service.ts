import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/index.js';

/** Failed-login counting per account and per IP: a fixed window that locks for `lockMinutes` once full. */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  keys(email: string, ip: string): { account: string; ip: string } {
    return { account: `account:${email.trim().toLowerCase()}`, ip: `ip:${ip}` };
  }

  /** Minutes until the longest lock among the keys ends, or 0 when none is locked. */
  async lockedMinutes(keys: string[]): Promise<number> {
    const rows: { key: string; ms: string | null }[] = await this.ds.query(
      `SELECT key, EXTRACT(EPOCH FROM ("lockedUntil" - now())) * 1000 AS ms FROM login_throttle WHERE key = ANY($1) AND "lockedUntil" IS NOT NULL`,
      [keys],
    );
    let longest = 0;
    const expired: string[] = [];
    for (const row of rows) {
      const ms = Number(row.ms);
      if (ms > 0) longest = Math.max(longest, ms);
      else expired.push(row.key);
    }
    // A lock that ran out starts the account afresh.
    if (expired.length) await this.ds.query(`DELETE FROM login_throttle WHERE key = ANY($1)`, [expired]);
    return longest > 0 ? Math.ceil(longest / 60_000) : 0;
  }

  async recordFailure(key: string, maxFailures: number): Promise<void> {
    const minutes = this.config.loginThrottle.lockMinutes;
    await this.ds.query(
      `INSERT INTO login_throttle (key, failures, "windowStart", "lockedUntil")
       VALUES ($1, 1, now(), CASE WHEN 1 >= $2 THEN now() + make_interval(mins => $3) END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_throttle."windowStart" < now() - make_interval(mins => $3) THEN 1 ELSE login_throttle.failures + 1 END,
         "windowStart" = CASE WHEN login_throttle."windowStart" < now() - make_interval(mins => $3) THEN now() ELSE login_throttle."windowStart" END,
         "lockedUntil" = CASE
           WHEN (CASE WHEN login_throttle."windowStart" < now() - make_interval(mins => $3) THEN 1 ELSE login_throttle.failures + 1 END) >= $2
           THEN now() + make_interval(mins => $3) ELSE login_throttle."lockedUntil" END`,
      [key, maxFailures, minutes],
    );
  }

  async recordFailures(keys: { account: string; ip: string }): Promise<void> {
    await this.recordFailure(keys.account, this.config.loginThrottle.maxFailuresAccount);
    await this.recordFailure(keys.ip, this.config.loginThrottle.maxFailuresIp);
  }

  async reset(key: string): Promise<void> {
    await this.ds.query(`DELETE FROM login_throttle WHERE key = $1`, [key]);
  }
}
