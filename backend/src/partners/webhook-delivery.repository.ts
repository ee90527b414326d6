import type { EntityManager } from 'typeorm';
import type { WebhookEvent } from '@bestell/domain';

/** A claimed delivery with its endpoint: what one POST needs. */
export interface WebhookTarget {
  consecutiveFailures: number;
  url: string;
  secret: string;
  endpointId: string;
  eventId: string;
  event: string;
  body: string;
  usable: boolean;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'skipped';

/** Webhook deliveries and the endpoints' failure counts (fan-out and processor), in the caller's manager. */
export class WebhookDeliveryRepository {
  constructor(private readonly em: EntityManager) {}

  /** Which enabled endpoints want events of these (non-test) orders: one cheap query per batch. */
  matches(orderIds: string[]): Promise<{ endpointId: string; orderId: string; events: WebhookEvent[] }[]> {
    return this.em.query(
      `SELECT e."id" AS "endpointId", o."id" AS "orderId", e."events"
         FROM "webhook_endpoint" e
         JOIN "external_user" u ON u."id" = e."externalUserId" AND u."isActive"
         JOIN "external_user_branches" ub ON ub."externalUserId" = u."id"
         JOIN "order" o ON o."branchId" = ub."branchId"
        WHERE e."isEnabled" AND o."id" = ANY($1::uuid[]) AND NOT o."isTest"`,
      [orderIds],
    );
  }

  /** Inserts deliveries once per endpoint and event; the rows that are new. */
  insert(
    rows: { endpointId: string; eventId: string; event: string; orderId: string; body: string }[],
  ): Promise<{ id: string; orderId: string }[]> {
    return this.em.query(
      `INSERT INTO "webhook_delivery" ("endpointId", "eventId", "event", "orderId", "body")
       SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::uuid[], $5::text[])
       ON CONFLICT ("endpointId", "eventId") DO NOTHING RETURNING "id", "orderId"`,
      [
        rows.map((r) => r.endpointId),
        rows.map((r) => r.eventId),
        rows.map((r) => r.event),
        rows.map((r) => r.orderId),
        rows.map((r) => r.body),
      ],
    );
  }

  async markFailed(deliveryId: string): Promise<void> {
    await this.em.query(`UPDATE "webhook_delivery" SET "state" = 'failed' WHERE "id" = $1 AND "state" = 'pending'`, [
      deliveryId,
    ]);
  }

  async release(deliveryId: string): Promise<void> {
    await this.em.query(`UPDATE "webhook_delivery" SET "claimedUntil" = NULL WHERE "id" = $1`, [deliveryId]);
  }

  /** Holds a pending, unheld delivery for `holdSeconds`; undefined when it is not pending or held. */
  async claim(deliveryId: string, holdSeconds: number): Promise<WebhookTarget | undefined> {
    const [[row]] = (await this.em.query(
      `UPDATE "webhook_delivery" d SET "claimedUntil" = now() + make_interval(secs => $2)
         FROM "webhook_endpoint" e JOIN "external_user" u ON u."id" = e."externalUserId"
        WHERE d."id" = $1 AND e."id" = d."endpointId" AND d."state" = 'pending'
          AND (d."claimedUntil" IS NULL OR d."claimedUntil" < now())
        RETURNING e."consecutiveFailures", e."url", e."secret", e."id" AS "endpointId", d."eventId", d."event", d."body",
                  (e."isEnabled" AND u."isActive") AS "usable"`,
      [deliveryId, holdSeconds],
    )) as [WebhookTarget[], number];
    return row;
  }

  async state(deliveryId: string): Promise<string | null> {
    const [row] = (await this.em.query(`SELECT "state" FROM "webhook_delivery" WHERE "id" = $1`, [deliveryId])) as {
      state: string;
    }[];
    return row?.state ?? null;
  }

  /** Writes the outcome on the delivery; `attempted` counts an attempt (a POST was made). */
  async finish(
    deliveryId: string,
    state: DeliveryState,
    attempt: { status: number | null; response: string | null; error: string | null },
    attempted: boolean,
  ): Promise<void> {
    await this.em.query(
      `UPDATE "webhook_delivery" SET "state" = $2::varchar, "lastStatus" = COALESCE($3::int, "lastStatus"),
          "lastResponse" = COALESCE($4::text, "lastResponse"), "lastError" = $5::text, "claimedUntil" = NULL,
          "attempts" = "attempts" + $6::int,
          "lastAttemptAt" = CASE WHEN $6::int = 1 THEN now() ELSE "lastAttemptAt" END,
          "deliveredAt" = CASE WHEN $2::varchar = 'delivered' THEN now() ELSE "deliveredAt" END
        WHERE "id" = $1`,
      [deliveryId, state, attempt.status, attempt.response, attempt.error, attempted ? 1 : 0],
    );
  }

  async resetFailures(endpointId: string): Promise<void> {
    await this.em.query(
      `UPDATE "webhook_endpoint" SET "consecutiveFailures" = 0 WHERE "id" = $1 AND "consecutiveFailures" <> 0`,
      [endpointId],
    );
  }

  /**
   * Counts a failed attempt; true when it disabled the endpoint. Run it in a transaction: disabledAt =
   * now() (the transaction's start) tells that this statement set it.
   */
  async countFailure(endpointId: string, disableAfter: number): Promise<boolean> {
    const [rows] = (await this.em.query(
      `UPDATE "webhook_endpoint" SET "consecutiveFailures" = "consecutiveFailures" + 1,
          "disabledAt" = CASE WHEN "consecutiveFailures" + 1 >= $2 AND "isEnabled" THEN now() ELSE "disabledAt" END,
          "isEnabled" = "isEnabled" AND "consecutiveFailures" + 1 < $2
        WHERE "id" = $1
        RETURNING ("disabledAt" IS NOT DISTINCT FROM now() AND NOT "isEnabled") AS "justDisabled"`,
      [endpointId, disableAfter],
    )) as [{ justDisabled: boolean }[], number];
    return rows[0]?.justDisabled === true;
  }

  /** The endpoint and its owner's address, for the 'endpoint disabled' mail. */
  async owner(
    endpointId: string,
  ): Promise<{ url: string; consecutiveFailures: number; email: string | null } | undefined> {
    const [row] = (await this.em.query(
      `SELECT e."url", e."consecutiveFailures", u."email" FROM "webhook_endpoint" e
         JOIN "external_user" u ON u."id" = e."externalUserId" WHERE e."id" = $1`,
      [endpointId],
    )) as { url: string; consecutiveFailures: number; email: string | null }[];
    return row;
  }
}
