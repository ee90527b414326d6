import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { BullMqPublisher } from './bullmq.publisher.js';
import { OutboxRelay } from './outbox-relay.service.js';
import { OutboxEventBus, Publisher } from './publisher.js';

/** The outbox relay and where it publishes: the in-process bus, plus BullMQ queues with REDIS_URL. */
@Module({
  imports: [DiscoveryModule],
  providers: [
    OutboxEventBus,
    {
      // Embedded / in-process mode publishes everything on the in-process bus; with REDIS_URL jobs go to BullMQ.
      provide: Publisher,
      inject: [APP_CONFIG, OutboxEventBus],
      useFactory: (config: AppConfig, events: OutboxEventBus): Publisher =>
        config.redis.mode === 'redis'
          ? new BullMqPublisher(config.redis.url, events, config.jobs.queuePrefix, config.jobs)
          : events,
    },
    OutboxRelay,
  ],
  exports: [OutboxEventBus, OutboxRelay],
})
export class OutboxModule {}
