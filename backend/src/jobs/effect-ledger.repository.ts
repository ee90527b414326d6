import type { DataSource } from 'typeorm';
import { Batcher } from '../common/index.js';

/** [orderId, kind, target, version, jobId]; batched by identity, so each caller gets its own answer. */
type ClaimRequest = [string, string, string, number, string | null];
interface KeyColumns {
  orderId: string;
  kind: string;
  target: string;
  version: number;
}
const toColumns = (r: ClaimRequest): KeyColumns => ({ orderId: r[0], kind: r[1], target: r[2], version: r[3] });

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
  /** Claims and completions of concurrent jobs go out as one statement each (see Batcher). */
  private readonly claims: Batcher<ClaimRequest, string>;
  private readonly completions: Batcher<string, true>;

  constructor(
    private readonly ds: DataSource,
    private readonly claimSeconds: number,
  ) {
    this.claims = new Batcher((requests) => this.claimMany(requests));
    this.completions = new Batcher(async (ids) => {
      await this.ds.query(
        `UPDATE "sent_effect" SET "state" = 'done', "doneAt" = now() WHERE "id" = ANY($1::bigint[])`,
        [ids],
      );
      return new Map(ids.map((id) => [id, true as const]));
    });
  }

  async claim(key: EffectKey, jobId: string | null): Promise<Claim> {
    // A fresh array per call: two concurrent claims of the same job are two keys with their own answers.
    const outcome = await this.claims.get([key.orderId, key.kind, key.target.slice(0, 255), key.version, jobId]);
    if (outcome === 'done') return { kind: 'done' };
    if (outcome === undefined || outcome === 'busy') return { kind: 'busy' };
    const id = outcome;
    return {
      kind: 'claimed',
      // A failed external call gives the claim back at once, so the retry does not wait for expiry.
      release: async () => {
        await this.ds.query(`UPDATE "sent_effect" SET "claimedUntil" = now() WHERE "id" = $1 AND "state" = 'claimed'`, [
          id,
        ]);
      },
      done: async () => {
        await this.completions.get(id);
      },
    };
  }

  /**
   * One INSERT for all claims of the moment: a returned row is claimed (its id); for the others one
   * SELECT tells done from busy. Two requests for the same key never meet in one batch (the batcher
   * dedupes them), so both callers get the same answer; the second attempt then sees the first's claim.
   */
  private async claimMany(all: ClaimRequest[]): Promise<Map<ClaimRequest, string>> {
    const keyOf = (r: KeyColumns) => `${r.orderId}\u0000${r.kind}\u0000${r.target}\u0000${r.version}`;
    // Only the first request per key goes into the INSERT (PostgreSQL refuses to upsert a row twice in
    // one statement); a second attempt for the same key in the same moment is 'busy', as it would be
    // one statement later.
    const first = new Map<string, ClaimRequest>();
    for (const r of all) if (!first.has(keyOf(toColumns(r)))) first.set(keyOf(toColumns(r)), r);
    const requests = [...first.values()];
    const column = (i: number) => requests.map((r) => r[i]);
    const claimed = (await this.ds.query(
      `INSERT INTO "sent_effect" ("orderId", "kind", "target", "version", "state", "claimedUntil", "jobId")
       SELECT k."orderId", k."kind", k."target", k."version", 'claimed', now() + make_interval(secs => $6), k."jobId"
         FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::int[], $5::varchar[])
           AS k("orderId", "kind", "target", "version", "jobId")
       ON CONFLICT ("orderId", "kind", "target", "version") DO UPDATE
         SET "claimedUntil" = EXCLUDED."claimedUntil", "claims" = "sent_effect"."claims" + 1, "jobId" = EXCLUDED."jobId"
         WHERE "sent_effect"."state" = 'claimed' AND "sent_effect"."claimedUntil" < now()
       RETURNING "id", "orderId", "kind", "target", "version"`,
      [column(0), column(1), column(2), column(3), column(4), this.claimSeconds],
    )) as ({ id: string } & KeyColumns)[];
    const ids = new Map(claimed.map((r) => [keyOf(r), String(r.id)]));
    const rest = requests.filter((r) => !ids.has(keyOf(toColumns(r))));
    const states = new Map<string, string>();
    if (rest.length > 0) {
      const col = (i: number) => rest.map((r) => r[i]);
      const rows = (await this.ds.query(
        `SELECT e."orderId", e."kind", e."target", e."version", e."state" FROM "sent_effect" e
           JOIN unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::int[]) AS k("orderId", "kind", "target", "version")
             ON e."orderId" = k."orderId" AND e."kind" = k."kind" AND e."target" = k."target" AND e."version" = k."version"`,
        [col(0), col(1), col(2), col(3)],
      )) as (KeyColumns & { state: string })[];
      for (const r of rows) states.set(keyOf(r), r.state);
    }
    const outcome = new Map<ClaimRequest, string>();
    for (const r of all) {
      const key = keyOf(toColumns(r));
      const mine = first.get(key) === r;
      const state = states.get(key) === 'done' ? 'done' : 'busy';
      outcome.set(r, mine ? (ids.get(key) ?? state) : ids.has(key) ? 'busy' : state);
    }
    return outcome;
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
