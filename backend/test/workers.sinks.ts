import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Queue } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';

// Local stand-ins for the outside world of the workers: a raw-TCP ESC/POS printer, an SMTP server and
// the SMS provider's REST API. Each records what arrived so tests can count side effects exactly.

const STATUS_QUERY = Buffer.from([0x10, 0x04, 0x01]);

export class PrinterSink {
  readonly receipts: Buffer[] = [];
  /** Connections to refuse (closed without answering), as an unreachable printer; Infinity = down for good. */
  refuse = 0;
  /** When set, the status query of the next connection stays unanswered (a printer that hangs). */
  hold = false;
  held: Socket[] = [];
  /** What the printer reports to the real-time status queries (DLE EOT 1, 2, 4): ready, paper out, cover open. */
  status: 'ready' | 'paper-out' | 'cover-open' = 'ready';
  connections = 0;
  private server: Server;
  port = 0;

  constructor() {
    this.server = createServer((socket) => this.onConnection(socket));
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  private onConnection(socket: Socket): void {
    this.connections++;
    socket.on('error', () => undefined);
    if (this.refuse > 0) {
      this.refuse--;
      socket.destroy();
      return;
    }
    const hold = this.hold;
    this.hold = false;
    if (hold) this.held.push(socket);
    let buffer = Buffer.alloc(0);
    let queried = false;
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!queried && buffer.length >= 3 && buffer.subarray(0, 3).equals(STATUS_QUERY)) {
        queried = true;
        buffer = buffer.subarray(3);
        if (!hold) socket.write(Buffer.from([this.answer(1)])); // 0x12: online, no error
      }
      // Further status queries (DLE EOT n) before the receipt are answered, not printed.
      while (queried && !hold && buffer.length >= 3 && buffer[0] === 0x10 && buffer[1] === 0x04) {
        socket.write(Buffer.from([this.answer(buffer[2]!)]));
        buffer = buffer.subarray(3);
      }
    });
    socket.on('end', () => {
      if (queried && buffer.length > 0) this.receipts.push(buffer);
      socket.end();
    });
  }

  /** The status byte for DLE EOT n as ESC/POS printers send it (fixed bits 0x12 plus the state's bits). */
  private answer(n: number): number {
    const offline = this.status === 'ready' ? 0 : 0x08;
    if (n === 1) return 0x12 | offline;
    if (n === 2) return 0x12 | (this.status === 'paper-out' ? 0x20 : this.status === 'cover-open' ? 0x04 : 0);
    if (n === 4) return 0x12 | (this.status === 'paper-out' ? 0x60 : 0);
    return 0x12;
  }

  async stop(): Promise<void> {
    this.held.forEach((s) => s.destroy());
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

/** Decodes a quoted-printable body enough to search it for links and texts. */
export const decodeQp = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

export class SmsStub {
  readonly requests: { auth: string | undefined; body: { recipientAddressList: number[]; messageContent: string } }[] =
    [];
  /** Answers to give before the default acceptance, in order (e.g. a 503, or a 400 rejection). */
  readonly replies: { status: number; body: object }[] = [];
  private server: HttpServer;
  port = 0;

  constructor() {
    this.server = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.requests.push({ auth: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString()) });
        res.setHeader('Content-Type', 'application/json');
        const reply = this.replies.shift();
        if (reply) {
          res.statusCode = reply.status;
          return res.end(JSON.stringify(reply.body));
        }
        res.end(JSON.stringify({ statusCode: 2000, statusMessage: 'OK', transferId: String(this.requests.length) }));
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/rest/smsmessaging/text`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what} not reached in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Positive signal that a queue has settled: no job waits, is delayed, prioritised or running. A retry is
 * a delayed job and a stalled job goes back to wait, so after this nothing more runs until a new job is added.
 */
export async function drained(queues: readonly Queue[], timeoutMs = 30_000): Promise<void> {
  await until(
    async () => {
      for (const q of queues) {
        const counts = await q.getJobCounts('waiting', 'delayed', 'prioritized', 'active');
        if (Object.values(counts).some((n) => n > 0)) return false;
      }
      return true;
    },
    timeoutMs,
    `queues ${queues.map((q) => q.name).join(', ')} drained`,
  );
}

/** Positive signal that every outbox row of these orders has been published (no job is still to come). */
export async function outboxPublished(ds: DataSource, orderIds: readonly string[], timeoutMs = 30_000): Promise<void> {
  await until(
    async () => {
      const [row] = (await ds.query(
        `SELECT count(*)::int AS n FROM "outbox" WHERE "orderId" = ANY($1::uuid[]) AND "sentAt" IS NULL`,
        [orderIds],
      )) as { n: number }[];
      return row!.n === 0;
    },
    timeoutMs,
    'outbox rows published',
  );
}

/**
 * Positive signal that a worker ran a stalled-job check of `queue` after `since` (ms): BullMQ stores the
 * time of each check in `<prefix>:<queue>:stalled-check`. A job that check moved back would be waiting.
 */
export async function stalledCheckAfter(queue: Queue, since: number, timeoutMs = 30_000): Promise<void> {
  const client = await queue.getBackend().client;
  await until(
    async () => Number((await client.get(queue.keys['stalled-check']!)) ?? 0) > since,
    timeoutMs,
    `stalled-job check of ${queue.name}`,
  );
}
