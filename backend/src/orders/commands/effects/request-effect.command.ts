import type { OrderActor } from '../change-order/change-order.command.js';

export const ORDER_EFFECTS = {
  print: 'print',
  'resend-new-order-email': 'email',
  'resend-new-order-sms': 'sms',
} as const;
export type OrderEffect = keyof typeof ORDER_EFFECTS;

/** Staff ask for a receipt print or a repeated new-order e-mail / SMS: an outbox row, recorded in the history. */
export class RequestOrderEffectCommand {
  constructor(
    readonly orderId: string,
    readonly effect: OrderEffect,
    readonly actor: OrderActor,
  ) {}
}
