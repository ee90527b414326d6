import type { Redis, RedisOptions } from 'ioredis';

/**
 * Reconnect backoff of every ioredis client of a process: 0.5 s doubling to 10 s. (ioredis' default
 * retries every 50-2000 ms forever, and each attempt of each client used to log a line.)
 */
export const redisRetryStrategy = (times: number): number => Math.min(10_000, 250 * 2 ** Math.min(times, 6));

/** Options every client gets (see redisRetryStrategy); merged under the client's own. */
export const QUIET_REDIS: Pick<RedisOptions, 'retryStrategy'> = { retryStrategy: redisRetryStrategy };

type Log = (line: string) => void;

/** Host and port of a Redis URL without its password, for the one outage line. */
export function redisTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.hostname}:${u.port || '6379'}`;
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * One outage line per process, whatever the number of clients (API: shared client, realtime adapter,
 * outbox publisher, timers; worker: one connection per queue): the first client error while Redis was
 * available prints `Redis nicht erreichbar (REDIS_URL=…)`, further errors of any client stay quiet while
 * they retry with backoff, and the first client that is ready again prints one recovery line.
 */
export class RedisOutage {
  private down = false;
  private readonly clients = new Set<Redis>();

  constructor(
    // Straight to stderr/stdout: during boot Nest buffers its logger's lines until the app is up.
    private readonly warn: Log = (line) => console.warn(line),
    private readonly info: Log = (line) => console.log(line),
  ) {}

  /** True between the outage line and the recovery line (callers skip their own error lines then). */
  get isDown(): boolean {
    return this.down;
  }

  /** Attaches the error/ready listeners (an ioredis client without an error listener prints stacks). */
  watch<T extends Redis>(client: T, url: string): T {
    this.clients.add(client);
    client.on('error', (err: Error) => this.failed(url, err));
    client.on('ready', () => this.recovered());
    client.once('end', () => this.clients.delete(client));
    return client;
  }

  /** Reports a failure seen elsewhere (a BullMQ worker's error event); one line per outage. */
  failed(url: string, err: Error | string): void {
    if (this.down) return;
    this.down = true;
    const reason = typeof err === 'string' ? err : err.message || err.name;
    this.warn(
      `Redis nicht erreichbar (REDIS_URL=${redisTarget(url)}): ${reason}. Neue Versuche mit Backoff bis 10 s; Jobs und Live-Updates warten.`,
    );
  }

  private recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.info('Redis wieder erreichbar.');
  }
}

/** The process's outage reporter (the API and the worker each have one). */
export const redisOutage = new RedisOutage();
