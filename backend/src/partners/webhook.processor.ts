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
import { JobProcessor, type JobRun, type QueueName, UnrecoverableError, type WebhookJobData } from '../jobs/index.js';
import { InvalidAddressError, Mailer } from '../mail/index.js';
import { enqueueOutbox } from '../outbox/index.js';
import { addressRefusal, WEBHOOK_LOOKUP, webhookDispatcher, type WebhookLookup } from './webhook-http.js';

/** What of a receiver's answer the log keeps. */
const RESPONSE_CHARS = 1000;

interface Target {
  consecutiveFailures: number;
  url: string;
  secret: string;
  endpointId: string;
  eventId: string;
  event: string;
  body: string;
  usable: boolean;
}

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
export class WebhookProcessor extends JobProcessor<WebhookJobData> implements OnApplicationShutdown {
  readonly queue: QueueName = 'webhooks';
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

  /** Closes the connection pool once running requests have ended. */
  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher.close();
  }

  async process(run: JobRun<WebhookJobData>): Promise<void> {
    if ('endpointId' in run.data) return this.mailOwner(run.data.endpointId);
    await this.deliver(run.data.deliveryId);
  }

  /** The last attempt failed too: the delivery is given up (it stays in the log as failed). */
  override async failed(run: JobRun<WebhookJobData>): Promise<void> {
    if (!('deliveryId' in run.data)) return;
    await this.ds.query(`UPDATE "webhook_delivery" SET "state" = 'failed' WHERE "id" = $1 AND "state" = 'pending'`, [
      run.data.deliveryId,
    ]);
  }

  private async deliver(deliveryId: string): Promise<void> {
    const target = await this.claim(deliveryId);
    if (!target) return;
    try {
      await this.attempt(deliveryId, target);
    } catch (err) {
      // Whatever ended the attempt, the next one must not find the delivery held.
      await this.ds
        .query(`UPDATE "webhook_delivery" SET "claimedUntil" = NULL WHERE "id" = $1`, [deliveryId])
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
      if (target.consecutiveFailures > 0)
        await this.ds.query(
          `UPDATE "webhook_endpoint" SET "consecutiveFailures" = 0 WHERE "id" = $1 AND "consecutiveFailures" <> 0`,
          [target.endpointId],
        );
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
    const [[row]] = (await this.ds.query(
      `UPDATE "webhook_delivery" d SET "claimedUntil" = now() + make_interval(secs => $2)
         FROM "webhook_endpoint" e JOIN "external_user" u ON u."id" = e."externalUserId"
        WHERE d."id" = $1 AND e."id" = d."endpointId" AND d."state" = 'pending'
          AND (d."claimedUntil" IS NULL OR d."claimedUntil" < now())
        RETURNING e."consecutiveFailures", e."url", e."secret", e."id" AS "endpointId", d."eventId", d."event", d."body",
                  (e."isEnabled" AND u."isActive") AS "usable"`,
      [deliveryId, holdSeconds],
    )) as [Target[], number];
    if (row) return row;
    const [state] = (await this.ds.query(`SELECT "state" FROM "webhook_delivery" WHERE "id" = $1`, [deliveryId])) as {
      state: string;
    }[];
    if (!state || state.state !== 'pending') return null;
    throw new Error(`Webhook-Zustellung ${deliveryId} läuft bereits`);
  }

  /** Writes the outcome on the delivery; `attempted` counts an attempt (a POST was made). */
  private async finish(
    deliveryId: string,
    state: 'pending' | 'delivered' | 'failed' | 'skipped',
    attempt: { status: number | null; response: string | null; error: string | null },
    attempted: boolean,
  ): Promise<void> {
    await this.ds.query(
      `UPDATE "webhook_delivery" SET "state" = $2::varchar, "lastStatus" = COALESCE($3::int, "lastStatus"),
          "lastResponse" = COALESCE($4::text, "lastResponse"), "lastError" = $5::text, "claimedUntil" = NULL,
          "attempts" = "attempts" + $6::int,
          "lastAttemptAt" = CASE WHEN $6::int = 1 THEN now() ELSE "lastAttemptAt" END,
          "deliveredAt" = CASE WHEN $2::varchar = 'delivered' THEN now() ELSE "deliveredAt" END
        WHERE "id" = $1`,
      [deliveryId, state, attempt.status, attempt.response, attempt.error, attempted ? 1 : 0],
    );
  }

  /**
   * Counts a failed attempt; true when it disabled the endpoint. disabledAt = now() (the transaction's
   * start) tells that this statement set it: of concurrent failures exactly one sees true.
   */
  private async countFailure(endpointId: string): Promise<boolean> {
    return this.ds.transaction(async (em) => {
      const [rows] = (await em.query(
        `UPDATE "webhook_endpoint" SET "consecutiveFailures" = "consecutiveFailures" + 1,
            "disabledAt" = CASE WHEN "consecutiveFailures" + 1 >= $2 AND "isEnabled" THEN now() ELSE "disabledAt" END,
            "isEnabled" = "isEnabled" AND "consecutiveFailures" + 1 < $2
          WHERE "id" = $1
          RETURNING ("disabledAt" IS NOT DISTINCT FROM now() AND NOT "isEnabled") AS "justDisabled"`,
        [endpointId, this.config.webhooks.disableAfter],
      )) as [{ justDisabled: boolean }[], number];
      const justDisabled = rows[0]?.justDisabled === true;
      if (justDisabled)
        await enqueueOutbox(em, [{ topic: 'webhook-disabled', orderId: null, payload: { endpointId } }]);
      return justDisabled;
    });
  }

  /** Tells the external user that their endpoint was disabled (no address: only the log says so). */
  private async mailOwner(endpointId: string): Promise<void> {
    const [row] = (await this.ds.query(
      `SELECT e."url", e."consecutiveFailures", u."email" FROM "webhook_endpoint" e
         JOIN "external_user" u ON u."id" = e."externalUserId" WHERE e."id" = $1`,
      [endpointId],
    )) as { url: string; consecutiveFailures: number; email: string | null }[];
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
