import type { Server } from 'node:http';

export interface GracefulShutdownOptions {
  /** SHUTDOWN_GRACE_SECONDS in ms: the process exits at the latest this long after the first signal. */
  graceMs: number;
  /** The line printed on the signal, e.g. `SIGTERM: shutting down`. */
  announce: (signal: NodeJS.Signals) => string;
  /** Stops the process's work (HTTP, sockets, relay, jobs, database); the process exits 0 when it resolves. */
  close: (signal: NodeJS.Signals) => Promise<void>;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

/**
 * SIGTERM / SIGINT (docker stop, Ctrl-C, the cluster primary): runs `close` once and exits 0, or exits 1
 * with one line when the grace period runs out first, so a deploy never waits for the orchestrator's kill.
 * A second signal does not start a second close.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): void {
  const log = options.log ?? ((line: string) => console.log(line));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(options.announce(signal));
    const deadline = setTimeout(() => {
      log(`${signal}: grace period of ${options.graceMs / 1000} s (SHUTDOWN_GRACE_SECONDS) exceeded; exiting now`);
      exit(1);
    }, options.graceMs);
    options.close(signal).then(
      () => {
        clearTimeout(deadline);
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        log(`${signal}: shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
        exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * Stops accepting connections at once and lets the requests in flight finish: keep-alive connections
 * are closed as soon as they are idle (Node closes only those idle at close() time), and every connection
 * still open `forceAfterMs` later is cut, so the process can exit within its grace period. Resolves when
 * the server has closed; call it before the app's own close (Nest's close() then finds it closed).
 */
export function stopAccepting(server: Server, forceAfterMs: number): Promise<void> {
  if (!server.listening) return Promise.resolve();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const force = setTimeout(() => server.closeAllConnections(), Math.max(0, forceAfterMs));
  idle.unref();
  force.unref();
  return closed.finally(() => {
    clearInterval(idle);
    clearTimeout(force);
  });
}

/**
 * The API's close on SIGTERM: stop accepting at once, then Nest's close (sockets closed at the transport
 * in the realtime gateway's beforeApplicationShutdown, requests in flight answered, the outbox relay's last
 * drain, Redis and the database). Connections still open a second before the grace ends are cut.
 */
export async function drainApp(
  app: { getHttpServer(): unknown; close(): Promise<void> },
  graceMs: number,
): Promise<void> {
  const closed = stopAccepting(app.getHttpServer() as Server, graceMs - Math.min(1000, graceMs / 4));
  await app.close();
  await closed;
}
