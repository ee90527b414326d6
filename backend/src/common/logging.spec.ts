import { describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRootLogger, NestPinoLogger, requestLog } from './logging.js';

/** A logger whose JSON lines land in `lines`. */
function captured(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = createRootLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** A server answering `status` behind requestLog; resolves with its base URL. */
async function serve(logger: ReturnType<typeof captured>['logger'], status: number): Promise<[Server, string]> {
  const middleware = requestLog(logger);
  const server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = status;
      res.end('ok');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`];
}

describe('requestLog', () => {
  it('answers with a request id and logs one line per request, secrets and headers left out', async () => {
    const { logger, lines } = captured();
    const [server, base] = await serve(logger, 201);
    try {
      const kept = await fetch(`${base}/api/orders/public/AbC/geheim123`, {
        headers: { 'x-request-id': 'trace-42', cookie: 'sid=secret-cookie' },
      });
      const fresh = await fetch(`${base}/api/branches`, { headers: { 'x-request-id': 'not a token!' } });
      expect(kept.headers.get('x-request-id')).toBe('trace-42');
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await Promise.all([kept.text(), fresh.text()]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'trace-42', method: 'GET', url: '/api/orders/public/AbC/***', remoteAddress: '127.0.0.1' },
      res: { statusCode: 201 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/geheim123|secret-cookie/);
  });

  it('logs server errors at error level', async () => {
    const { logger, lines } = captured();
    const [server, base] = await serve(logger, 503);
    try {
      await (await fetch(`${base}/api/health`)).text();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'request errored', res: { statusCode: 503 } })]);
  });
});

describe('NestPinoLogger', () => {
  it('writes Nest logger calls as pino lines with their context', () => {
    const { logger, lines } = captured('debug');
    const nest = new NestPinoLogger(logger);
    nest.log('Bestellwerk läuft', 'Bootstrap');
    nest.warn({ queue: 'sms', attempts: 3 }, 'retrying', 'Jobs');
    nest.error(new Error('kaputt'), 'Errors');
    nest.error('Unhandled', 'Error: Unhandled\n    at handler (x.js:1:1)', 'ExceptionsHandler');
    nest.verbose('not written at debug');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, context: 'Bootstrap', msg: 'Bestellwerk läuft' }),
      expect.objectContaining({ level: 40, context: 'Jobs', queue: 'sms', attempts: 3, msg: 'retrying' }),
      expect.objectContaining({ level: 50, context: 'Errors', err: expect.objectContaining({ message: 'kaputt' }) }),
      expect.objectContaining({
        level: 50,
        context: 'ExceptionsHandler',
        err: expect.objectContaining({ message: 'Unhandled', stack: expect.stringContaining('at handler') }),
      }),
    ]);
  });

  it("adds the running request's id to lines written during a request, and none outside one", () => {
    const { logger, lines } = captured();
    let current: string | undefined = 'f3b2c1d0-req';
    const nest = new NestPinoLogger(logger, () => current);
    nest.log('Bestellung gespeichert', 'Orders');
    current = undefined;
    nest.log('Relay leer', 'Outbox');
    expect(lines).toEqual([
      expect.objectContaining({ context: 'Orders', req: { id: 'f3b2c1d0-req' }, msg: 'Bestellung gespeichert' }),
      expect.not.objectContaining({ req: expect.anything() }),
    ]);
  });
});
