import pg from 'pg';
import { ping } from './liveness.repository.js';

/** How long one connection attempt may take before it counts as failed (an unreachable host). */
const CONNECT_TIMEOUT_MS = 3000;
/** Backoff between attempts: 0.5 s doubling to 15 s. */
const retryDelayMs = (attempt: number) => Math.min(15_000, 500 * 2 ** Math.min(attempt, 5));

/** The URL without its password, for the one line the operator reads. */
export function databaseTarget(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** PostgreSQL's reason in a few words (wrong password, unknown database, refused, timeout). */
function reasonOf(err: unknown): string {
  const e = err as { code?: string; message?: string };
  const text = (e.message ?? String(err)).split('\n')[0]!;
  return e.code && !text.includes(e.code) ? `${text} (${e.code})` : text;
}

export interface WaitForDatabaseOptions {
  log?: (line: string) => void;
  /** Tests: a stop signal; resolves false when aborted before the database answered. */
  signal?: AbortSignal;
}

/**
 * Before the app boots (API and worker, PostgreSQL mode): connects once with a 3 s timeout. When the
 * database cannot be reached or refuses the login/database, prints ONE line naming DATABASE_URL (without
 * the password) and the reason, then retries quietly with backoff (0.5 s doubling to 15 s) until it
 * answers, and says so in one more line. Without this, TypeORM waited ~30 s in silence and then printed
 * stack traces for every retry.
 */
export async function waitForDatabase(url: string, options: WaitForDatabaseOptions = {}): Promise<boolean> {
  const log = options.log ?? ((line: string) => console.error(line));
  let reported = false;
  for (let attempt = 0; ; attempt++) {
    if (options.signal?.aborted) return false;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await ping(client);
      if (reported) log('Datenbank erreichbar (DATABASE_URL), Start wird fortgesetzt.');
      return true;
    } catch (err) {
      if (!reported) {
        reported = true;
        log(
          `Datenbank nicht erreichbar (DATABASE_URL=${databaseTarget(url)}): ${reasonOf(err)}. Neue Versuche mit Backoff bis 15 s.`,
        );
      }
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, retryDelayMs(attempt));
      options.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
