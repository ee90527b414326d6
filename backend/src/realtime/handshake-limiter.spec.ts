import { describe, expect, it } from '@jest/globals';
import { HandshakeLimiter, originAllowed } from './handshake-limiter.js';

describe('HandshakeLimiter', () => {
  it('allows a burst of perMinute attempts per IP, then refills over time', () => {
    let now = 0;
    const limiter = new HandshakeLimiter(3, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('1.1.1.1'))).toEqual([true, true, true, false]);
    expect(limiter.take('2.2.2.2')).toBe(true);
    now += 20_000; // one token back after a third of a minute
    expect(limiter.take('1.1.1.1')).toBe(true);
    expect(limiter.take('1.1.1.1')).toBe(false);
  });
});

describe('originAllowed', () => {
  const pub = 'https://shop.example.at';
  it.each<[string | undefined, string | undefined, string[], boolean]>([
    [undefined, 'api:3000', [], true],
    ['https://shop.example.at', 'api:3000', [], true],
    ['https://evil.example', 'api:3000', [], false],
    ['https://evil.example', 'api:3000', ['https://evil.example'], true],
    ['http://api:3000', 'api:3000', [], true],
    ['not a url', 'api:3000', [], false],
  ])('origin %s host %s extra %j -> %s', (origin, host, extra, expected) => {
    expect(originAllowed(origin, host, pub, extra)).toBe(expected);
  });
});
