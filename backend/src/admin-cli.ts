import 'reflect-metadata';
import { runAdminCli } from './admin-command.js';
import { type AppConfig, ConfigError, loadConfig } from './config/index.js';

// `node backend/dist/admin-cli.js create --email … --name … [--force]` (npm run admin): see admin-command.ts.
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
  process.exit(await runAdminCli(process.argv.slice(2), config));
}

main().catch((err: unknown) => {
  console.error('admin:', err instanceof Error ? err.message : err);
  process.exit(1);
});
