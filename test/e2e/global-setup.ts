// Starts one app per area on its own fresh database (as the old run.mjs/backoffice.mjs did) and creates
// the fixtures through the admin API. Builds nothing: `npm run test:e2e` builds first. The apps are
// separate so that the back office's login throttling and the storefront's plugin switches cannot meet.
import type { FullConfig } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFixtures } from './support/fixtures.js';
import { ARTIFACTS } from './support/page-checks.js';
import { staffSession, startServer, type RunningServer } from './support/server.js';
import { ADMIN, SERVERS_ENV, type AppUnderTest } from './support/test.js';

async function startApp(extraEnv: Record<string, string> = {}) {
  const server = await startServer(extraEnv);
  try {
    const fixtures = await createFixtures(await staffSession(server.base, ADMIN));
    return { server, app: { base: server.base, fixtures } };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * The areas whose app is needed: those named with `--project` (Playwright hands global setup every
 * project, selected or not), all when none or a pattern is named. The CSP detector needs no app.
 */
function wanted(config: FullConfig): Set<string> {
  const named: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg === '--project' && process.argv[i + 1]) named.push(process.argv[i + 1]);
    else if (arg.startsWith('--project=')) named.push(arg.slice('--project='.length));
  });
  const all = config.projects.map((p) => p.name);
  return new Set(named.length && named.every((name) => all.includes(name)) ? named : all);
}

export default async function globalSetup(config: FullConfig) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const areas = wanted(config);
  // A data directory of its own for the back office: without SMTP_URL the server writes mails there.
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-e2e-backoffice-'));
  const none = Promise.resolve(undefined);
  const started = await Promise.allSettled([
    areas.has('storefront') ? startApp() : none,
    areas.has('backoffice') ? startApp({ DATA_DIR: dataDir }) : none,
  ]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value.server] : []));
  const stop = async () => {
    await Promise.all(servers.map((server: RunningServer) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const [storefront, backoffice] = started.map(
    (s) => (s as PromiseFulfilledResult<{ app: AppUnderTest } | undefined>).value?.app,
  );
  const apps: Record<string, AppUnderTest> = {};
  if (storefront) apps.storefront = storefront;
  if (backoffice) apps.backoffice = { ...backoffice, dataDir };
  // Workers start after global setup and inherit the runner's environment.
  process.env[SERVERS_ENV] = JSON.stringify(apps);
  return stop;
}
