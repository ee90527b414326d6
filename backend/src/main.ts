import 'reflect-metadata';
import cluster from 'node:cluster';
import { runPrimary } from './cluster.js';
import { loadConfigOrExit } from './config/index.js';
import { EmbeddedPostgres } from './database/index.js';
import { createApp } from './app.factory.js';
import { refuseUnsafeRedis } from './redis/index.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  await refuseUnsafeRedis(config);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await runPrimary(config.webConcurrency);
    return;
  }
  const embedded = config.database.mode === 'embedded' ? await EmbeddedPostgres.start(config.database.dataDir) : null;
  const app = await createApp(config, config.database.mode === 'postgres' ? config.database.url : embedded!.url);
  await app.listen(config.port, config.host);
  console.log(
    `Bestellwerk listening on ${config.publicUrl} (database: ${config.database.mode}, jobs/realtime: ${config.redis.mode})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
