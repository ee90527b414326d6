import { Redis } from 'ioredis';
import type { AppConfig } from '../config/index.js';

export const REDIS = Symbol('REDIS');

/** Only with REDIS_URL; in-process mode has no Redis. Commands fail fast instead of queueing offline. */
export function createRedis(config: AppConfig): Redis | null {
  if (config.redis.mode !== 'redis') return null;
  return new Redis(config.redis.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
}
