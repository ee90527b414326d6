import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { checkRedisPolicy, RedisPolicyError } from '../src/redis/redis-policy.js';
import { buildDist, spawnBuilt } from './build-dist.js';
import { freePort, PrivateRedis } from './realtime.helpers.js';

// Issue 12 item 9: production API and workers refuse an evicting Redis (queued jobs would vanish) and
// warn when a restart would lose the queue (no append-only file).
describe('Redis eviction and persistence at start', () => {
  let evicting: PrivateRedis;
  let volatile: PrivateRedis;

  beforeAll(async () => {
    evicting = new PrivateRedis(await freePort(), ['--maxmemory-policy', 'allkeys-lru']);
    volatile = new PrivateRedis(await freePort(), ['--maxmemory-policy', 'noeviction']);
    await Promise.all([evicting.start(), volatile.start()]);
    buildDist();
  });
  afterAll(async () => {
    await Promise.all([evicting.stop(), volatile.stop()]);
  });

  it('reads the policy of a real server', async () => {
    await expect(checkRedisPolicy(evicting.url, true)).rejects.toThrow(RedisPolicyError);
    await expect(checkRedisPolicy(evicting.url, false)).resolves.toEqual([]);
    await expect(checkRedisPolicy(volatile.url, true)).resolves.toEqual([expect.stringContaining('appendonly')]);
  });

  it.each(['backend/dist/main.js', 'workers/dist/main.js'])(
    '%s exits with the reason in production when Redis evicts',
    async (entry) => {
      const proc = spawnBuilt(entry, {
        NODE_ENV: 'production',
        // Issue 37: what production needs besides, so the Redis policy is what refuses the start.
        PUBLIC_URL: 'https://shop.example.at',
        MAIL_TRANSPORT: 'file',
        REDIS_URL: evicting.url,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
        SEED_DEMO: 'false',
        PORT: String(await freePort()),
      });
      expect(await proc.exited).toBe(1);
      expect(proc.log.join('')).toMatch(/Refusing to start: Redis maxmemory-policy is "allkeys-lru".*noeviction/);
    },
  );
});
