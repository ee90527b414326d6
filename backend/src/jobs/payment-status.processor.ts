import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { UpdatePaymentStatusCommand, type Order } from '../orders/index.js';
import { enqueueOutbox } from '../outbox/index.js';
import { ApiError } from '../common/index.js';
import { JobProcessor, type JobRun } from './job.js';

/** An online payment still open after this long counts as abandoned; polling stops. */
export const PAYMENT_EXPIRY_MS = 2 * 3600_000;
/** Pause between two polls of a still-open payment. */
export const PAYMENT_POLL_SECONDS = 5 * 60;

/**
 * Polls the provider through the UpdatePaymentStatus command (the only place that turns an order paid,
 * so a webhook and this poll racing still make one transition). Still open and not expired: the next
 * check is another outbox row, so the schedule survives restarts and Redis outages like every job.
 */
@Injectable()
export class PaymentStatusProcessor extends JobProcessor<'payment-status'> {
  readonly queue = 'payment-status';

  constructor(
    private readonly commands: CommandBus,
    private readonly ds: DataSource,
  ) {
    super();
  }

  async process(run: JobRun<'payment-status'>): Promise<void> {
    let order: Order;
    try {
      order = await this.commands.execute(new UpdatePaymentStatusCommand(run.data.orderId, { kind: 'system' }));
    } catch (err) {
      // Deleted order (404) or a status that no longer allows payment updates (409): nothing to poll.
      if (err instanceof ApiError) return;
      throw err;
    }
    const open = !order.isPaid && !order.isFailed && !order.isRefunded && !order.isCanceled && !order.isRejected;
    if (!open || Date.now() - order.createdAt.getTime() > PAYMENT_EXPIRY_MS) return;
    await this.ds.transaction((em) =>
      enqueueOutbox(em, [
        {
          topic: 'payment-check',
          orderId: order.id,
          payload: { orderId: order.id, version: order.version },
          delaySeconds: PAYMENT_POLL_SECONDS,
        },
      ]),
    );
  }
}
