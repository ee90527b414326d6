import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { BullMqPublisher } from './bullmq.publisher.js';
import { OutboxRelay } from './outbox-relay.service.js';
import { InProcessPublisher, Publisher } from './publisher.js';

/** The outbox relay and where it publishes: the in-process bus, plus BullMQ queues with REDIS_URL. */
@Module({
  providers: [
    InProcessPublisher,
    {
      // Embedded / in-process mode publishes everything on the in-process bus; with REDIS_URL jobs go to BullMQ.
      provide: Publisher,
      inject: [APP_CONFIG, InProcessPublisher],
      useFactory: (config: AppConfig, events: InProcessPublisher): Publisher =>
        config.redis.mode === 'redis'
          ? new BullMqPublisher(config.redis.url, events, config.jobs.queuePrefix, config.jobs)
          : events,
    },
    OutboxRelay,
  ],
  exports: [InProcessPublisher, OutboxRelay],
})
export class OutboxModule {}
