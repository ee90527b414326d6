import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { OUTBOX_WRITTEN, OutboxRelayRepository, type OutboxRow } from './outbox.repository.js';
import { type PublishedMessage, Publisher } from './publisher.js';

const BATCH = 250;
/** Safety-net sweep while notifications can reach the relay (local commits, LISTEN connected). */
const SAFETY_SWEEP_MS = 30_000;
/** Sweep while PostgreSQL notifications cannot arrive (LISTEN connection down). */
const FAST_SWEEP_MS = 2000;
/** A claimed row is invisible to other relays for this long; a crash mid-publish means a re-publish. */
const LEASE_SECONDS = 60;
const PURGE_EVERY_MS = 60_000;
/** Backoff after a failed publish: 2^attempts seconds, at most 5 minutes. */
const backoffSeconds = (attempts: number) => Math.min(300, 2 ** Math.min(attempts, 9));

/**
 * Publishes committed outbox rows. Woken after every local commit that wrote rows (a TypeORM
 * transaction subscriber), by LISTEN 'outbox' for commits of other processes (PostgreSQL mode), by a
 * timer for the next delayed or retried row, and by a periodic sweep as the safety net (every 2 s while
 * LISTEN is down, else every 30 s, so an idle relay lets pool connections idle out). Rows are claimed
 * with FOR UPDATE SKIP LOCKED and leased, so relays
 * of several API replicas never publish a row concurrently and no transaction stays open while
 * publishing; sentAt is set only after the publish succeeded.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private listener: pg.Client | null = null;
  private connecting = false;
  private sweepTimer: NodeJS.Timeout | null = null;
  private dueTimer: NodeJS.Timeout | null = null;
  private running = false;
  private draining: Promise<void> | null = null;
  private again = false;
  private purgedAt = 0;
  private readonly repo: OutboxRelayRepository;
  /**
   * Drains run in the relay's own async context, not in that of the request whose commit woke them: a
   * request's context (its audit store, and through it the request and response) would otherwise stay
   * reachable from every promise of the drain.
   */
  private readonly scope = new AsyncResource('OutboxRelay');

  constructor(
    private readonly ds: DataSource,
    private readonly publisher: Publisher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.repo = new OutboxRelayRepository(ds, () => this.listener);
    this.ds.subscribers.push({
      afterTransactionCommit: (event) => {
        if (event.queryRunner.data?.[OUTBOX_WRITTEN]) this.wake();
      },
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  /**
   * After the HTTP server drained (Nest closes it before this hook): one last drain publishes the rows
   * of the final requests, then the relay stops. Rows it cannot publish stay pending for the next relay;
   * a claimed row is marked sent only after its publish (SHUTDOWN_GRACE_SECONDS bounds the wait).
   */
  async onApplicationShutdown(): Promise<void> {
    if (this.running) await this.flush().catch(() => undefined);
    await this.stop();
  }

  get isRunning(): boolean {
    return this.running;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.listen();
    this.scheduleSweep();
    this.wake();
  }

  private scheduleSweep(): void {
    if (!this.running) return;
    const notified = this.config.database.mode === 'embedded' || this.listener !== null;
    this.sweepTimer = setTimeout(
      () => {
        if (!this.listener) void this.listen();
        this.wake();
        this.scheduleSweep();
      },
      notified ? SAFETY_SWEEP_MS : FAST_SWEEP_MS,
    );
    this.sweepTimer.unref();
  }

  /** Wakes when the next pending row becomes available (delayed rows, retries after backoff). */
  private scheduleDue(ms: number | null): void {
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimer = null;
    if (ms === null || !this.running) return;
    this.dueTimer = setTimeout(() => this.wake(), Math.min(Math.max(ms, 20), SAFETY_SWEEP_MS));
    this.dueTimer.unref();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    this.scheduleDue(null);
    this.sweepTimer = null;
    // The running drain finishes its batch first: it may be using the listener connection.
    await this.draining;
    const listener = this.listener;
    this.listener = null;
    if (listener) await listener.end().catch(() => undefined);
  }

  /**
   * Drains now and waits until no drain runs (tests, shutdown paths). Under steady load that is never, so
   * request paths call wake() instead.
   */
  async flush(): Promise<void> {
    this.wake();
    while (this.draining) await this.draining;
  }

  /** LISTEN needs its own connection; the embedded database serves one connection only, so it skips it. */
  private async listen(): Promise<void> {
    const url = (this.ds.options as { url?: string }).url;
    if (!url || this.config.database.mode === 'embedded' || this.connecting || !this.running) return;
    this.connecting = true;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', () => this.wake());
    client.on('error', (err) => {
      this.logger.warn({ err }, 'outbox listener lost; the sweep keeps delivering and reconnects');
      if (this.listener === client) this.listener = null;
      void client.end().catch(() => undefined);
    });
    try {
      await client.connect();
      await OutboxRelayRepository.listen(client);
      if (this.running) {
        this.listener = client;
        this.wake(); // rows committed while no one listened
      } else {
        await client.end();
      }
    } catch (err) {
      this.logger.warn({ err }, 'outbox listener could not connect; relying on the sweep');
      await client.end().catch(() => undefined);
    } finally {
      this.connecting = false;
    }
  }

  /** Starts a drain, or one more after the running one; does not wait for it. */
  wake(): void {
    if (!this.running) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.scope
      .runInAsyncScope(() => this.drain())
      .catch((err) => this.logger.error({ err }, 'outbox drain failed'))
      .finally(() => {
        this.draining = null;
        if (this.again && this.running) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async drain(): Promise<void> {
    if (Date.now() - this.purgedAt > PURGE_EVERY_MS) {
      this.purgedAt = Date.now();
      await this.repo.purgeIdempotencyKeys();
    }
    while (this.running) {
      const rows = await this.repo.claim(BATCH, LEASE_SECONDS);
      const outcome = await this.publisher.publishMany(rows.map(toMessage));
      const sent = rows.filter((_, i) => outcome[i] === null).map((row) => String(row.id));
      // One after the other: the relay's connection runs one statement at a time.
      for (const [i, row] of rows.entries())
        if (outcome[i]) await this.repo.markFailed(row.id, outcome[i].message, backoffSeconds(row.attempts + 1));
      // A crash before this line re-publishes the batch once the lease ends (at-least-once).
      if (sent.length > 0) await this.repo.markSent(sent);
      if (rows.length < BATCH) break;
    }
    if (!this.running) return;
    this.scheduleDue(await this.repo.nextDueMs());
  }
}

const toMessage = ({ attempts: _attempts, ...row }: OutboxRow): PublishedMessage =>
  ({ ...row, id: String(row.id) }) as PublishedMessage;
