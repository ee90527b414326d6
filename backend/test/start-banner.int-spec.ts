import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDist, spawnBuilt } from './build-dist.js';
import { createTestDatabase } from './harness.js';

// Issue 37 item 7: what `node backend/dist/main.js` prints before and in its start banner, as a person sees it.
const RULE = '='.repeat(72);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts the built API and resolves with its output up to the end of the banner (or fails when it exits). */
async function startUntilBanner(env: Record<string, string>) {
  const started = spawnBuilt('backend/dist/main.js', env);
  const output = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const text = started.log.join('');
      const first = text.indexOf(RULE);
      if (first >= 0 && text.indexOf(RULE, first + RULE.length) > 0) resolve(text);
    };
    started.child.stdout!.on('data', check);
    started.child.stderr!.on('data', check);
    void started.exited.then((code) => reject(new Error(`exited ${code}:\n${started.log.join('')}`)));
  });
  const [before, banner] = output.split(`${RULE}\n`);
  return { child: started.child, exited: started.exited, before: before!.split('\n').filter(Boolean), banner: banner! };
}

describe('start banner of the built API', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-banner-'));
  const children: { child: ChildProcess; exited: Promise<number | null> }[] = [];
  const dbs: { drop: () => Promise<void> }[] = [];

  beforeAll(() => buildDist(), 240_000);
  afterAll(async () => {
    for (const c of children) {
      if (c.child.exitCode === null) c.child.kill('SIGTERM');
      await c.exited;
    }
    await Promise.all(dbs.map((d) => d.drop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('empty database, no demo: ≤ 40 JSON lines, then mode, URLs and a working setup link', async () => {
    const db = await createTestDatabase();
    dbs.push(db);
    const port = await freePort();
    const started = await startUntilBanner({
      DATABASE_URL: db.url,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    children.push(started);
    const { before, banner } = started;
    expect(before.length).toBeLessThanOrEqual(40);
    expect(before.join('\n')).not.toMatch(/Mapped \{|RoutesResolver|InstanceLoader|RouterExplorer/);
    // Not a terminal: JSON lines, one of them the setup link (logged once).
    for (const line of before) expect(() => JSON.parse(line)).not.toThrow();
    expect(before.filter((l) => l.includes('/backend/setup?token='))).toHaveLength(1);

    const base = `http://localhost:${port}`;
    expect(banner).toContain(`Bestellwerk listening on ${base}`);
    expect(banner).toMatch(
      /Mode: +development; database: PostgreSQL \(127\.0\.0\.1:5432\/bw_test_\w+\); jobs\/realtime: in-process/,
    );
    expect(banner).toMatch(new RegExp(`Storefront: +${base}/\n`));
    expect(banner).toMatch(new RegExp(`Back office: +${base}/backend\n`));
    expect(banner).not.toContain('Demo account');
    const link = banner.match(/Setup: +(\S+)/)?.[1];
    expect(link).toMatch(new RegExp(`^${base}/backend/setup\\?token=[\\w-]{43}$`));
    expect(before.join('\n')).toContain(link);
    // The printed link is the live one.
    const token = new URL(link!).searchParams.get('token')!;
    const answer = await fetch(`http://127.0.0.1:${port}/api/auth/setup?token=${token}`);
    expect(answer.status).toBe(200);
  }, 120_000);

  it('development with the demo, on a terminal format: demo accounts, frontdesk and time-clock links, no setup link', async () => {
    const db = await createTestDatabase();
    dbs.push(db);
    const port = await freePort();
    const started = await startUntilBanner({
      DATABASE_URL: db.url,
      NODE_ENV: 'development',
      SEED_DEMO_INSIGHTS: 'false',
      SEED_DEMO_IMAGES: 'false',
      LOG_FORMAT: 'pretty',
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    children.push(started);
    const { before, banner } = started;
    expect(before.length).toBeLessThanOrEqual(40);
    expect(before.join('\n')).not.toMatch(/Mapped \{|RoutesResolver|InstanceLoader/);
    // Readable lines ("12:03:04 INFO  [Seed] Demo business seeded …"), no JSON.
    expect(before.some((l) => /^\d\d:\d\d:\d\d INFO +\[Seed\] Demo business seeded/.test(l))).toBe(true);
    for (const line of before) expect(line.startsWith('{')).toBe(false);
    expect(banner).not.toContain('Setup:');
    expect(banner).toContain('Demo account: Admin admin@sonnleitner.at / demo-admin');
    expect(banner).toContain('Demo account: Team team.wien@sonnleitner.at / demo-team');
    expect(banner.match(/Frontdesk: +.+\/backend#\/frontdesk\/[\w-]+\/demo-\w+-frontdesk/g)).toHaveLength(2);
    expect(banner.match(/Time clock: +.+\/zeiterfassung \(Gerätetoken demo-\w+-zeiterfassung\)/g)).toHaveLength(2);
  }, 120_000);
});
