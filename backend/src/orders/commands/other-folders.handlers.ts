import type { Provider } from '@nestjs/common';
import { CancelQuotedOrderHandler } from './cancel-quoted-order/cancel-quoted-order.handler.js';
import { ClaimMissedAlarmHandler } from './claim-missed-alarm/claim-missed-alarm.handler.js';
import { ConfirmQuotedOrderHandler } from './confirm-quoted-order/confirm-quoted-order.handler.js';
import { ErasePersonalDataHandler } from './erase-personal-data/erase-personal-data.handler.js';
import { RecordPhonePaymentHandler } from './phone-payment/record-phone-payment.handler.js';
import { PlaceIdempotentOrderHandler } from './place-idempotent/place-idempotent-order.handler.js';
import { RecordQuoteOfferHandler } from './record-quote-offer/record-quote-offer.handler.js';

/**
 * Handlers of the commands other folders send instead of writing orders themselves (issue 38 item 3):
 * quotes, the customers' erase, phone orders, kiosk, partners and realtime's missed-order alarm.
 */
export const OTHER_FOLDER_HANDLERS: Provider[] = [
  CancelQuotedOrderHandler,
  ClaimMissedAlarmHandler,
  ConfirmQuotedOrderHandler,
  ErasePersonalDataHandler,
  PlaceIdempotentOrderHandler,
  RecordPhonePaymentHandler,
  RecordQuoteOfferHandler,
];
