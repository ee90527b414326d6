import type { Provider } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { ClientIp } from './client-ip.js';
import { RateLimitInterceptor } from './rate-limit.interceptor.js';
import { PinThrottle } from './pin-throttle.js';
import { RateLimits } from './rate-limits.js';

export { bodyField, heldLink, RateLimit, type RateLimitRule } from './rate-limit.interceptor.js';
export { type LimitName, RateLimits, tooManyRequests } from './rate-limits.js';

/** The client-IP resolver, the named limits and the interceptor behind @RateLimit(). */
export const RATE_LIMIT_PROVIDERS: Provider[] = [
  { provide: ClientIp, useFactory: (config: AppConfig) => new ClientIp(config.trustProxy), inject: [APP_CONFIG] },
  RateLimits,
  PinThrottle,
  { provide: APP_INTERCEPTOR, useClass: RateLimitInterceptor },
];
