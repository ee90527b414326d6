import cluster, { type Worker } from 'node:cluster';

/**
 * The primary of `WEB_CONCURRENCY` API processes sharing one port (node:cluster). The first worker
 * starts alone, so migrations and the demo seed run once, the others follow when it listens. A worker
 * that dies is replaced; SIGTERM / SIGINT stop all workers gracefully. Everything the workers share
 * lives in PostgreSQL and Redis (outbox claims, ticket counters, sessions, Socket.IO adapter), which is
 * why more than one process requires both (app-config.ts).
 */
export async function runPrimary(workers: number, graceMs: number): Promise<void> {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('listening', (worker: Worker) => console.log(`API process ${worker.process.pid} listening`));
  const first = fork();
  await new Promise<void>((resolve, reject) => {
    first.once('listening', () => resolve());
    first.once('exit', (code) => reject(new Error(`first API process exited with ${code}`)));
  });
  for (let i = 1; i < workers; i++) fork();
  console.log(`Bestellwerk: ${workers} API processes`);

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    console.error(`API process ${worker.process.pid} exited (${signal ?? code}); starting a new one`);
    fork();
  });
  // Each worker drains itself within SHUTDOWN_GRACE_SECONDS (main.ts); the primary exits 0 when all did
  // (and exited 0), and kills what is left a moment after the grace, so the container stops in time.
  let failed = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} API processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const done = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
    };
    cluster.on('exit', (_worker: Worker, code) => {
      if (code !== 0) failed = true;
      done();
    });
    setTimeout(() => {
      console.error(`${signal}: API processes still running after the grace period; killing them`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      failed = true;
    }, graceMs + 1000).unref();
    done();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
