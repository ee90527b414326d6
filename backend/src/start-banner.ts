import type { INestApplication } from '@nestjs/common';
import { FirstAdminService } from './auth/index.js';
import type { AppConfig } from './config/index.js';
import { SeedService } from './seed/index.js';

export interface StartNotes {
  setupLink: string | null;
  demoAccounts: string[];
  frontdesks: string[];
  timeClocks: string[];
}

/** Host, port and database of a connection URL; never its user or password. */
function where(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname.length > 1 ? u.pathname : ''}`;
  } catch {
    return 'configured';
  }
}

/**
 * The block a person reads after `npm start` (issue 37 item 7): mode, the two addresses, then either the
 * first admin's setup link or (development) the demo accounts, frontdesk and time-clock links.
 */
export function startBanner(config: AppConfig, notes: StartNotes): string {
  const database =
    config.database.mode === 'postgres'
      ? `PostgreSQL (${where(config.database.url)})`
      : `embedded PGlite (${config.database.dataDir})`;
  const jobs = config.redis.mode === 'redis' ? `Redis (${where(config.redis.url)})` : 'in-process (no Redis)';
  const rows: [string, string][] = [
    ['Mode', `${config.env}; database: ${database}; jobs/realtime: ${jobs}`],
    ['Storefront', `${config.publicUrl}/`],
    ['Back office', `${config.publicUrl}/backend`],
  ];
  if (notes.setupLink) rows.push(['Setup', `${notes.setupLink}  (no staff account yet: one-time link, 24 h)`]);
  for (const line of notes.demoAccounts) rows.push(['Demo account', line]);
  for (const line of notes.frontdesks) rows.push(['Frontdesk', line]);
  for (const line of notes.timeClocks) rows.push(['Time clock', line]);
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  const rule = '='.repeat(72);
  return [
    rule,
    `Bestellwerk listening on ${config.publicUrl}`,
    ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(width + 1)}${value}`),
    rule,
    '',
  ].join('\n');
}

/** What this process's boot found out: the setup link it issued and the demo's known links. */
export function startNotes(app: INestApplication): StartNotes {
  const seed = app.get(SeedService, { strict: false });
  return { setupLink: app.get(FirstAdminService, { strict: false }).setupLink, ...seed.startNotes };
}
