import type { Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { EffectLedger } from './effect-ledger.repository.js';
import { EmailProcessor } from './email/email.processor.js';
import { JOB_PROCESSORS, type JobProcessor } from './job.js';
import { PaymentStatusProcessor } from './payment-status.processor.js';
import { PrintProcessor } from './printing/print.processor.js';
import { NetworkPrinter, Printer } from './printing/printer.js';
import { ImagesProcessor } from './images/images.processor.js';
import { FileSmsSender, SmsSender, WebSmsSender } from './sms/sms-sender.js';
import { SmsProcessor } from './sms/sms.processor.js';

/**
 * Processors, their ports and the adapters chosen by configuration. The API (embedded mode, with
 * InProcessJobRunner) and the worker process (WorkerModule, BullMqRunner) register the same list.
 * Needs APP_CONFIG, a DataSource, the Mailer (MailModule), the CQRS CommandBus (payment-status) and the
 * ImagesService (MediaModule; images) from the host module.
 */
export const JOB_PROVIDERS: Provider[] = [
  {
    provide: EffectLedger,
    inject: [DataSource, APP_CONFIG],
    // A claim outlives the job lock, so a stalled job's claim is still held while BullMQ hands it back.
    useFactory: (ds: DataSource, config: AppConfig) => new EffectLedger(ds, config.jobs.lockSeconds + 5),
  },
  { provide: Printer, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new NetworkPrinter(config.dataDir) },
  {
    provide: SmsSender,
    inject: [APP_CONFIG],
    useFactory: ({ jobs: { sms }, dataDir }: AppConfig) =>
      sms.url && sms.token ? new WebSmsSender(sms.url, sms.token, sms.sender) : new FileSmsSender(dataDir),
  },
  PrintProcessor,
  EmailProcessor,
  SmsProcessor,
  PaymentStatusProcessor,
  ImagesProcessor,
  {
    provide: JOB_PROCESSORS,
    inject: [PrintProcessor, EmailProcessor, SmsProcessor, PaymentStatusProcessor, ImagesProcessor],
    useFactory: (...processors: JobProcessor[]) => processors,
  },
];
