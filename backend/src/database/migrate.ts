import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/index.js';
import { openDataSource } from './data-source.js';
import { EmbeddedPostgres } from './embedded-postgres.js';
import { MigrationsRepository } from './migrations.repository.js';

/** `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded database. */
async function migrate(): Promise<void> {
  const config = loadConfig();
  const embedded = config.database.mode === 'embedded' ? await EmbeddedPostgres.start(config.database.dataDir) : null;
  try {
    const ds = await openDataSource(
      config.database.mode === 'postgres' ? config.database.url : embedded!.url,
      !!embedded,
    );
    const applied = await new MigrationsRepository(ds.manager).appliedNames();
    console.log(`Migrations applied: ${applied.join(', ')}`);
    await ds.destroy();
  } finally {
    await embedded?.stop();
  }
}

migrate().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
