import { Redis } from 'ioredis';
import type { AppConfig } from '../config/index.js';
import { QUIET_REDIS, redisOutage } from '../common/index.js';

export const REDIS = Symbol('REDIS');

/** Only with REDIS_URL; in-process mode has no Redis. Commands fail fast instead of queueing offline. */
export function createRedis(config: AppConfig): Redis | null {
  if (config.redis.mode !== 'redis') return null;
  const redis = new Redis(config.redis.url, {
    ...QUIET_REDIS,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // Without a listener ioredis prints "Unhandled error event" with a stack on every reconnect attempt
  // while Redis is down; one line per outage for the whole process (redisOutage; callers see the failures).
  redisOutage.watch(redis, config.redis.url);
  return redis;
}
