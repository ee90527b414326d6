import { Inject, Injectable } from '@nestjs/common';
import { RepeatingJobsHost } from '../common/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { QuotesService } from './quotes.service.js';

/** How often sent quotes are checked for a passed validity day (accepting checks it on access too). */
export const QUOTE_EXPIRY_EVERY_MS = 15 * 60_000;

/** Closes overdue quotes (and cancels their quotation orders) on a timer: BullMQ with Redis, in-process without. */
@Injectable()
export class QuoteExpiryScheduler extends RepeatingJobsHost {
  constructor(quotes: QuotesService, @Inject(APP_CONFIG) config: AppConfig) {
    super(config, [{ name: 'quote-expiry', everyMs: QUOTE_EXPIRY_EVERY_MS, run: () => quotes.expireOverdue() }]);
  }
}
