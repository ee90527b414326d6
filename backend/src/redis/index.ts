// Public surface of redis/: other folders import only what is exported here (backend/README.md).
export { RedisModule } from './redis.module.js';
export { REDIS } from './redis.provider.js';
export { refuseUnsafeRedis } from './redis-policy.js';
