import { Global, Module } from '@nestjs/common';
import { ClientIp } from './client-ip.js';
import { RATE_LIMIT_PROVIDERS } from './rate-limit.providers.js';
import { PinThrottle } from './pin-throttle.js';
import { RateLimits } from './rate-limits.js';

/** The client IP and the named limits for every feature (login, PINs, orders, uploads, sockets); global like Redis. */
@Global()
@Module({ providers: RATE_LIMIT_PROVIDERS, exports: [ClientIp, RateLimits, PinThrottle] })
export class RateLimitModule {}
