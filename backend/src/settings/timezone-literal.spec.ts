import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

// Issue 38 item 7: the shop's zone is read from its configuration (ShopConfigService.timezone(), the
// frontend's init data); the one fallback literal is domain's DEFAULT_TIMEZONE. This test names every
// other quoted zone literal in the workspaces' sources.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const WORKSPACES = ['backend/src', 'domain/src', 'frontend/src', 'workers/src'];

/** Files that may spell the zone, each with its reason. */
const ALLOW: Record<string, string> = {
  'domain/src/opening-hours/default-timezone.ts': 'DEFAULT_TIMEZONE itself',
  'domain/src/opening-hours/zoned-time.ts': 'the table of fixed offsets',
  'domain/src/content/structured-data.ts': 'table of zone names to countries, not the shop zone',
};

/** Migrations, the demo seed and tests keep their literal: they describe fixed data. */
const allowedPlace = (file: string) =>
  /\.(spec|fake)\.tsx?$/.test(file) ||
  /(^|\/)test-helpers\.tsx?$/.test(file) ||
  file.includes('/migrations/') ||
  file.startsWith('backend/src/seed/') ||
  file.startsWith('frontend/src/shared/api/generated/');

const LITERAL = /(['"`])Europe\/Vienna\1/;

/** 1-based line numbers of quoted zone literals in one file's text. */
export function timezoneLiterals(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (LITERAL.test(line) ? [i + 1] : []));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('time zone named once (issue 38 item 7)', () => {
  it('finds a quoted literal and ignores prose', () => {
    expect(timezoneLiterals("const TZ = 'Europe/Vienna';\n// Europe/Vienna in a comment")).toEqual([1]);
    expect(timezoneLiterals('<X tz="Europe/Vienna" />')).toEqual([1]);
    expect(timezoneLiterals('const tz = DEFAULT_TIMEZONE;')).toEqual([]);
  });

  it('no source outside the allow-list spells the zone', () => {
    const found = WORKSPACES.flatMap((ws) => sourceFiles(join(ROOT, ws)))
      .map((path) => relative(ROOT, path).split(sep).join('/'))
      .filter((file) => !allowedPlace(file) && !ALLOW[file])
      .flatMap((file) => timezoneLiterals(readFileSync(join(ROOT, file), 'utf8')).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });
});
