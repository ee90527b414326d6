import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import { ClientIp } from '../limits/index.js';

/** What an audit row needs of the request: the client's address and, once auth resolved it, the session's user. */
export interface AuditRequest {
  ip: string;
  req: IncomingMessage & { auth?: { user: { id: string; name?: string; email?: string } } | null };
}

const storage = new AsyncLocalStorage<AuditRequest>();

/**
 * The request an audit row belongs to, for writers that sit behind a command bus or a service without it
 * (order commands, the shop configuration). Null outside a request (jobs, seed, tests calling services).
 */
export const currentAuditRequest = (): AuditRequest | null => storage.getStore() ?? null;

/** Runs the rest of every request inside its audit context (client IP per TRUST_PROXY, limits/client-ip). */
@Injectable()
export class AuditContextMiddleware implements NestMiddleware {
  constructor(private readonly clientIp: ClientIp) {}

  use(req: AuditRequest['req'], _res: unknown, next: (err?: unknown) => void): void {
    const clientIp = this.clientIp;
    let ip: string | undefined;
    // Resolved on first use: most requests write no audit row.
    const context: AuditRequest = {
      req,
      get ip() {
        return (ip ??= clientIp.of(req));
      },
    };
    storage.run(context, () => next());
  }
}
