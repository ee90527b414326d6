import type { DataSource } from 'typeorm';

export interface EffectKey {
  orderId: string;
  /** What is sent, e.g. 'print', 'email:confirm', 'sms:new-order'. */
  kind: string;
  /** Where it goes: printer address, e-mail address, phone number. */
  target: string;
  /** The order version the effect belongs to; a reprint or resend is a new version. */
  version: number;
}

/** The claim's outcome: send now, already sent (skip), or someone else is sending right now (retry later). */
export type Claim =
  { kind: 'claimed'; release: () => Promise<void>; done: () => Promise<void> } | { kind: 'done' } | { kind: 'busy' };

/** Thrown when another attempt holds a live claim: a retryable failure, the job comes back after backoff. */
export class EffectBusyError extends Error {
  constructor(key: EffectKey) {
    super(`Nebeneffekt ${key.kind} für ${key.orderId} wird gerade ausgeführt`);
  }
}

/**
 * The "sent" ledger (table sent_effect, unique per order, kind, target and version). A job claims the
 * effect BEFORE the external call and marks it done after it. Trade-off, on purpose:
 * - a crash after claiming and before sending leaves a claim that expires after `claimSeconds`; the
 *   re-run (BullMQ stalled-job recovery or a retry) claims it again and sends: nothing is lost;
 * - a crash after the external call succeeded and before `done` is stored is the one window where the
 *   effect can repeat once the claim has expired (at-least-once); it is as short as one UPDATE.
 * Claims never block forever and a done effect is never sent again.
 */
export class EffectLedger {
  constructor(
    private readonly ds: DataSource,
    private readonly claimSeconds: number,
  ) {}

  async claim(key: EffectKey, jobId: string | null): Promise<Claim> {
    const rows = (await this.ds.query(
      `INSERT INTO "sent_effect" ("orderId", "kind", "target", "version", "state", "claimedUntil", "jobId")
       VALUES ($1, $2, $3, $4, 'claimed', now() + make_interval(secs => $5), $6)
       ON CONFLICT ("orderId", "kind", "target", "version") DO UPDATE
         SET "claimedUntil" = EXCLUDED."claimedUntil", "claims" = "sent_effect"."claims" + 1, "jobId" = EXCLUDED."jobId"
         WHERE "sent_effect"."state" = 'claimed' AND "sent_effect"."claimedUntil" < now()
       RETURNING "id"`,
      [key.orderId, key.kind, key.target.slice(0, 255), key.version, this.claimSeconds, jobId],
    )) as { id: string }[];
    const id = rows[0]?.id;
    if (id !== undefined) {
      return {
        kind: 'claimed',
        // A failed external call gives the claim back at once, so the retry does not wait for expiry.
        release: async () => {
          await this.ds.query(
            `UPDATE "sent_effect" SET "claimedUntil" = now() WHERE "id" = $1 AND "state" = 'claimed'`,
            [id],
          );
        },
        done: async () => {
          await this.ds.query(`UPDATE "sent_effect" SET "state" = 'done', "doneAt" = now() WHERE "id" = $1`, [id]);
        },
      };
    }
    const [row] = (await this.ds.query(
      `SELECT "state" FROM "sent_effect" WHERE "orderId" = $1 AND "kind" = $2 AND "target" = $3 AND "version" = $4`,
      [key.orderId, key.kind, key.target.slice(0, 255), key.version],
    )) as { state: string }[];
    return row?.state === 'done' ? { kind: 'done' } : { kind: 'busy' };
  }

  /**
   * Runs `send` at most once per key (see the class comment for the crash window). Returns false when
   * the effect had been done before; throws EffectBusyError while another attempt holds the claim.
   */
  async once(key: EffectKey, jobId: string | null, send: () => Promise<void>): Promise<boolean> {
    const claim = await this.claim(key, jobId);
    if (claim.kind === 'done') return false;
    if (claim.kind === 'busy') throw new EffectBusyError(key);
    try {
      await send();
    } catch (err) {
      await claim.release().catch(() => undefined);
      throw err;
    }
    await claim.done();
    return true;
  }
}
