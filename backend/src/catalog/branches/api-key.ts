import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// apiKeys are 192 random bits, so a plain SHA-256 is enough to store them (no need for a slow hash).
export const newApiKey = (): string => randomBytes(24).toString('base64url');
export const hashApiKey = (apiKey: string): string => createHash('sha256').update(apiKey).digest('hex');

/** Constant-time comparison of a presented key with the stored hash. */
export function apiKeyMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashApiKey(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
