import { Module } from '@nestjs/common';
import { MailModule } from '../mail/index.js';
import { MediaModule } from '../media/index.js';
import { OutboxModule } from '../outbox/index.js';
import { SettingsModule } from '../settings/index.js';
import { InProcessJobRunner } from './in-process-runner.js';
import { JOB_PROVIDERS } from './jobs.providers.js';

/**
 * The job processors inside the API, run in-process without Redis (embedded mode). The worker process
 * (workers/src/worker.module.ts) registers the same JOB_PROVIDERS with BullMQ.
 */
@Module({
  imports: [MailModule, MediaModule, OutboxModule, SettingsModule],
  providers: [...JOB_PROVIDERS, InProcessJobRunner],
})
export class JobsModule {}
