import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/index.js';

export const REDIS = Symbol('REDIS');

/**
 * Only with REDIS_URL; in-process mode has no Redis. Commands fail fast instead of queueing offline.
 * Auto-pipelining: the commands issued in one event-loop turn go out as one write and come back as one
 * read (issue 17: an order's three rate-limit counters, and those of the requests parsed in the same turn,
 * cost one socket write instead of one each); each command keeps its own reply and error.
 */
export function createRedis(config: AppConfig): Redis | null {
  if (config.redis.mode !== 'redis') return null;
  const redis = new Redis(config.redis.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
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
