import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import { ClientIp } from '../limits/index.js';

/** What an audit row needs of the request: the client's address and, once auth resolved it, the session's user. */
export interface AuditRequest {
  ip: string;
  /** `id`: the X-Request-Id requestLog gave it (common/logging.ts). */
  req: IncomingMessage & { id?: string; auth?: { user: { id: string; name?: string; email?: string } } | null };
}

/**
 * What the async context holds: the request by WeakRef. Every promise and timer created while a request
 * runs keeps its context, and some outlive the request by seconds (a cache's reload, a pool's idle
 * timer); holding the request strongly kept it and its response reachable that long (issue 17: V8
 * promoted them to the old generation, and the orders bench's tail waited on the major GCs).
 */
interface AuditScope {
  readonly ref: WeakRef<AuditRequest['req']>;
  readonly ipOf: (req: IncomingMessage) => string;
  ip?: string;
}

const storage = new AsyncLocalStorage<AuditScope>();

/**
 * The request an audit row belongs to, for writers that sit behind a command bus or a service without it
 * (order commands, the shop configuration). Null outside a request (jobs, seed, tests calling services).
 */
export function currentAuditRequest(): AuditRequest | null {
  const scope = storage.getStore();
  const req = scope?.ref.deref();
  if (!scope || !req) return null;
  return {
    req,
    // Resolved on first use (most requests write no audit row), once per request.
    get ip() {
      return (scope.ip ??= scope.ipOf(req));
    },
  };
}

/** The id requestLog gave the running request (X-Request-Id), for service log lines; undefined outside one. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.ref.deref()?.id;
}

/** Runs the rest of every request inside its audit context (client IP per TRUST_PROXY, limits/client-ip). */
@Injectable()
export class AuditContextMiddleware implements NestMiddleware {
  private readonly ipOf: (req: IncomingMessage) => string;

  constructor(clientIp: ClientIp) {
    this.ipOf = (req) => clientIp.of(req);
  }

  use(req: AuditRequest['req'], _res: unknown, next: (err?: unknown) => void): void {
    storage.run({ ref: new WeakRef(req), ipOf: this.ipOf }, () => next());
  }
}
