/**
 * Token bucket per client IP for socket handshakes: `perMinute` attempts in a burst, refilled evenly.
 * In memory and per process: with several API instances behind a balancer each instance limits on its
 * own, so one IP gets at most instances x perMinute handshakes a minute (the balancer's limit is the
 * global one). Buckets that are full again are dropped, so the map stays as small as the active IPs.
 */
export class HandshakeLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `ip`; false when the bucket is empty. */
  take(ip: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(ip) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.buckets.set(ip, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(ip, bucket);
    if (this.buckets.size > 10_000) this.sweep(now);
    return true;
  }

  private sweep(now: number): void {
    for (const [ip, b] of this.buckets) {
      if (b.tokens + ((now - b.at) * this.perMinute) / 60_000 >= this.perMinute) this.buckets.delete(ip);
    }
  }
}

/**
 * Browser origins allowed to open a socket: the PUBLIC_URL origin, SOCKET_ALLOWED_ORIGINS, and the
 * host the request was sent to (same-host deployments behind any name). Requests without an Origin
 * header are not from a browser page (devices, server clients) and carry their own credentials.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
  extra: string[],
): boolean {
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(publicUrl).origin) return true;
  if (extra.includes(parsed.origin)) return true;
  return host !== undefined && parsed.host === host;
}
