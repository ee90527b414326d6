import { randomUUID } from 'node:crypto';
import {
  type DynamicModule,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { LoggerModule } from 'nestjs-pino';
import { maskSecretsInPath } from './common/log-masking.js';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { LoginLinkService } from './auth/login-link.service.js';
import { LoginThrottleService } from './auth/login-throttle.service.js';
import { SessionMiddleware } from './auth/session.middleware.js';
import { SessionService } from './auth/session.service.js';
import { BranchesController } from './catalog/branches/branches.controller.js';
import { RESOURCES } from './catalog/resources.js';
import { crudController } from './common/crud/crud.controller.js';
import { CrudService } from './common/crud/crud.service.js';
import { DataInterceptor } from './common/data.interceptor.js';
import { ErrorsFilter } from './common/errors.filter.js';
import { RATE_LIMIT_PROVIDERS } from './common/rate-limit/index.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { dataSourceOptions } from './database/data-source.js';
import { HealthController } from './health/health.controller.js';
import { InitController } from './init/init.controller.js';
import { InProcessJobRunner } from './jobs/in-process-runner.js';
import { JOB_PROVIDERS } from './jobs/jobs.providers.js';
import { QueueDashboard } from './jobs/queue-dashboard.js';
import { ReceiptController } from './jobs/printing/receipt.controller.js';
import { ORDER_CONTROLLERS, ORDER_PROVIDERS } from './orders/orders.providers.js';
import { PAYMENT_CONTROLLERS, PAYMENT_PROVIDERS } from './payments/payments.providers.js';
import { DEVICE_CONTROLLERS, DEVICE_PROVIDERS } from './devices/devices.providers.js';
import { REALTIME_PROVIDERS } from './realtime/realtime.providers.js';
import { createRedis, REDIS } from './redis/redis.provider.js';
import { SeedService } from './seed/seed.service.js';
import { ShopConfigController } from './settings/shop-config.controller.js';
import { WebAppManifestController } from './settings/web-app-manifest.controller.js';
import { ShopConfigService } from './settings/shop-config.service.js';
import { UPLOAD_CONTROLLERS, UPLOAD_PROVIDERS } from './uploads/uploads.providers.js';
import { UsersMeController } from './users/users-me.controller.js';

class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}
  async onApplicationShutdown(): Promise<void> {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    const embedded = config.database.mode === 'embedded';
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req, res) => {
              const incoming = req.headers['x-request-id'];
              const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
              res.setHeader('x-request-id', id);
              return id;
            },
            // A whitelist instead of headers + redaction: cookies, CSRF tokens and X-Api-Key never reach
            // the log, secrets in paths are masked, and a request log line costs a fraction of before.
            serializers: {
              req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
                id: req.id,
                method: req.method,
                url: maskSecretsInPath(req.url),
                remoteAddress: req.remoteAddress,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        TypeOrmModule.forRoot({ ...dataSourceOptions(databaseUrl, embedded), migrationsRun: true }),
        CqrsModule.forRoot(),
      ],
      controllers: [
        AuthController,
        UsersMeController,
        BranchesController,
        ...RESOURCES.map(crudController),
        ShopConfigController,
        WebAppManifestController,
        InitController,
        HealthController,
        ...ORDER_CONTROLLERS,
        ...DEVICE_CONTROLLERS,
        ReceiptController,
        ...PAYMENT_CONTROLLERS,
        ...UPLOAD_CONTROLLERS,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        {
          provide: REDIS,
          useFactory: () => {
            const redis = createRedis(config);
            redis?.connect().catch(() => undefined);
            return redis;
          },
        },
        RedisCloser,
        ...RATE_LIMIT_PROVIDERS,
        SessionService,
        LoginThrottleService,
        LoginLinkService,
        AuthService,
        CrudService,
        ShopConfigService,
        SeedService,
        ...ORDER_PROVIDERS,
        ...JOB_PROVIDERS,
        InProcessJobRunner,
        QueueDashboard,
        ...PAYMENT_PROVIDERS,
        ...UPLOAD_PROVIDERS,
        ...REALTIME_PROVIDERS,
        ...DEVICE_PROVIDERS,
        { provide: APP_FILTER, useClass: ErrorsFilter },
        { provide: APP_INTERCEPTOR, useClass: DataInterceptor },
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes('*path');
  }
}
