import 'reflect-metadata';
import cluster from 'node:cluster';
import { runPrimary } from './cluster.js';
import { drainApp, installGracefulShutdown, startIdleCompaction } from './common/index.js';
import { assertMailTransport, loadConfigOrExit } from './config/index.js';
import { EmbeddedPostgres, waitForDatabase } from './database/index.js';
import { createApp, printAfterLogs } from './app.factory.js';
import { refuseUnsafeRedis } from './redis/index.js';
import { startBanner, startNotes } from './start-banner.js';

async function main(): Promise<void> {
  // Issue 37 item 6: without Redis the API sends the mails itself, so production needs SMTP_URL (or
  // MAIL_TRANSPORT=file); an unreachable database is one line and quiet retries (once, before the cluster).
  const config = loadConfigOrExit((c) => {
    if (c.redis.mode === 'in-process') assertMailTransport(c);
  });
  await refuseUnsafeRedis(config);
  if (config.database.mode === 'postgres') await waitForDatabase(config.database.url);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await runPrimary(config.webConcurrency, config.shutdownGraceMs);
    return;
  }
  const embedded = config.database.mode === 'embedded' ? await EmbeddedPostgres.start(config.database.dataDir) : null;
  const app = await createApp(config, config.database.mode === 'postgres' ? config.database.url : embedded!.url);
  await app.listen(config.port, config.host);
  // One block after listen (issue 37 item 7): mode, addresses, the setup link or the demo's accounts and links.
  printAfterLogs(app, startBanner(config, startNotes(app)));

  // Issue 37 item 8: stop accepting, close sockets, drain requests and the outbox, exit 0 within the grace.
  installGracefulShutdown({
    graceMs: config.shutdownGraceMs,
    announce: (signal) => `${signal}: shutting down`,
    close: async () => {
      await drainApp(app, config.shutdownGraceMs);
      await embedded?.stop();
    },
  });
  // Issue 37 item 10: the heap's slack back to the OS once the server has gone quiet.
  startIdleCompaction();
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
