import type { IncomingMessage } from 'node:http';
import express from 'express';
import proxyaddr from 'proxy-addr';
import type { TrustProxy } from '../config/index.js';

type TrustFn = (address: string, hop: number) => boolean;

/**
 * The one place that says who the client is, for every per-IP limit (login, socket handshakes, the
 * anonymous limits) and for `secure` cookies. The trust function is Express's own compilation of
 * TRUST_PROXY, so `req.ip`/`req.secure` of the app (which gets the same setting) agree with it; an
 * X-Forwarded-For hop is only believed when the address that sent it is a trusted proxy.
 */
export class ClientIp {
  private readonly trust: TrustFn;

  constructor(trustProxy: TrustProxy) {
    const app = express();
    app.set('trust proxy', trustProxy);
    this.trust = app.get('trust proxy fn') as TrustFn;
  }

  /** The client's address: the socket's peer, or the last X-Forwarded-For hop no trusted proxy added. */
  of(req: IncomingMessage): string {
    if (!req.socket?.remoteAddress) return 'unknown';
    return normalise(proxyaddr(req, this.trust));
  }

  /**
   * Key for per-IP counters: the address, but an IPv6 client counts by its /64 (one customer line gets a
   * whole /64, so per-address counting would let it rotate addresses freely).
   */
  key(req: IncomingMessage): string {
    return limitKey(this.of(req));
  }

  /** Served over TLS: the socket itself, or X-Forwarded-Proto from a trusted proxy (as Express decides). */
  secure(req: IncomingMessage): boolean {
    if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
    if (!req.socket?.remoteAddress || !this.trust(req.socket.remoteAddress, 0)) return false;
    const header = req.headers['x-forwarded-proto'];
    const proto = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    return proto === 'https';
  }
}

const normalise = (ip: string): string => (ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip);

export function limitKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter(Boolean);
  // Groups left of '::' are the leading ones; fewer than four means the /64 ends in zero groups.
  const first4 = ip.includes('::') ? [...groups, '0', '0', '0', '0'].slice(0, 4) : ip.split(':').slice(0, 4);
  return `${first4.map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
