// A medium that fails to load (404, broken file, decode error) is skipped, not shown as a black frame,
// and tried again later with a growing pause: 30 s, 60 s, 2 min, ... capped at 10 min.
export interface MediaFailure {
  failures: number;
  /** Epoch ms before which the medium is skipped. */
  retryAt: number;
}

export type MediaHealth = Readonly<Record<string, MediaFailure>>;

const BASE_MS = 30_000;
const MAX_MS = 600_000;

export function backoffMs(failures: number): number {
  return Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, failures - 1));
}

export function recordFailure(health: MediaHealth, url: string, now: number): MediaHealth {
  const failures = (health[url]?.failures ?? 0) + 1;
  return { ...health, [url]: { failures, retryAt: now + backoffMs(failures) } };
}

export function recordSuccess(health: MediaHealth, url: string): MediaHealth {
  if (!health[url]) return health;
  const { [url]: _dropped, ...rest } = health;
  return rest;
}

/** True while a failed medium is in its backoff pause. */
export function isSkipped(health: MediaHealth, url: string | null | undefined, now: number): boolean {
  if (!url) return false;
  const failure = health[url];
  return !!failure && failure.retryAt > now;
}
