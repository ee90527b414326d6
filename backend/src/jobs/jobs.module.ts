import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { MailModule } from '../mail/index.js';
import { OutboxModule } from '../outbox/index.js';
import { InProcessJobRunner } from './in-process-runner.js';
import { JOB_PROVIDERS } from './jobs.providers.js';
import { ReceiptController } from './printing/receipt.controller.js';
import { QueueDashboard } from './queue-dashboard.js';

/** The job processors inside the API: run in-process without Redis (embedded mode). */
@Module({
  imports: [MailModule, OutboxModule, AuthModule],
  controllers: [ReceiptController],
  providers: [...JOB_PROVIDERS, InProcessJobRunner, QueueDashboard],
})
export class JobsModule {}
