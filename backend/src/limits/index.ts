// Public surface of limits/: the client IP and the named rate limits (issue 12), above config and redis.
export { ClientIp, limitKey } from './client-ip.js';
export { RateLimitModule } from './rate-limit.module.js';
export { bodyField, heldLink, RateLimit, RateLimits, tooManyRequests } from './rate-limit.providers.js';
export type { LimitName, RateLimitRule } from './rate-limit.providers.js';
export { PinThrottle, type PinAttempt } from './pin-throttle.js';
