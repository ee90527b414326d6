import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HTTP } from '@bestell/domain';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { REDIS } from '../redis/index.js';
import { ApiError } from '../common/index.js';

interface LimitSpec {
  points: number;
  seconds: number;
  /** Once over the limit, refused for this long (default: until the window ends). */
  blockSeconds?: number;
}

const HOUR = 3600;

/**
 * POST /api/analytics-log per IP and minute (issue 20): a person sends a page view per route change and a
 * few events; many people behind one address (an office, a mobile carrier's NAT) still fit. Past it, the
 * snippet's calls get 429 and nothing is stored (the snippet ignores errors).
 */
export const ANALYTICS_PER_IP_PER_MINUTE = 300;

/** Every limit of the API by name; counts come from the config (README lists the variables). */
export function limitSpecs(config: AppConfig) {
  const r = config.rateLimits;
  const login = config.loginThrottle;
  const lock = login.lockMinutes * 60;
  const pin = config.pinThrottle;
  return {
    orderIp: { points: r.ordersPerIp, seconds: HOUR },
    orderRecipient: { points: r.ordersPerRecipient, seconds: HOUR },
    statusIp: { points: r.statusPerIp, seconds: HOUR },
    wrongHashIp: { points: r.wrongHashesPerIp, seconds: HOUR },
    uploadIp: { points: r.uploadsPerIp, seconds: HOUR },
    uploadBytesIp: { points: r.uploadBytesPerIp, seconds: HOUR },
    loginLinkIp: { points: r.loginLinksPerIp, seconds: HOUR },
    loginLinkAddress: { points: r.loginLinksPerAddress, seconds: HOUR },
    resendOrder: { points: r.resendsPerOrder, seconds: HOUR },
    // Anonymous pairing requests of kiosks and TVs (issue 36): both endpoints take from one counter.
    pairingIp: { points: r.pairingsPerIp, seconds: HOUR },
    contactFormIp: { points: r.contactFormsPerIp, seconds: HOUR },
    contactFormSender: { points: r.contactFormsPerSender, seconds: HOUR },
    contactFormInbox: { points: r.contactFormsPerInbox, seconds: HOUR },
    analyticsIp: { points: ANALYTICS_PER_IP_PER_MINUTE, seconds: 60 },
    // Page views per visitor hash and minute (insights/analytics-ingest.ts): past it, not stored.
    analyticsVisitor: { points: config.insights.pageViewsPerVisitorPerMinute, seconds: 60 },
    // Login (auth/login-throttle.service.ts): failures per account+IP and per IP lock that pair/IP.
    loginPair: { points: login.maxFailuresAccount, seconds: lock, blockSeconds: lock },
    loginIp: { points: login.maxFailuresIp, seconds: lock, blockSeconds: lock },
    // Failures of an account from any IP; past the free ones, attempts pass a one-at-a-time gate.
    loginAccount: { points: login.delayAfterFailures, seconds: lock },
    loginGate: { points: 1, seconds: 30 },
    // PINs (limits/pin-throttle.ts): wrong PINs per (device, person) and per person (time clock) and per
    // kiosk (exit PIN), per round and within the longest delay; pinRounds counts a key's rounds in a day,
    // pinWait is a round's delay.
    pinPair: { points: pin.maxFailures, seconds: pin.maxDelaySeconds },
    pinPerson: { points: pin.maxFailures, seconds: pin.maxDelaySeconds },
    kioskExitPin: { points: pin.maxFailures, seconds: pin.maxDelaySeconds },
    pinRounds: { points: 1_000_000, seconds: 24 * HOUR },
    pinWait: { points: 1, seconds: pin.maxDelaySeconds },
    // Status links an IP has opened with the right hash: they keep working when that IP is over wrongHashIp.
    statusHeld: { points: 1_000_000, seconds: 24 * HOUR },
  } satisfies Record<string, LimitSpec>;
}

export type LimitName = keyof ReturnType<typeof limitSpecs>;

/** 429 with the German message and Retry-After in whole seconds. */
export function tooManyRequests(msBeforeNext: number, message: string = HTTP.tooManyRequests): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiError(429, [{ message }], { 'Retry-After': String(seconds) });
}

/**
 * rate-limiter-flexible's own counter script (RateLimiterRedis, incrTtlLuaScript) applied to every key
 * given: KEYS[i] takes ARGV[2i-1] points in a window of ARGV[2i] seconds; returns consumed points and the
 * window's remaining ms per key, flat. One round trip for all the counters a request takes.
 */
const CONSUME_MANY_LUA = `
local out = {}
for i = 1, #KEYS do
  local points, seconds = ARGV[2 * i - 1], ARGV[2 * i]
  redis.call('set', KEYS[i], 0, 'EX', seconds, 'NX')
  local consumed = redis.call('incrby', KEYS[i], points)
  local ttl = redis.call('pttl', KEYS[i])
  if ttl == -1 then
    redis.call('expire', KEYS[i], seconds)
    ttl = 1000 * seconds
  end
  out[2 * i - 1] = consumed
  out[2 * i] = ttl
end
return out
`;

type ConsumeMany = (numKeys: number, ...args: string[]) => Promise<number[]>;

/** One counter a request takes (see RateLimits.consumeMany). */
export interface Take {
  name: LimitName;
  key: string;
  points: number;
}

/**
 * Named counters on rate-limiter-flexible: in Redis when REDIS_URL is set (atomic, shared by every API
 * process; keys under QUEUE_PREFIX), in process memory otherwise. When Redis is unreachable each
 * limiter falls back to a memory twin, so an outage neither opens every limit nor refuses every caller.
 */
@Injectable()
export class RateLimits {
  private readonly logger = new Logger('RateLimits');
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();
  /** The memory twins of the Redis limiters (their insurance), by name. */
  private readonly twins = new Map<LimitName, RateLimiterMemory>();
  private readonly consumeManyScript: ConsumeMany | null = null;
  /** consumeMany() calls of this turn of the event loop, counted together (countQueued). */
  private queued: { takes: readonly Take[]; done: (reply: number[] | null) => void }[] | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    if (redis) {
      redis.defineCommand('rlConsumeMany', { lua: CONSUME_MANY_LUA });
      const command = (redis as unknown as { rlConsumeMany: ConsumeMany }).rlConsumeMany;
      this.consumeManyScript = command.bind(redis);
    }
    for (const [name, spec] of Object.entries(limitSpecs(config)) as [LimitName, LimitSpec][]) {
      const options = {
        keyPrefix: `${config.jobs.queuePrefix}:rl:${name}`,
        points: spec.points,
        duration: spec.seconds,
        blockDuration: spec.blockSeconds ?? 0,
      };
      const memory = new RateLimiterMemory(options);
      this.twins.set(name, memory);
      this.limiters.set(
        name,
        redis
          ? new RateLimiterRedis({
              ...options,
              storeClient: redis,
              rejectIfRedisNotReady: true,
              insuranceLimiter: memory,
            })
          : memory,
      );
    }
  }

  /** Takes `points` for `key`; throws 429 (with Retry-After) when that goes over the limit. */
  async consume(name: LimitName, key: string, points = 1, message?: string): Promise<RateLimiterRes> {
    const { allowed, res } = await this.take(name, key, points);
    if (!allowed) throw tooManyRequests(res.msBeforeNext, message);
    return res;
  }

  /** Takes `points` for `key` and tells whether that stayed within the limit (no exception). */
  take(name: LimitName, key: string, points = 1): Promise<{ allowed: boolean; res: RateLimiterRes }> {
    return this.takeFrom(this.limiter(name), hashed(key), points);
  }

  /**
   * take() for several counters at once, results in the same order. With Redis, the counters of all the
   * requests that arrive within one turn of the event loop go out as ONE script call (issue 17: an order
   * takes three, and fifty orders in flight took 150 round trips and write syscalls); the script counts
   * key after key, so a key taken twice counts twice, as with separate calls. Same counting as take()
   * (the library's own script per key) and the same fallback: while Redis is not ready or the call fails,
   * each counter is taken from its memory twin. Limits that block past their window go one by one.
   */
  async consumeMany(takes: readonly Take[]): Promise<{ allowed: boolean; res: RateLimiterRes }[]> {
    if (!this.consumeManyScript || takes.some((t) => this.limiter(t.name).blockDuration > 0)) {
      return Promise.all(takes.map((t) => this.take(t.name, t.key, t.points)));
    }
    const reply = await new Promise<number[] | null>((done) => {
      if (!this.queued) {
        this.queued = [];
        setImmediate(() => this.countQueued());
      }
      this.queued.push({ takes, done });
    });
    if (!reply) return Promise.all(takes.map((t) => this.takeFrom(this.twins.get(t.name)!, hashed(t.key), t.points)));
    return takes.map((t, i) => {
      // As RateLimiterRedis reads its script's reply (_getRateLimiterRes).
      const limiter = this.limiter(t.name);
      const consumed = Number(reply[2 * i]);
      const remaining = Math.max(limiter.points - consumed, 0);
      const res = new RateLimiterRes(remaining, Number(reply[2 * i + 1]), consumed, consumed === t.points);
      return { allowed: consumed <= limiter.points, res };
    });
  }

  /** consumeMany() that throws 429 (German message, Retry-After) for the first counter over its limit. */
  async consumeAll(takes: readonly Take[]): Promise<void> {
    if (takes.length === 0) return;
    const refused = (await this.consumeMany(takes)).find((r) => !r.allowed);
    if (refused) throw tooManyRequests(refused.res.msBeforeNext);
  }

  /** One script call for the counters queued in this turn; each caller gets its slice of the reply. */
  private countQueued(): void {
    const batch = this.queued ?? [];
    this.queued = null;
    const all = batch.flatMap((b) => b.takes);
    const keys = all.map((t) => this.limiter(t.name).getKey(hashed(t.key)));
    const args = all.flatMap((t) => [String(t.points), String(this.limiter(t.name).duration)]);
    const call =
      this.redis!.status === 'ready'
        ? this.consumeManyScript!(keys.length, ...keys, ...args)
        : Promise.reject(new Error('Redis connection is not ready'));
    call.then(
      (reply) => {
        let at = 0;
        for (const b of batch) {
          b.done(reply.slice(at, at + 2 * b.takes.length));
          at += 2 * b.takes.length;
        }
      },
      () => batch.forEach((b) => b.done(null)),
    );
  }

  private async takeFrom(
    limiter: RateLimiterAbstract,
    key: string,
    points: number,
  ): Promise<{ allowed: boolean; res: RateLimiterRes }> {
    try {
      return { allowed: true, res: await limiter.consume(key, points) };
    } catch (err) {
      if (err instanceof RateLimiterRes) return { allowed: false, res: err };
      throw err;
    }
  }

  /** Milliseconds until `key` may go again when it is over its limit, else 0 (takes nothing). */
  async refusedFor(name: LimitName, key: string): Promise<number> {
    const limiter = this.limiter(name);
    const res = await limiter.get(hashed(key));
    return res && res.consumedPoints >= limiter.points ? Math.max(1, res.msBeforeNext) : 0;
  }

  /** The points `key` has taken in its current window (0 when none); takes nothing. */
  async consumed(name: LimitName, key: string): Promise<number> {
    return (await this.limiter(name).get(hashed(key)))?.consumedPoints ?? 0;
  }

  /** Gives points back (an attempt that turned out fine). */
  async reward(name: LimitName, key: string, points = 1): Promise<void> {
    await this.limiter(name)
      .reward(hashed(key), points)
      .catch((err: unknown) => this.logger.warn({ err }, `rate limit ${name}: reward failed`));
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiter(name)
      .delete(hashed(key))
      .catch((err: unknown) => this.logger.warn({ err }, `rate limit ${name}: reset failed`));
  }

  /** Refuses `key` for `seconds` from now, whatever its count. */
  async block(name: LimitName, key: string, seconds: number): Promise<void> {
    await this.limiter(name).block(hashed(key), seconds);
  }

  private limiter(name: LimitName): RateLimiterAbstract {
    return this.limiters.get(name)!;
  }
}

// Keys hold e-mail addresses, phone numbers and IPs: Redis only sees their hash.
const hashed = (key: string): string => createHash('sha256').update(key).digest('base64url').slice(0, 32);
