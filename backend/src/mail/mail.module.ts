import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { Mailer, NodeMailer } from './mailer.js';

/** The Mailer port with its SMTP adapter (files under DATA_DIR without SMTP_URL): login links and order mails. */
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new NodeMailer(config.jobs.smtpUrl, config.jobs.mailFrom, config.dataDir),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
