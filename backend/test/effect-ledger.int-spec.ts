import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EffectBusyError, EffectLedger } from '../src/jobs/effect-ledger.repository.js';
import { startTestApp, type TestApp } from './harness.js';
import { until } from './workers.sinks.js';

// Issue 6 item 2: the ledger batches the claims of concurrent jobs into one statement; it must still
// let exactly one of many concurrent attempts send, and never send a done effect again.
describe('effect ledger (batched claims)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends once when 30 attempts of the same effect run at the same moment (same and other job ids)', async () => {
    const ledger = new EffectLedger(t.ds, 60);
    const key = { orderId: randomUUID(), kind: 'print', target: '127.0.0.1:9100', version: 1 };
    let sends = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const attempts = Array.from({ length: 30 }, (_, i) =>
      ledger.once(key, i % 2 === 0 ? 'outbox-1' : `outbox-${i}`, async () => {
        sends++;
        await gate;
      }),
    );
    // The sender is held until every other attempt has given up as busy: then they all met the claim.
    let busyCount = 0;
    let allBusy!: () => void;
    const othersDone = new Promise<void>((r) => (allBusy = r));
    for (const attempt of attempts) attempt.catch(() => ++busyCount === 29 && allBusy());
    await othersDone;
    release();
    const results = await Promise.allSettled(attempts);
    expect(sends).toBe(1);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(1);
    const busy = results.filter((r) => r.status === 'rejected');
    expect(busy).toHaveLength(29);
    for (const r of busy) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(EffectBusyError);
    // Done now: a later attempt skips without sending.
    expect(await ledger.once(key, 'outbox-2', async () => void sends++)).toBe(false);
    expect(sends).toBe(1);
    const rows = await t.ds.query(`SELECT "state" FROM "sent_effect" WHERE "orderId" = $1`, [key.orderId]);
    expect(rows).toEqual([{ state: 'done' }]);
  });

  it('claims 50 different effects of one moment each once and marks them all done', async () => {
    const ledger = new EffectLedger(t.ds, 60);
    const orderId = randomUUID();
    const sent: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ledger.once({ orderId, kind: 'email:new-order', target: `k${i}@example.at`, version: 1 }, `j${i}`, async () => {
          sent.push(i);
        }),
      ),
    );
    expect(results.every((r) => r === true)).toBe(true);
    expect(sent.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const [{ done }] = await t.ds.query(
      `SELECT count(*)::int AS done FROM "sent_effect" WHERE "orderId" = $1 AND "state" = 'done'`,
      [orderId],
    );
    expect(done).toBe(50);
  });

  it('gives a failed send back at once and lets an expired claim be taken over', async () => {
    const ledger = new EffectLedger(t.ds, 60);
    const key = { orderId: randomUUID(), kind: 'sms:new-order', target: '43664000001', version: 1 };
    await expect(
      ledger.once(key, 'a', async () => {
        throw new Error('Anbieter weg');
      }),
    ).rejects.toThrow('Anbieter weg');
    let sends = 0;
    expect(await ledger.once(key, 'a', async () => void sends++)).toBe(true);
    expect(sends).toBe(1);

    // A claim left behind by a crashed attempt (claimSeconds 0: already expired) is taken over.
    const crashed = new EffectLedger(t.ds, 0);
    const other = { ...key, version: 2 };
    const claim = await crashed.claim(other, 'crashed');
    expect(claim.kind).toBe('claimed');
    // Expired by the database's clock (claimedUntil < now()), which is what the take-over compares.
    await until(
      async () =>
        (
          await t.ds.query(
            `SELECT bool_and("claimedUntil" < now()) AS expired FROM "sent_effect" WHERE "orderId" = $1 AND "version" = 2`,
            [key.orderId],
          )
        )[0].expired === true,
      10_000,
      'the crashed claim expired',
    );
    expect(await ledger.once(other, 'retry', async () => void sends++)).toBe(true);
    expect(sends).toBe(2);
    const [{ claims }] = await t.ds.query(`SELECT "claims" FROM "sent_effect" WHERE "orderId" = $1 AND "version" = 2`, [
      key.orderId,
    ]);
    expect(claims).toBe(2);
  });
});
