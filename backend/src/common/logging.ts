// The API's logging: one pino logger for Nest's Logger calls and one line per HTTP request.
// In place of nestjs-pino + pino-http (issue 17): those run every request inside an AsyncLocalStorage,
// which on Node 20 turns on a promise hook for every promise the process creates; with the audit
// context's storage gone too, that was about 0.4 ms of the 3.2 ms of API CPU an order costs (orders bench).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, pino, type Logger as Pino } from 'pino';
import { maskSecretsInPath } from './log-masking.js';
import { prettyDestination } from './pretty-log.js';

export type RootLogger = Pino;

/**
 * JSON lines on stdout (or `destination`) at `level` (LOG_LEVEL; 'silent' writes nothing); with `format`
 * 'pretty' (LOG_FORMAT, default on a terminal) readable lines instead. API and worker process share it.
 */
export const createRootLogger = (
  level: string,
  destination?: DestinationStream,
  format: 'pretty' | 'json' = 'json',
): RootLogger =>
  destination
    ? pino({ level }, destination)
    : format === 'pretty'
      ? pino({ level }, prettyDestination())
      : pino({ level });

/**
 * Nest's boot chatter (one line per module and per route, ~400 at a start) is debug, not info: a start
 * shows what a person needs (issue 37 item 7). LOG_LEVEL=debug brings it back.
 */
const CHATTY_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
  'WebSocketsController',
]);

const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Express middleware: an X-Request-Id on every answer (the caller's, when it is a plain token, else a new
 * one) and, once the answer is sent or the connection closed, one line with the request (secrets in the
 * path masked: log readers must not act as a branch tablet or open an order), status and time taken.
 * Headers and cookies are never logged.
 */
export function requestLog(logger: RootLogger) {
  return (req: IncomingMessage & { id?: string }, res: ServerResponse, next: () => void): void => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    const started = Date.now();
    const done = () => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      const line = {
        req: { id, method: req.method, url: maskSecretsInPath(req.url ?? ''), remoteAddress: req.socket.remoteAddress },
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - started,
      };
      if (res.statusCode >= 500) logger.error(line, 'request errored');
      else logger.info(line, res.writableFinished ? 'request completed' : 'request aborted');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * Nest's LoggerService on the pino logger: `new Logger('Context').log(...)` anywhere in the API writes a
 * pino line with `context`; an object first is merged into the line (an Error becomes `err`), as
 * nestjs-pino did. A line written while a request runs carries `req.id`, as that request's own line does
 * (`requestId` reads it from the request's async context; common/ cannot import audit/).
 */
export class NestPinoLogger implements LoggerService {
  constructor(
    private readonly logger: RootLogger,
    private readonly requestId: () => string | undefined = () => undefined,
  ) {}

  verbose(message: unknown, ...rest: unknown[]): void {
    this.call('trace', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.call('debug', message, rest);
  }
  log(message: unknown, ...rest: unknown[]): void {
    this.call('info', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.call('warn', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.call('error', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.call('fatal', message, rest);
  }

  private call(level: Level, message: unknown, rest: unknown[]): void {
    if (level === 'info' && CHATTY_CONTEXTS.has(rest[rest.length - 1] as string)) level = 'debug';
    if (!this.logger.isLevelEnabled(level)) return;
    // Nest passes the context name last.
    const fields: Record<string, unknown> = {};
    const id = this.requestId();
    if (id) fields.req = { id };
    let params = rest;
    if (rest.length > 0) {
      fields.context = rest[rest.length - 1];
      params = rest.slice(0, -1);
    }
    if (message instanceof Error) {
      fields.err = message;
      this.logger[level](fields, ...(params as []));
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level](Object.assign(fields, message), ...(params as []));
    } else if (
      level === 'error' &&
      params.length === 1 &&
      typeof params[0] === 'string' &&
      /\n\s*at /.test(params[0])
    ) {
      // Nest's own exception handlers call error(message, stack, context).
      const err = new Error(String(message));
      err.stack = params[0];
      fields.err = err;
      this.logger.error(fields);
    } else {
      this.logger[level](fields, String(message), ...(params as []));
    }
  }
}
