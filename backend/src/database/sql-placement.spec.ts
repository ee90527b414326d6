import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

// Issue 38: hand-written SQL lives only in repositories (backend/README.md 'Repositories'), and controllers
// stay thin. This test reads every backend source file and names each place that breaks either rule.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where SQL belongs: repositories, migrations, the demo seed. */
const allowedPlace = (file: string) =>
  file.endsWith('.repository.ts') || file.startsWith('database/migrations/') || file.startsWith('seed/');

/** Files that may hold SQL anyway, each with its reason. Keep this empty unless a reason is real. */
const ALLOW: Record<string, string> = {};

// Statement starts in upper case (the project's SQL style); German prose and log lines do not match.
const SQL_TEXT =
  /^\s*(SELECT\s[\s\S]*\sFROM\s|INSERT\s+INTO\s|UPDATE\s+"?\w+"?\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s*\()/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const isStringish = (n: ts.Node | undefined) =>
  !!n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n));

const textOf = (n: ts.Node) =>
  ts.isTemplateExpression(n)
    ? n.head.text + n.templateSpans.map((s) => ' x ' + s.literal.text).join('')
    : (n as ts.StringLiteral).text;

/** Each SQL use in one file: `.query('…')`, `createQueryBuilder`, or a literal that reads as a statement. */
export function sqlUses(fileName: string, text: string): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (n: ts.Node, what: string) =>
    found.push(`${fileName}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1} ${what}`);
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      const name = n.expression.name.text;
      if (name === 'createQueryBuilder') at(n, 'createQueryBuilder');
      else if (name === 'query' && isStringish(n.arguments[0])) at(n, '.query(<sql>)');
    } else if (isStringish(n) && SQL_TEXT.test(textOf(n)) && !isStringish(n.parent?.parent)) {
      const call = n.parent;
      const counted =
        ts.isCallExpression(call) &&
        ts.isPropertyAccessExpression(call.expression) &&
        call.expression.name.text === 'query';
      if (!counted) at(n, 'SQL text');
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** A controller that asks Nest for the DataSource (it should call a service or repository instead). */
export function injectsDataSource(fileName: string, text: string): boolean {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  return sf.statements.some(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      /^(typeorm|@nestjs\/typeorm)$/.test(s.moduleSpecifier.text) &&
      !!s.importClause?.namedBindings &&
      ts.isNamedImports(s.importClause.namedBindings) &&
      s.importClause.namedBindings.elements.some((e) => /^(DataSource|InjectDataSource)$/.test(e.name.text)),
  );
}

describe('where the SQL lives (issue 38)', () => {
  const files = sourceFiles(SRC).map((path) => ({ file: relative(SRC, path).split(sep).join('/'), path }));

  it('the detector sees each kind of SQL use and ignores route parsing', () => {
    const uses = sqlUses(
      'x.ts',
      [
        "await em.query('SELECT 1');",
        "await ds.getRepository(User).createQueryBuilder('u').getMany();",
        'const sql = `UPDATE "device" SET "name" = $1`;',
        'const q = R.list.query(query);',
        "log('Datenbank erreichbar, Start wird fortgesetzt.');",
      ].join('\n'),
    );
    expect(uses).toEqual(['x.ts:1 .query(<sql>)', 'x.ts:2 createQueryBuilder', 'x.ts:3 SQL text']);
    expect(injectsDataSource('a.controller.ts', "import { DataSource } from 'typeorm';")).toBe(true);
    expect(injectsDataSource('a.controller.ts', "import type { EntityManager } from 'typeorm';")).toBe(false);
  });

  it('no SQL outside *.repository.ts, database/migrations/ and seed/', () => {
    const offending = files
      .filter(({ file }) => !allowedPlace(file) && !(file in ALLOW))
      .flatMap(({ file, path }) => sqlUses(file, readFileSync(path, 'utf8')));
    expect(offending).toEqual([]);
  });

  it('no controller injects the DataSource', () => {
    const offending = files
      .map(({ file, path }) => ({ file, text: readFileSync(path, 'utf8') }))
      // Also controllers in files of another name (staff/schedule-publishing.ts).
      .filter(({ file, text }) => file.endsWith('.controller.ts') || text.includes('@Controller('))
      .filter(({ file, text }) => injectsDataSource(file, text))
      .map(({ file }) => file);
    expect(offending).toEqual([]);
  });

  it('every allow-list entry still exists and still needs its exception', () => {
    for (const file of Object.keys(ALLOW)) {
      const match = files.find((f) => f.file === file);
      expect(match && sqlUses(file, readFileSync(match.path, 'utf8')).length).toBeGreaterThan(0);
    }
  });
});
