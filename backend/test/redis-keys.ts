import { Redis } from 'ioredis';

/**
 * Removes every key a test file left under its own prefix in the shared Redis: its BullMQ queues (jobs,
 * the repeating jobs' queues, locks), rate-limit counters, and a Socket.IO stream named after the prefix. CI runs on a long-lived
 * machine's Redis, where leftovers of each run would pile up. `prefix` must be the file's own, unique one.
 */
export async function deleteKeysUnder(redisUrl: string, prefix: string): Promise<void> {
  if (!/^[\w.-]{6,}$/.test(prefix)) throw new Error(`deleteKeysUnder: not a test prefix: ${prefix}`);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
    await redis.unlink(prefix);
  } finally {
    redis.disconnect();
  }
}
