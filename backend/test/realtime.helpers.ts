import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import type { TestApp } from './harness.js';

// Helpers for the realtime suites: free ports, a private redis-server the test may stop and start,
// API instances listening on loopback, and socket clients that record what they receive.

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A free port below Linux's ephemeral range (32768-60999) for a server that starts LATER while clients
 * already retry it: with an ephemeral port, a retrying client's own source port can equal it, the kernel
 * connects the socket to itself (TCP simultaneous open), and the server's bind then fails (EADDRINUSE).
 */
export async function freeFixedPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** A redis-server child process without persistence: a restart loses every key, like the production case. */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  /** `args` are added to the command line (e.g. another maxmemory-policy). */
  constructor(
    readonly port: number,
    private readonly args: string[] = [],
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...this.args],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
  }

  /** SIGKILL by default (a crash); SIGTERM lets an AOF-persisting server write its last changes. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

/**
 * A started PrivateRedis on a free port. Another process may take the port between freePort() and the
 * server's bind (redis-server then exits at once): another port is tried.
 */
export async function startPrivateRedis(args: string[] = [], tries = 3): Promise<PrivateRedis> {
  for (let attempt = 1; ; attempt++) {
    const redis = new PrivateRedis(await freePort(), args);
    try {
      await redis.start();
      return redis;
    } catch (err) {
      if (attempt >= tries) throw err;
    }
  }
}

export interface Instance {
  app: INestApplication;
  url: string;
  t: TestApp;
}

export async function listen(app: INestApplication, databaseUrl: string): Promise<Instance> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    t: { app, http: app.getHttpServer(), ds: app.get(DataSource), databaseUrl, close: () => app.close() },
  };
}

export interface Recorder {
  socket: Socket;
  events: { name: string; payload: { id?: string; version?: number; status?: string } }[];
  connectError: Promise<Error>;
  connected: Promise<void>;
  disconnected: Promise<string>;
  /** Resolves with the first recorded event matching `pred`. */
  waitFor: (pred: (e: Recorder['events'][number]) => boolean, ms?: number) => Promise<Recorder['events'][number]>;
}

export function connect(
  url: string,
  auth: Record<string, string>,
  opts: { cookie?: string; reconnectionDelay?: number } = {},
): Recorder {
  const socket = io(url, {
    auth,
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: opts.reconnectionDelay ?? 200,
    reconnectionDelayMax: opts.reconnectionDelay ?? 200,
    randomizationFactor: 0,
    extraHeaders: opts.cookie ? { cookie: opts.cookie } : undefined,
  });
  const events: Recorder['events'] = [];
  const waiters: {
    pred: (e: Recorder['events'][number]) => boolean;
    resolve: (e: Recorder['events'][number]) => void;
  }[] = [];
  socket.onAny((name: string, payload: Recorder['events'][number]['payload']) => {
    const event = { name, payload };
    events.push(event);
    for (const w of [...waiters]) {
      if (w.pred(event)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(event);
      }
    }
  });
  return {
    socket,
    events,
    connectError: new Promise((resolve) => socket.once('connect_error', resolve)),
    connected: new Promise((resolve) => socket.once('connect', () => resolve())),
    disconnected: new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason))),
    waitFor: (pred, ms = 20_000) => {
      const found = events.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event within ${ms} ms: ${JSON.stringify(events)}`)),
          ms,
        );
        waiters.push({
          pred,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until every order event row of `orderId` has been published by a relay. */
export async function outboxSent(ds: DataSource, orderId: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const [row] = (await ds.query(
      `SELECT count(*)::int AS n FROM "outbox" WHERE "orderId" = $1 AND "topic" LIKE 'order.%' AND "sentAt" IS NULL`,
      [orderId],
    )) as { n: number }[];
    if (row!.n === 0) return;
    if (Date.now() > until) throw new Error(`outbox rows of ${orderId} still unsent`);
    await sleep(50);
  }
}
