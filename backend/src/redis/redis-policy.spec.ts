import { describe, expect, it } from '@jest/globals';
import { judgeRedisPolicy, parseRedisPolicy, RedisPolicyError } from './redis-policy.js';

const memory = (policy: string) => `# Memory\r\nused_memory:1000\r\nmaxmemory_policy:${policy}\r\n`;
const persistence = (aof: 0 | 1) => `# Persistence\r\nloading:0\r\naof_enabled:${aof}\r\n`;

describe('Redis policy', () => {
  it('reads the eviction policy and append-only flag from INFO', () => {
    expect(parseRedisPolicy(memory('allkeys-lru'), persistence(1))).toEqual({
      maxmemoryPolicy: 'allkeys-lru',
      appendOnly: true,
    });
    expect(parseRedisPolicy('', '')).toEqual({ maxmemoryPolicy: 'unknown', appendOnly: false });
  });

  it.each(['allkeys-lru', 'volatile-ttl', 'unknown'])('production refuses %s', (policy) => {
    expect(() => judgeRedisPolicy({ maxmemoryPolicy: policy, appendOnly: true }, true)).toThrow(RedisPolicyError);
  });

  it('production warns without append-only persistence and is quiet with it', () => {
    expect(judgeRedisPolicy({ maxmemoryPolicy: 'noeviction', appendOnly: false }, true)).toEqual([
      expect.stringContaining('appendonly yes'),
    ]);
    expect(judgeRedisPolicy({ maxmemoryPolicy: 'noeviction', appendOnly: true }, true)).toEqual([]);
  });

  it('development takes any local Redis', () => {
    expect(judgeRedisPolicy({ maxmemoryPolicy: 'allkeys-lru', appendOnly: false }, false)).toEqual([]);
  });
});
