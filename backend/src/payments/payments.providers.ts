import { PaymentsController } from './payments.controller.js';
import { PaymentRouter } from './payment-router.js';

/** PaymentRouter is also bound as the orders module's PaymentProvider (orders.providers.ts). */
export const PAYMENT_PROVIDERS = [PaymentRouter];
export const PAYMENT_CONTROLLERS = [PaymentsController];
