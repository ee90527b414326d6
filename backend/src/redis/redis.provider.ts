import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/index.js';

export const REDIS = Symbol('REDIS');

/** Only with REDIS_URL; in-process mode has no Redis. Commands fail fast instead of queueing offline. */
export function createRedis(config: AppConfig): Redis | null {
  if (config.redis.mode !== 'redis') return null;
  const redis = new Redis(config.redis.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Without a listener ioredis prints "Unhandled error event" with a stack on every reconnect attempt
  // while Redis is down; one warning line per outage state change is enough (callers see the failures).
  const logger = new Logger('Redis');
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) logger.warn(`redis unavailable: ${err.message}`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.log('redis available again');
    down = false;
  });
  return redis;
}
