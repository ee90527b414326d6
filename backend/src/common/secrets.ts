import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of a presented public hash (any length) against the stored one. */
export function hashMatches(presented: string, stored: string): boolean {
  return timingSafeEqual(digest(presented), digest(stored)) && presented.length === stored.length;
}
