import {
  type DynamicModule,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  type AppConfig,
  ConfigModule,
  dataSourceOptions,
  ENTITIES,
  JOB_PROCESSORS,
  JOB_PROVIDERS,
  type JobProcessor,
  MailModule,
  MediaModule,
  OrdersCommandsModule,
  PaymentsModule,
  SettingsModule,
  WEBHOOK_WORKER_PROVIDERS,
  WebhookProcessor,
} from '@bestell/backend/worker-api';
import { BullMqRunner } from './bullmq-runner.js';

/** Starts the BullMQ workers after the module is ready and closes them gracefully before the database. */
class RunnerLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(BullMqRunner) private readonly runner: BullMqRunner) {}
  onApplicationBootstrap(): void {
    this.runner.start();
  }
  async onApplicationShutdown(): Promise<void> {
    await this.runner.close();
  }
}

/** The worker process: no HTTP, the job processors, their adapters and one BullMQ worker per queue. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (config.redis.mode !== 'redis' || config.database.mode !== 'postgres') {
      throw new Error('Der Worker-Prozess braucht REDIS_URL und DATABASE_URL (ohne sie laufen die Jobs in der API).');
    }
    const redisUrl = config.redis.url;
    return {
      module: WorkerModule,
      imports: [
        // The API owns the migrations; the worker only connects.
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.database.url, false, ENTITIES), migrationsRun: false }),
        CqrsModule.forRoot(),
        // Image renditions in a child process that exits when idle, unless IMAGE_RENDER_PROCESS says otherwise.
        ConfigModule.forRoot({
          ...config,
          uploads: { ...config.uploads, renderProcess: config.uploads.renderProcess ?? 'child' },
        }),
        MailModule,
        MediaModule,
        PaymentsModule,
        OrdersCommandsModule,
        // Receipts and mails print times in the shop's configured zone.
        SettingsModule,
      ],
      providers: [
        ...JOB_PROVIDERS,
        ...WEBHOOK_WORKER_PROVIDERS,
        {
          provide: BullMqRunner,
          inject: [JOB_PROCESSORS, WebhookProcessor],
          useFactory: (processors: JobProcessor[], webhooks: WebhookProcessor) =>
            new BullMqRunner([...processors, webhooks], {
              redisUrl,
              prefix: config.jobs.queuePrefix,
              concurrency: config.jobs.concurrency,
              lockSeconds: config.jobs.lockSeconds,
            }),
        },
        RunnerLifecycle,
      ],
    };
  }
}
