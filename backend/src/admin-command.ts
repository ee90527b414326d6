import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { createAdmin } from './auth/index.js';
import { ApiError } from './common/index.js';
import type { AppConfig } from './config/index.js';
import { dataSourceOptions, EmbeddedPostgres } from './database/index.js';
import { ENTITIES } from './entities.js';
import { UserRepository } from './users/index.js';

// `npm run admin -- create --email … --name … [--force]` (issue 37 item 1; entry point admin-cli.ts): the
// first admin of a headless install, without the setup link. The password comes from ADMIN_PASSWORD or the first line of stdin.
// Idempotent: an existing address is reported (exit 0); another admin already there refuses (exit 2)
// unless --force. Migrations run first, as at a server start.
const USAGE =
  'Usage: npm run admin -- create --email <address> --name <name> [--force]  (password: ADMIN_PASSWORD or stdin)';

/** The first line of stdin; on a terminal after a prompt, without echoing what is typed. */
function readPassword(): Promise<string> {
  return new Promise((resolve, reject) => {
    const tty = Boolean(process.stdin.isTTY);
    const rl = createInterface({ input: process.stdin, output: tty ? process.stdout : undefined, terminal: tty });
    if (tty) {
      process.stdout.write('Password: ');
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
    }
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      if (tty) process.stdout.write('\n');
      rl.close();
      resolve(line);
    });
    rl.once('close', () => (answered ? undefined : reject(new Error('no password on stdin (or set ADMIN_PASSWORD)'))));
  });
}

async function openDatabase(config: AppConfig): Promise<{ ds: DataSource; close: () => Promise<void> }> {
  const embedded = config.database.mode === 'embedded' ? await EmbeddedPostgres.start(config.database.dataDir) : null;
  const url = config.database.mode === 'postgres' ? config.database.url : embedded!.url;
  const ds = new DataSource(dataSourceOptions(url, Boolean(embedded), ENTITIES));
  await ds.initialize();
  await ds.runMigrations();
  return {
    ds,
    close: async () => {
      await ds.destroy();
      await embedded?.stop();
    },
  };
}

/** Runs the command; returns the exit code (0 created or already there, 1 wrong input, 2 refused). */
export async function runAdminCli(
  argv: string[],
  config: AppConfig,
  password: () => Promise<string> = readPassword,
  out: (line: string) => void = (line) => console.log(line),
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (positionals[0] !== 'create' || !values.email || !values.name) {
    out(USAGE);
    return 1;
  }
  const email = values.email.trim().toLowerCase();
  const { ds, close } = await openDatabase(config);
  try {
    // Asked before the password: a repeated run (a provisioning script) needs none.
    const known = await new UserRepository(ds.manager).byEmail(email);
    if (known) {
      out(`Account ${known.email} exists already; nothing changed.`);
      return 0;
    }
    const admins = await new UserRepository(ds.manager).adminCount();
    if (admins > 0 && !values.force) {
      out(`Refused: an admin account exists already (${admins}). Add --force to create another one.`);
      return 2;
    }
    const secret = config.adminPassword ?? (await password());
    const result = await ds.transaction((em) =>
      createAdmin(em, { email, name: values.name, password: secret }, { force: values.force, how: 'cli' }),
    );
    if (result.outcome === 'created') {
      out(`Admin account ${result.user.email} created. Log in at ${config.publicUrl}/backend/login`);
      return 0;
    }
    if (result.outcome === 'exists') {
      out(`Account ${result.user.email} exists already; nothing changed.`);
      return 0;
    }
    out(`Refused: an admin account exists already (${result.admins.length}). Add --force to create another one.`);
    return 2;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    for (const e of err.errors) out(`${e.field ? `${e.field}: ` : ''}${e.message}`);
    return 1;
  } finally {
    await close();
  }
}
