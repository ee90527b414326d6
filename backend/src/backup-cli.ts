import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config/index.js';
import { BackupError, createBackup, restoreBackup } from './database/index.js';

// `npm run backup -- FILE` / `npm run restore -- FILE` (issue 37 item 9): the embedded mode's database and
// DATA_DIR's files in one tar file; see database/backup.ts. With DATABASE_URL: pg_dump (README, Backups).
const USAGE = 'Usage: npm run backup -- <file>  |  npm run restore -- <file>  (DATA_DIR as for the server)';

async function main(): Promise<number> {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig();
  if (config.database.mode !== 'embedded') {
    console.error(
      'DATABASE_URL ist gesetzt: PostgreSQL mit pg_dump/pg_restore sichern (README, Backups). / DATABASE_URL is set: back up PostgreSQL with pg_dump/pg_restore.',
    );
    return 2;
  }
  if (config.storage.mode === 's3') {
    console.error(`Hinweis / note: files live in S3 bucket ${config.storage.bucket}; back it up separately.`);
  }
  // npm runs scripts in the project folder; a relative FILE means where the command was typed.
  // eslint-disable-next-line no-restricted-properties -- npm's INIT_CWD (the caller's folder), not configuration
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const log = (line: string) => console.log(line);
  if (command === 'backup') await createBackup(config.database.dataDir, path, log);
  else await restoreBackup(config.database.dataDir, path, log);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
    process.exit(err instanceof BackupError ? 2 : 1);
  },
);
