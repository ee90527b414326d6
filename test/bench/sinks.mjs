// Local stand-ins for the providers (receipt printer, SMTP, SMS API) used by the benches. Each effect
// carries the order's index, so `effect(kind, index)` lets a bench count duplicates and losses exactly.
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { root } from './lib.mjs';

const require = createRequire(resolve(root, 'backend/package.json'));
const { SMTPServer } = require('smtp-server');

/** Counts each order index per sink: seen once = delivered, more = duplicate. */
export class Tally {
  counts = new Map();
  add(i) {
    this.counts.set(i, (this.counts.get(i) ?? 0) + 1);
  }
  get unique() {
    return this.counts.size;
  }
  get duplicates() {
    let d = 0;
    for (const n of this.counts.values()) d += n - 1;
    return d;
  }
}

/** Raw-TCP receipt printer: answers the status query, counts the receipt by `Bench<i>` / `Chaos<i>`. */
export function startPrinter(effect) {
  const server = createServer((socket) => {
    let buf = Buffer.alloc(0);
    let answered = false;
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      if (!answered && buf.length >= 3) {
        answered = true;
        buf = buf.subarray(3);
        socket.write(Buffer.from([0x12]));
      }
    });
    socket.on('end', () => {
      const m = /(?:Bench|Chaos)(\d+)/.exec(buf.toString('latin1'));
      if (m) effect('print', Number(m[1]));
      socket.end();
    });
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, port: server.address().port })));
}

/** SMTP sink: counts each mail by its `kunde<i>@` recipient. */
export function startSmtp(effect) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) {
          const m = /^kunde(\d+)@/.exec(r.address);
          if (m) effect('email', Number(m[1]));
        }
        callback();
      });
    },
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, port: server.server.address().port })));
}

/** websms.at REST stub: counts each SMS by its number +43664<i>. */
export function startSms(effect) {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString());
      effect('sms', body.recipientAddressList[0] - 436640000000);
      res.setHeader('content-type', 'application/json');
      res.end('{"statusCode":2000}');
    });
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, port: server.address().port })));
}
