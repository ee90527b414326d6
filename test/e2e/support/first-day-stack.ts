// The 'first day' scenario's own production-like stack (issue 37): a fresh PostgreSQL database, Redis on a
// unique QUEUE_PREFIX, the built API (`node backend/dist/main.js`) AND the worker process
// (`node workers/dist/main.js`), both NODE_ENV=production without the demo, an SMTP sink and a raw-TCP
// ESC/POS printer fake (ported from backend/test/workers.sinks.ts). `destroy()` ends the processes and
// removes the database, the Redis keys and the data folder, whatever state the run ended in.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * Production refuses a PUBLIC_URL on localhost/127.0.0.1 (backend/src/config/app-config.ts), so the stack
 * is reached under this name; the scenario's Chromium maps it to 127.0.0.1 (--host-resolver-rules in
 * playwright.config.ts). No DNS is involved.
 */
export const FIRST_DAY_HOST = 'erster-tag.test';

const STATUS_QUERY = Buffer.from([0x10, 0x04, 0x01]);

/** A network receipt printer: answers the ESC/POS status queries (DLE EOT n) as ready, records what it prints. */
export class PrinterFake {
  readonly receipts: Buffer[] = [];
  connections = 0;
  private readonly server: Server = createServer((socket) => this.onConnection(socket));
  private readonly sockets = new Set<Socket>();
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** The receipts as text (ESC/POS control bytes left in; the words are plain ASCII/Latin-1). */
  texts(): string[] {
    return this.receipts.map((r) => r.toString('latin1'));
  }

  private onConnection(socket: Socket): void {
    this.connections++;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = Buffer.alloc(0);
    let queried = false;
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!queried && buffer.length >= 3 && buffer.subarray(0, 3).equals(STATUS_QUERY)) {
        queried = true;
        buffer = buffer.subarray(3);
        socket.write(Buffer.from([0x12])); // online, no error
      }
      // Further status queries (DLE EOT n) before the receipt are answered (ready), not printed.
      while (queried && buffer.length >= 3 && buffer[0] === 0x10 && buffer[1] === 0x04) {
        socket.write(Buffer.from([0x12]));
        buffer = buffer.subarray(3);
      }
    });
    socket.on('end', () => {
      if (queried && buffer.length > 0) this.receipts.push(buffer);
      socket.end();
    });
  }

  async stop(): Promise<void> {
    this.sockets.forEach((s) => s.destroy());
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded (enough to search for words). */
  text: string;
}

const decodeQp = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header line. */
const decodeWords = (header: string): string =>
  header.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, body: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(body, 'base64').toString('utf8')
      : decodeQp(body.replace(/_/g, ' ')).replace(/_/g, ' '),
  );

/** An SMTP server on loopback that keeps every mail (as backend/test/workers.sinks.ts SmtpSink). */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Unfolded headers, decoded words, decoded body: what a person would read.
        const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
        this.mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeWords(decodeQp(unfolded)),
        });
        callback();
      });
    },
  });
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Mails to `address` whose decoded text matches `pattern`. */
  to(address: string, pattern: RegExp = /./): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address) && pattern.test(m.text));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Resolves once the process's output matches (an event, not a poll); rejects on exit or after `ms`. */
function waitForOutput(child: ChildProcess, read: () => string, pattern: RegExp, ms: number, what: string) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    const check = () => {
      const match = read().match(pattern);
      if (!match) return;
      done();
      resolve(match);
    };
    const exited = () => {
      done();
      reject(new Error(`${what} exited before ${pattern}:\n${read()}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${what}: no ${pattern} within ${ms / 1000} s:\n${read()}`));
    }, ms);
    const done = () => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    check();
  });
}

interface Proc {
  child: ChildProcess;
  output: () => string;
}

function launch(script: string, env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function terminate({ child }: Proc): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export interface FirstDayStack {
  /** PUBLIC_URL: http://erster-tag.test:PORT (the browser's address of the shop). */
  base: string;
  /** The same server on 127.0.0.1, for Node-side requests. */
  loopback: string;
  setupLink: string;
  smtp: SmtpSink;
  printer: PrinterFake;
  queuePrefix: string;
  apiOutput(): string;
  workerOutput(): string;
  destroy(): Promise<void>;
}

/**
 * Starts the stack; on any failure everything already started is cleaned up before the error is thrown.
 * The caller's `destroy()` (afterAll) does the same once the scenario is over.
 */
export async function startFirstDayStack(): Promise<FirstDayStack> {
  const id = randomBytes(5).toString('hex');
  const database = `bw_e2e_first_day_${id}`;
  const queuePrefix = `e2e-first-day-${id}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-e2e-first-day-'));
  const smtp = new SmtpSink();
  const printer = new PrinterFake();
  const procs: Proc[] = [];
  let databaseCreated = false;

  const destroy = async () => {
    const errors: unknown[] = [];
    const attempt = async (step: () => Promise<unknown>) => {
      try {
        await step();
      } catch (error) {
        errors.push(error);
      }
    };
    // Processes first (they hold the database and Redis), then what they used.
    await Promise.all(procs.map((p) => attempt(() => terminate(p))));
    if (databaseCreated) await attempt(() => adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    await attempt(async () => {
      const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}:*`, 'COUNT', 1000);
          cursor = next;
          if (keys.length) await redis.del(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    });
    await attempt(() => smtp.stop());
    await attempt(() => printer.stop());
    rmSync(dataDir, { recursive: true, force: true });
    if (errors.length) throw new AggregateError(errors, 'first-day stack: cleanup failed');
  };

  try {
    await Promise.all([smtp.start(), printer.start()]);
    await adminQuery(`CREATE DATABASE ${database}`);
    databaseCreated = true;
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    const port = await freePort();
    const base = `http://${FIRST_DAY_HOST}:${port}`;
    // Nothing of the developer's or CI's own app configuration leaks in.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) =>
          !/^(REDIS_URL|DATABASE_URL|SMTP_URL|MAIL_|SMS_|PRINTER_ADDRESS|SEED_|ADMIN_PASSWORD|EMPLOYEE_PASSWORD|PUBLIC_URL|QUEUE_PREFIX|SOCKET_|DATA_DIR|S3_|MOLLIE_|DATATRANS_|WEB_CONCURRENCY|ALLOW_EMBEDDED_DATABASE)/.test(
            k,
          ),
      ),
    );
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      REDIS_URL,
      QUEUE_PREFIX: queuePrefix,
      // The Socket.IO stream under the same prefix: removed with the queue keys.
      SOCKET_REDIS_STREAM: `${queuePrefix}:socket.io`,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO: 'false',
      // As README 'Going live' asks: frontdesk links can be shown again (issue 39 item 7).
      APP_SECRET: randomBytes(24).toString('hex'),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'bestellung@erster-tag.test',
      DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    };
    const api = launch('backend/dist/main.js', env);
    procs.push(api);
    // The banner (issue 37 item 7) carries the one-time setup link; it is printed after listen.
    const [, setupLink] = await waitForOutput(
      api.child,
      api.output,
      /Setup:\s+(https?:\/\/\S+\/backend\/setup\?token=[\w-]+)/,
      90_000,
      'API',
    );
    const worker = launch('workers/dist/main.js', env);
    procs.push(worker);
    await waitForOutput(worker.child, worker.output, /Bestellwerk workers running/, 60_000, 'worker');
    return {
      base,
      loopback: `http://127.0.0.1:${port}`,
      setupLink: setupLink!,
      smtp,
      printer,
      queuePrefix,
      apiOutput: api.output,
      workerOutput: worker.output,
      destroy,
    };
  } catch (error) {
    await destroy().catch(() => undefined);
    throw error;
  }
}
