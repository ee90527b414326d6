import { Module } from '@nestjs/common';
import { OrderLookupModule } from '../orders/index.js';
import { OutboxModule } from '../outbox/index.js';
import { SettingsModule } from '../settings/index.js';
import { QuoteExpiryScheduler } from './quote-expiry.js';
import { QuotesController } from './quotes.controller.js';
import { QuotesService } from './quotes.service.js';

/**
 * Catering quotes (issue 21 item 4): the priced answer to a quotation order, sent by e-mail, accepted or
 * declined on the status page. Rules (states, pricing, validation, texts) live in domain/src/quotes.
 */
@Module({
  imports: [OrderLookupModule, OutboxModule, SettingsModule],
  controllers: [QuotesController],
  providers: [QuotesService, QuoteExpiryScheduler],
  exports: [QuotesService],
})
export class QuotesModule {}
