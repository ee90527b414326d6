import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';

/** The same options for PostgreSQL and embedded PGlite; only the URL and pool size differ. */
export function dataSourceOptions(
  url: string,
  embedded: boolean,
  // The app passes its entity list (backend/src/entities.ts): database sits below the features.
  entities: NonNullable<DataSourceOptions['entities']> = [],
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    // PGlite is one connection behind the socket server: a pool of one keeps transactions apart.
    extra: embedded ? { max: 1 } : { max: 20 },
  };
}

export async function openDataSource(url: string, embedded: boolean): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(url, embedded));
  await ds.initialize();
  await ds.runMigrations();
  return ds;
}
