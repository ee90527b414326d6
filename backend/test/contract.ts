import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { ValidateFunction } from 'ajv';
import { offlineApiDocument } from '../src/openapi.js';
import { alive, RUN_ID } from './jest-run.js';

/**
 * Contract tests (issue 22): every answer a supertest call receives from a documented operation is
 * checked against the OpenAPI document generated from the route contracts: its status must be one the
 * operation lists, and a JSON body must match that status's schema (views are closed objects, so a
 * field outside the schema fails too). Operations without a contract (`x-contract: false`) and unknown
 * paths are skipped; backend/test/openapi.int-spec.ts counts and lists them.
 *
 * harness.ts installs this once per test file by importing it, so every `request(http)` and
 * `request.agent(http)` of the integration tests is checked without further code.
 */

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  literals: number;
  op: Json;
}

// ajv is CommonJS; its 2020-12 build is the JSON Schema dialect of OpenAPI 3.1.
const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020.js') as typeof import('ajv').default;

let cache: { operations: Operation[]; ajv: InstanceType<typeof Ajv2020> } | null = null;
const validators = new Map<string, ValidateFunction>();

/**
 * The document, built by the run's first test file that needs it and read from a file by the others:
 * building it (zod to JSON Schema over every route) took about half a second of every test file.
 */
function runDocument(): Json {
  const file = join(tmpdir(), `bw-openapi-${RUN_ID}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Json;
  } catch {
    // Not built yet in this run.
  }
  const { document } = offlineApiDocument();
  for (const name of readdirSync(tmpdir())) {
    const run = /^bw-openapi-(\d+)\.json$/.exec(name)?.[1];
    if (run && !alive(Number(run))) rmSync(join(tmpdir(), name), { force: true });
  }
  // Renamed into place when complete: a test file reading it meanwhile never sees half a document.
  const temp = `${file}.${process.pid}`;
  writeFileSync(temp, JSON.stringify(document));
  renameSync(temp, file);
  return document as Json;
}

function load() {
  if (cache) return cache;
  const document = runDocument();
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths as Record<string, Record<string, Json>>))
    for (const [method, op] of Object.entries(item)) {
      const segments = template.split('/').filter(Boolean);
      // A parameter may fill part of a segment (/api/time-sheets/{userId}/{month}.csv).
      const segment = (s: string) =>
        s
          .split(/\{\w+\}/)
          .map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[^/]+');
      const pattern = new RegExp(`^/${segments.map(segment).join('/')}/?$`);
      operations.push({ method, template, pattern, literals: segments.filter((s) => !s.startsWith('{')).length, op });
    }
  // Literal segments win over parameters (/api/users/me before /api/users/{id}), as the routes are ordered.
  operations.sort((a, b) => b.literals - a.literals);
  // Formats are not asserted (no ajv-formats): zod's schemas carry a pattern for uuids and date-times.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  // The document's components as one schema of their own, compiled once; the answers' schemas refer into it.
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  cache = { operations, ajv };
  return cache;
}

/** The documented operation a request reaches, if any. */
export function findOperation(method: string, url: string): Operation | undefined {
  const path = new URL(url, 'http://localhost').pathname;
  return load().operations.find((o) => o.method === method.toLowerCase() && o.pattern.test(path));
}

/** Where the document's components live for ajv: '#/components/…' references of an answer's schema point there. */
const DOCUMENT_ID = 'urn:bestellwerk:openapi';

function intoDocument(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(intoDocument);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
        ? [key, DOCUMENT_ID + inner]
        : [key, intoDocument(inner)],
    ),
  );
}

function validatorFor(key: string, schema: Json): ValidateFunction {
  let v = validators.get(key);
  if (!v) {
    // Compiled with the whole components object inline, each validator had ajv walk all of them again: 8 of
    // bad-input.int-spec.ts's 40 s.
    v = load().ajv.compile(intoDocument(schema) as Json);
    validators.set(key, v);
  }
  return v;
}

/** Why `res` breaks the documented contract of `method url`, or null (also for undocumented routes). */
export function contractViolation(method: string, url: string, res: request.Response): string | null {
  if (method.toUpperCase() === 'HEAD') return null;
  const found = findOperation(method, url);
  if (!found || found.op['x-contract'] !== true) return null;
  const where = `${method.toUpperCase()} ${found.template} (${new URL(url, 'http://localhost').pathname})`;
  const responses = found.op.responses as Record<string, Json>;
  const documented = responses[String(res.status)] ?? responses[`${String(res.status)[0]}XX`] ?? responses.default;
  if (!documented)
    return `contract: ${where} answered ${res.status}, which the document does not list (${Object.keys(responses).join(', ')}); body ${JSON.stringify(res.body).slice(0, 300)}`;
  const content = documented.content as Record<string, { schema: Json }> | undefined;
  const json = content?.['application/json'];
  if (!json || !/json/.test(String(res.headers['content-type'] ?? ''))) return null;
  const validate = validatorFor(`${found.method} ${found.template} ${res.status}`, json.schema);
  if (validate(res.body)) return null;
  const problems = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) =>
      e.keyword === 'additionalProperties'
        ? `${e.instancePath || '/'} has field "${(e.params as { additionalProperty: string }).additionalProperty}" outside the schema`
        : `${e.instancePath || '/'} ${e.message}`,
    );
  return `contract: ${where} ${res.status} does not match the documented schema: ${problems.join('; ')}; body ${JSON.stringify(res.body).slice(0, 300)}`;
}

let installed = false;

/** Checks every supertest answer against the document (before the test's own expectations). */
export function installContractChecks(): void {
  if (installed || process.env.CONTRACT_CHECKS === 'off') return;
  installed = true;
  const proto = request.Test.prototype as unknown as {
    assert: (
      this: request.Test & { method: string; url: string },
      err: unknown,
      res: request.Response,
      fn: unknown,
    ) => void;
  };
  const original = proto.assert;
  proto.assert = function (err, res, fn) {
    const violation = res ? contractViolation(this.method, this.url, res) : null;
    if (violation && typeof fn === 'function') return fn.call(this, new Error(violation), res);
    return original.call(this, err, res, fn);
  };
}
