import { Inject, Injectable, Logger, type OnApplicationShutdown, Optional } from '@nestjs/common';
import {
  PARTNER_TEXTS,
  signWebhook,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  webhookUrlProblem,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import { type Agent, fetch } from 'undici';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { JobProcessor, type JobRun, UnrecoverableError } from '../jobs/index.js';
import { InvalidAddressError, Mailer } from '../mail/index.js';
import { enqueueOutbox } from '../outbox/index.js';
import { addressRefusal, WEBHOOK_LOOKUP, webhookDispatcher, type WebhookLookup } from './webhook-http.js';
import { WebhookDeliveryRepository, type WebhookTarget } from './webhook-delivery.repository.js';

/** What of a receiver's answer the log keeps. */
const RESPONSE_CHARS = 1000;

type Target = WebhookTarget;

/** What the log says about a request that got no answer: timeout, or fetch's cause (ECONNREFUSED, ...). */
function describeFailure(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return 'Zeitüberschreitung';
  const code = (err as { cause?: { code?: string } }).cause?.code;
  return code ? `${err.message} (${code})` : err.message;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The `webhooks` queue (issue 22 item 5). A delivery job POSTs the stored body with X-Signature
 * (HMAC-SHA256 over timestamp.body, per-endpoint secret) and X-Webhook-Id (the event's idempotency id),
 * records the attempt and its response on the delivery, and throws on failure so the runner retries with
 * exponential backoff (BullMQ attempts/backoff; the same in-process). A success resets the endpoint's
 * failure count; WEBHOOK_DISABLE_AFTER failed attempts in a row disable it and, in the same transaction,
 * queue the owner's mail (a 'webhook-disabled' job on this queue).
 * The POST goes through an undici Agent whose DNS lookup refuses non-public addresses in production
 * (webhook-http.ts, issue 36 item 3); such a refusal fails the delivery at once, with the reason in the log.
 */
@Injectable()
export class WebhookProcessor extends JobProcessor<'webhooks'> implements OnApplicationShutdown {
  readonly queue = 'webhooks';
  private readonly logger = new Logger('WebhookProcessor');
  private readonly dispatcher: Agent;

  constructor(
    private readonly ds: DataSource,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(WEBHOOK_LOOKUP) lookup?: WebhookLookup,
  ) {
    super();
    this.dispatcher = webhookDispatcher(config.webhooks, lookup);
  }

  private deliveries(): WebhookDeliveryRepository {
    return new WebhookDeliveryRepository(this.ds.manager);
  }

  /** Closes the connection pool once running requests have ended. */
  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher.close();
  }

  async process(run: JobRun<'webhooks'>): Promise<void> {
    switch (run.name) {
      case 'webhook-disabled':
        return this.mailOwner(run.data.endpointId);
      case 'webhook':
        return this.deliver(run.data.deliveryId);
    }
  }

  /** The last attempt failed too: the delivery is given up (it stays in the log as failed). */
  override async failed(run: JobRun<'webhooks'>): Promise<void> {
    if (run.name !== 'webhook') return;
    await this.deliveries().markFailed(run.data.deliveryId);
  }

  private async deliver(deliveryId: string): Promise<void> {
    const target = await this.claim(deliveryId);
    if (!target) return;
    try {
      await this.attempt(deliveryId, target);
    } catch (err) {
      // Whatever ended the attempt, the next one must not find the delivery held.
      await this.deliveries()
        .release(deliveryId)
        .catch(() => undefined);
      throw err;
    }
  }

  private async attempt(deliveryId: string, target: Target): Promise<void> {
    if (!target.usable) {
      await this.finish(
        deliveryId,
        'skipped',
        { status: null, response: null, error: PARTNER_TEXTS.endpointDisabled },
        false,
      );
      return;
    }
    const problem = webhookUrlProblem(target.url, this.config.webhooks);
    if (problem) {
      await this.finish(deliveryId, 'failed', { status: null, response: null, error: problem }, false);
      throw new UnrecoverableError(problem);
    }
    let status: number | null = null;
    let response: string | null = null;
    let error: string | null = null;
    let refused: string | null = null;
    try {
      const timestamp = Math.floor(Date.now() / 1000);
      const res = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Bestellwerk-Webhooks/1',
          [WEBHOOK_ID_HEADER]: target.eventId,
          'X-Webhook-Event': target.event,
          [WEBHOOK_SIGNATURE_HEADER]: await signWebhook(target.secret, target.body, timestamp),
        },
        body: target.body,
        // A redirect could lead anywhere, also past the host policy: it counts as a failure.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.webhooks.timeoutMs),
        dispatcher: this.dispatcher,
      });
      status = res.status;
      response = (await res.text().catch(() => '')).slice(0, RESPONSE_CHARS);
      if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
    } catch (err) {
      refused = addressRefusal(err)?.message ?? null;
      error = describeFailure(err);
    }
    if (refused) {
      // The host name resolved to an address the policy refuses: no connection was made, nothing to retry.
      await this.finish(deliveryId, 'failed', { status: null, response: null, error: refused }, false);
      throw new UnrecoverableError(refused);
    }
    if (error === null) {
      // The endpoint's failure count is reset before the delivery reads as delivered: whoever sees the
      // delivery done (the partner's log, a test) sees a healthy endpoint too.
      if (target.consecutiveFailures > 0) await this.deliveries().resetFailures(target.endpointId);
      await this.finish(deliveryId, 'delivered', { status, response, error: null }, true);
      return;
    }
    await this.finish(deliveryId, 'pending', { status, response, error }, true);
    if (await this.countFailure(target.endpointId)) {
      const reason = `${error}; ${PARTNER_TEXTS.endpointDisabled}`;
      await this.finish(deliveryId, 'failed', { status, response, error: reason }, false);
      throw new UnrecoverableError(PARTNER_TEXTS.endpointDisabled);
    }
    throw new Error(`Webhook ${target.eventId}: ${error}`);
  }

  /**
   * Holds a pending delivery for this run (a job handed out twice does not POST twice at once); null
   * when it is done already (a re-run after success) — and a throw while another run holds it.
   */
  private async claim(deliveryId: string): Promise<Target | null> {
    const holdSeconds = Math.ceil(this.config.webhooks.timeoutMs / 1000) + 30;
    const row = await this.deliveries().claim(deliveryId, holdSeconds);
    if (row) return row;
    if ((await this.deliveries().state(deliveryId)) !== 'pending') return null;
    throw new Error(`Webhook-Zustellung ${deliveryId} läuft bereits`);
  }

  /** Writes the outcome on the delivery; `attempted` counts an attempt (a POST was made). */
  private async finish(
    deliveryId: string,
    state: 'pending' | 'delivered' | 'failed' | 'skipped',
    attempt: { status: number | null; response: string | null; error: string | null },
    attempted: boolean,
  ): Promise<void> {
    await this.deliveries().finish(deliveryId, state, attempt, attempted);
  }

  /**
   * Counts a failed attempt; true when it disabled the endpoint. disabledAt = now() (the transaction's
   * start) tells that this statement set it: of concurrent failures exactly one sees true.
   */
  private async countFailure(endpointId: string): Promise<boolean> {
    return this.ds.transaction(async (em) => {
      const justDisabled = await new WebhookDeliveryRepository(em).countFailure(
        endpointId,
        this.config.webhooks.disableAfter,
      );
      if (justDisabled)
        await enqueueOutbox(em, [{ topic: 'webhook-disabled', orderId: null, payload: { endpointId } }]);
      return justDisabled;
    });
  }

  /** Tells the external user that their endpoint was disabled (no address: only the log says so). */
  private async mailOwner(endpointId: string): Promise<void> {
    const row = await this.deliveries().owner(endpointId);
    if (!row) return;
    if (!row.email) {
      this.logger.warn({ endpointId }, 'webhook endpoint disabled; its owner has no e-mail address');
      return;
    }
    const text = PARTNER_TEXTS.disabledMailText(row.url, row.consecutiveFailures);
    try {
      await this.mailer.send({
        to: row.email,
        subject: PARTNER_TEXTS.disabledMailSubject,
        text,
        html: `<p>${escapeHtml(text)}</p>`,
      });
    } catch (err) {
      if (err instanceof InvalidAddressError) throw new UnrecoverableError(err.message);
      throw err;
    }
  }
}
