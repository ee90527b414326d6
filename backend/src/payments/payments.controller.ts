import { Body, Controller, Get, Headers, HttpCode, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { ApiError, ApiTags, Contract } from '../common/index.js';
import { BranchRepository } from '../catalog/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { TransactionalConnection } from '../database/index.js';
import { type Order, OrderLookup, RecordPaymentReferenceCommand, UpdatePaymentStatusCommand } from '../orders/index.js';
import { verifyDatatransSignature } from './datatrans.gateway.js';
import { isDevelopmentReference } from './development.gateway.js';
import { PaymentRouter } from './payment-router.js';
import {
  datatransWebhookBody,
  developmentWebhookBody,
  mollieWebhookBody,
  PAYMENT_ROUTES as R,
} from './payments.contract.js';
import { type RawBodyRequest } from './raw-body.js';

const MAX_WEBHOOK_BYTES = 16 * 1024;

/** Reads a small body express.json did not parse (Mollie posts form-encoded `id=tr_...`). */
async function readSmallBody(req: Request): Promise<string> {
  if (req.readableEnded || req.complete) return '';
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_WEBHOOK_BYTES) break;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Online payment endpoints. Webhooks only say "look again": the state always comes from the provider
 * through the UpdatePaymentStatus command, which is also the only place an order turns paid (once).
 */
@ApiTags('payments')
@Controller('api/payments')
export class PaymentsController {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly db: TransactionalConnection,
    private readonly commands: CommandBus,
    private readonly router: PaymentRouter,
    private readonly orders: OrderLookup,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private branchIdentifier(order: Order): Promise<string> {
    return new BranchRepository(this.db.manager()).identifier(order.branchId);
  }

  private errorUrl(identifier: string): string {
    return `${this.config.publicUrl}/store/${encodeURIComponent(identifier)}/checkout/error`;
  }

  /** The paymentRedirectUrl of a Mollie / Datatrans order: creates the provider payment once, redirects. */
  @Contract(R.start)
  @Get(':uid/:hash/start')
  @HttpCode(302)
  async start(@Param('uid') uid: string, @Param('hash') hash: string, @Res() res: Response): Promise<void> {
    const order = await this.orders.find({ uid, hash }, { kind: 'customer', uid, hash });
    const gateway = this.router.gateway(order.paymentMethod);
    const statusUrl = `${this.config.publicUrl}/status/${uid}/${hash}`;
    if (!gateway || order.isPaid || order.paymentReference) return res.redirect(302, statusUrl);
    const identifier = await this.branchIdentifier(order);
    const started = await gateway.start(order, {
      returnUrl: `${this.config.publicUrl}/api/payments/${uid}/${hash}/return`,
      errorUrl: this.errorUrl(identifier),
      webhookUrl: `${this.config.publicUrl}/api/payments/${order.paymentMethod}/webhook`,
    });
    const stored = await this.commands.execute(
      new RecordPaymentReferenceCommand(order.id, started.reference, { kind: 'customer', uid, hash }),
    );
    // A parallel start won: its payment is the one to pay.
    if (!stored) return res.redirect(302, statusUrl);
    res.redirect(302, started.checkoutUrl);
  }

  /** Where the provider sends the browser back: a failed payment goes to the store's checkout error page. */
  @Contract(R.return)
  @Get(':uid/:hash/return')
  @HttpCode(302)
  async return(@Param('uid') uid: string, @Param('hash') hash: string, @Res() res: Response): Promise<void> {
    let order = await this.orders.find({ uid, hash }, { kind: 'customer', uid, hash });
    try {
      order = await this.commands.execute(new UpdatePaymentStatusCommand(order.id, { kind: 'system' }));
    } catch (err) {
      // The provider did not answer: the status page shows the last known state and keeps polling.
      this.logger.warn({ err, orderId: order.id }, 'payment status on return failed');
    }
    if (order.isFailed && !order.isPaid) return res.redirect(302, this.errorUrl(await this.branchIdentifier(order)));
    res.redirect(302, `${this.config.publicUrl}/status/${uid}/${hash}`);
  }

  /** Mollie posts only `id`; unknown ids get 200 too (Mollie must not learn which ids exist). */
  @Contract(R.mollie)
  @Post('mollie/webhook')
  @HttpCode(200)
  async mollie(@Req() req: Request): Promise<string> {
    const fromJson = (req.body as { id?: unknown } | undefined)?.id;
    const id = typeof fromJson === 'string' ? fromJson : new URLSearchParams(await readSmallBody(req)).get('id');
    const input = mollieWebhookBody.safeParse({ id });
    if (input.success) await this.recheck('mollie', input.data.id);
    return '';
  }

  /** Datatrans: signed webhook; a forged or stale signature is refused with 401 before anything else. */
  @Contract(R.datatrans)
  @Post('datatrans/webhook')
  @HttpCode(200)
  async datatrans(@Req() req: RawBodyRequest, @Headers('datatrans-signature') signature: string | undefined) {
    const key = this.config.payments.datatrans?.hmacKey;
    if (!key || !req.rawBody || !verifyDatatransSignature(signature, req.rawBody, key)) {
      throw new ApiError(401, [{ message: 'Ungültige Signatur.' }]);
    }
    const input = datatransWebhookBody.safeParse(req.body);
    if (input.success) await this.recheck('datatrans', input.data.transactionId);
    return null;
  }

  // Declared before 'development/:reference' so that route does not swallow it.
  /** The development gateway's webhook: like Mollie's, it only says "look again". */
  @Contract(R.developmentWebhook)
  @Post('development/webhook')
  @HttpCode(200)
  async development(@Body() body: unknown): Promise<string> {
    if (!this.router.developmentEnabled) throw ApiError.notFound();
    const input = developmentWebhookBody.safeParse(body);
    const found = input.success ? this.router.developmentPayment(input.data.id) : null;
    if (found) await this.recheck(found.payment.method, found.payment.reference);
    return '';
  }

  /** The development payment page's data; 404 when the development gateway is off (production). */
  @Contract(R.developmentPayment)
  @Get('development/:reference')
  developmentPayment(@Param('reference') reference: string) {
    const { payment } = this.developmentOr404(reference);
    return { reference, totalGross: payment.totalGross, ticketNumber: payment.ticketNumber, state: payment.state };
  }

  /**
   * A button of the development payment page: the "provider" settles the payment, then notifies our
   * webhook exactly as Mollie would. The browser continues to the real return endpoint.
   */
  @Contract(R.settleDevelopmentPayment)
  @Post('development/:reference')
  @HttpCode(200)
  async settleDevelopmentPayment(@Param('reference') reference: string, @Body() body: unknown) {
    const { gateway } = this.developmentOr404(reference);
    const { outcome } = R.settleDevelopmentPayment.body(body);
    const payment = gateway.settle(reference, outcome)!;
    await this.development({ id: reference });
    return { state: payment.state, redirectUrl: payment.returnUrl };
  }

  private developmentOr404(reference: string) {
    const found = isDevelopmentReference(reference) ? this.router.developmentPayment(reference) : null;
    if (!found) throw ApiError.notFound();
    return found;
  }

  private async recheck(method: string, reference: string): Promise<void> {
    const orderId = await this.orders.idByPaymentReference(method, reference);
    if (!orderId) return;
    try {
      await this.commands.execute(new UpdatePaymentStatusCommand(orderId, { kind: 'system' }));
    } catch (err) {
      // A status that no longer takes payment updates (409) is an answer, not a failure to retry.
      if (err instanceof ApiError && err.getStatus() < 500) return;
      this.logger.warn({ err, reference }, 'payment recheck failed; the provider retries the webhook');
      throw err;
    }
  }
}
