import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { ApiTags, Contract, defineRoute } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { REDIS } from '../redis/index.js';
import { HealthRepository } from './health.repository.js';
import { TransactionalConnection } from '../database/index.js';

async function probe(fn: () => Promise<unknown>): Promise<{ ok: boolean; ms: number; error?: string }> {
  const start = performance.now();
  try {
    await Promise.race([fn(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
    return { ok: true, ms: Math.round(performance.now() - start) };
  } catch (err) {
    return { ok: false, ms: Math.round(performance.now() - start), error: (err as Error).message };
  }
}

const probeView = z.strictObject({ mode: z.string(), ok: z.boolean(), ms: z.number(), error: z.string().optional() });
const healthView = z
  .strictObject({ status: z.enum(['ok', 'degraded']), database: probeView, redis: probeView })
  .meta({ id: 'Health' });
const HEALTH = defineRoute({
  tags: ['health'],
  summary: 'Liveness of the database and Redis (503 when one does not answer)',
  responses: { 200: healthView, 503: healthView },
});

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly db: TransactionalConnection,
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 200 when every configured dependency answers, 503 otherwise. */
  @Get()
  @Contract(HEALTH)
  async health(@Res({ passthrough: true }) res: Response) {
    const database = {
      mode: this.config.database.mode,
      ...(await probe(() => new HealthRepository(this.db.manager()).ping())),
    };
    const redis = this.redis
      ? { mode: 'redis', ...(await probe(() => this.redis!.ping())) }
      : { mode: 'in-process', ok: true, ms: 0 };
    const ok = database.ok && redis.ok;
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', database, redis } satisfies z.output<typeof healthView>;
  }
}
