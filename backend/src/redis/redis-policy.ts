import { Redis } from 'ioredis';
import { redisOutage } from '../common/index.js';
import type { AppConfig } from '../config/index.js';

/** What a Redis server says about eviction and persistence (from INFO, which managed Redis also allows). */
export interface RedisPolicy {
  maxmemoryPolicy: string;
  appendOnly: boolean;
}

export class RedisPolicyError extends Error {}

/** Reads `maxmemory_policy` and `aof_enabled` from INFO memory / INFO persistence. */
export function parseRedisPolicy(memoryInfo: string, persistenceInfo: string): RedisPolicy {
  const field = (text: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(text)?.[1]?.trim();
  return {
    maxmemoryPolicy: field(memoryInfo, 'maxmemory_policy') ?? 'unknown',
    appendOnly: field(persistenceInfo, 'aof_enabled') === '1',
  };
}

/**
 * Jobs and outbox hand-offs live in Redis: an evicting Redis drops queued receipts, mails and SMS
 * silently, so production refuses it; without append-only persistence a Redis restart loses the queued
 * jobs (the outbox still has them only until they were published), so that is warned about.
 * Development and tests use any local Redis. Returns the warnings; throws RedisPolicyError for a refusal.
 */
export function judgeRedisPolicy(policy: RedisPolicy, production: boolean): string[] {
  if (production && policy.maxmemoryPolicy !== 'noeviction') {
    throw new RedisPolicyError(
      `Redis maxmemory-policy is "${policy.maxmemoryPolicy}": production needs "noeviction", or queued jobs ` +
        'are dropped when memory runs short. Set `maxmemory-policy noeviction` (docker-compose.yml does).',
    );
  }
  if (!production || policy.appendOnly) return [];
  return ['Redis append-only persistence is off: a Redis restart loses queued jobs. Set `appendonly yes`.'];
}

/**
 * Connects once, reads the policy and judges it. Called by the API and the worker entry points before
 * they boot; a Redis that cannot be reached is not judged here (the processes retry connecting).
 */
export async function checkRedisPolicy(url: string, production: boolean): Promise<string[]> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  let lastError: Error | null = null;
  redis.on('error', (err: Error) => (lastError = err));
  try {
    await redis.connect();
    const [memory, persistence] = await Promise.all([redis.info('memory'), redis.info('persistence')]);
    return judgeRedisPolicy(parseRedisPolicy(memory, persistence), production);
  } catch (err) {
    if (err instanceof RedisPolicyError) throw err;
    // Unreachable: the process's one outage line says so (the clients then retry quietly, issue 37).
    redisOutage.failed(url, lastError ?? (err instanceof Error ? err : String(err)));
    return [];
  } finally {
    redis.disconnect();
  }
}

/** Entry points (API, worker): exits with the reason when production Redis would lose jobs. */
export async function refuseUnsafeRedis(config: AppConfig): Promise<void> {
  if (config.redis.mode !== 'redis') return;
  try {
    for (const warning of await checkRedisPolicy(config.redis.url, config.isProduction)) console.warn(warning);
  } catch (err) {
    if (!(err instanceof RedisPolicyError)) throw err;
    console.error(`Refusing to start: ${err.message}`);
    process.exit(1);
  }
}
