import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { offlineApiDocument } from '../src/openapi.js';
import { contractViolation } from './contract.js';

/**
 * Coverage of the OpenAPI document (issue 22): counts the operations with a response schema and, of
 * those that take a body, with a request schema, and asserts the issue's must-show outright: every
 * operation has a response schema and every operation that takes a body has a request schema (a new
 * route without a contract fails here). The baseline lists the operations as well, so a review sees
 * which ones an API change adds or removes; a covered one must stay covered.
 *
 * Refresh the baseline after adding or removing routes:
 * OPENAPI_BASELINE=write NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects backend backend/test/openapi.int-spec.ts
 */

const BASELINE = fileURLToPath(new URL('./openapi-baseline.json', import.meta.url));
type Json = Record<string, unknown>;

const { document, routes } = offlineApiDocument();
const paths = document.paths as Record<string, Record<string, Json>>;

interface Row {
  key: string;
  controller: string;
  contract: boolean;
  responseSchema: boolean;
  takesBody: boolean;
  requestSchema: boolean;
  statusMismatch: string | null;
}

const rows: Row[] = routes.map((r) => {
  const op = paths[r.path]![r.method]!;
  const responses = op.responses as Record<string, Json>;
  const success = Object.entries(responses).filter(([s]) => /^[23]\d\d$/.test(s));
  const declared = success.map(([s]) => Number(s));
  return {
    key: `${r.method.toUpperCase()} ${r.path}`,
    controller: r.controller.name,
    contract: op['x-contract'] === true,
    responseSchema: op['x-contract'] === true && success.length > 0,
    takesBody: r.takesBody || !!op.requestBody,
    requestSchema: !!op.requestBody,
    // The contract's success status must be the one Nest answers with (@HttpCode or the method's default).
    statusMismatch:
      op['x-contract'] === true && !declared.includes(r.status)
        ? `${r.method.toUpperCase()} ${r.path}: Nest answers ${r.status}, the contract lists ${declared.join(', ')}`
        : null,
  };
});
const covered = (r: Row) => r.responseSchema && (!r.takesBody || r.requestSchema);

describe('OpenAPI document coverage', () => {
  it('counts operations with response and request schemas', () => {
    const withBody = rows.filter((r) => r.takesBody);
    const figures = {
      operations: rows.length,
      withResponseSchema: rows.filter((r) => r.responseSchema).length,
      takingABody: withBody.length,
      withRequestSchema: withBody.filter((r) => r.requestSchema).length,
      covered: rows.filter(covered).length,
    };
    console.log(`OpenAPI coverage ${JSON.stringify(figures)}`);
    expect(figures.operations).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    expect(figures.withResponseSchema).toBe(figures.operations);
    expect(figures.withRequestSchema).toBe(figures.takingABody);
  });

  it('every operation has a response schema, and a request schema when it takes a body', () => {
    const uncovered = rows
      .filter((r) => !covered(r))
      .map(
        (r) =>
          `${r.key} (${r.controller}): ${r.responseSchema ? 'no request schema for its body' : 'no route contract'}`,
      );
    expect(uncovered).toEqual([]);
  });

  it('every contract names the success status the route answers with', () => {
    expect(rows.map((r) => r.statusMismatch).filter(Boolean)).toEqual([]);
  });

  it('covered operations stay covered; the uncovered list only shrinks', () => {
    if (process.env.OPENAPI_BASELINE === 'write') {
      const baseline = {
        note: 'Operations of the OpenAPI document with/without a route contract (backend/test/openapi.int-spec.ts).',
        covered: rows.filter(covered).map((r) => r.key),
        uncovered: rows.filter((r) => !covered(r)).map((r) => r.key),
      };
      writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
    }
    const baseline = JSON.parse(readFileSync(BASELINE, 'utf8')) as { covered: string[]; uncovered: string[] };
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const lost = baseline.covered.filter((k) => byKey.has(k) && !covered(byKey.get(k)!));
    const nowCovered = baseline.uncovered.filter((k) => byKey.has(k) && covered(byKey.get(k)!));
    const known = new Set([...baseline.covered, ...baseline.uncovered]);
    const fresh = rows.filter((r) => !known.has(r.key) && !covered(r));
    const convertedControllers = new Set(rows.filter((r) => r.contract).map((r) => r.controller));
    if (fresh.length)
      console.log(
        `OpenAPI: ${fresh.length} new operations without a contract:\n${fresh.map((r) => `  ${r.key} (${r.controller})`).join('\n')}`,
      );
    const uncovered = rows.filter((r) => !covered(r));
    console.log(`OpenAPI: ${uncovered.length} operations without a full contract (see openapi-baseline.json)`);
    expect({
      lost,
      nowCovered,
      freshInConvertedControllers: fresh.filter((r) => convertedControllers.has(r.controller)).map((r) => r.key),
    }).toEqual({
      lost: [],
      nowCovered: [],
      freshInConvertedControllers: [],
    });
  });

  it('the contract check refuses an unlisted status and a field outside the schema', () => {
    const answer = (status: number, body: unknown) =>
      ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body }) as unknown as request.Response;
    const healthy = {
      status: 'ok',
      database: { mode: 'postgres', ok: true, ms: 1 },
      redis: { mode: 'in-process', ok: true, ms: 0 },
    };
    expect(contractViolation('GET', '/api/health', answer(200, { data: healthy }))).toBeNull();
    expect(contractViolation('GET', '/api/health', answer(200, { data: { ...healthy, uptime: 5 } }))).toMatch(
      /field "uptime" outside the schema/,
    );
    expect(contractViolation('GET', '/api/health', answer(200, { data: { ...healthy, status: 'fine' } }))).toMatch(
      /\/data\/status must be equal to one of the allowed values/,
    );
    expect(contractViolation('GET', '/api/health', answer(418, { errors: [] }))).toMatch(
      /answered 418, which the document does not list/,
    );
    expect(
      contractViolation(
        'GET',
        '/api/health',
        answer(500, { errors: [{ message: 'Ein unbekannter Fehler ist aufgetreten.' }] }),
      ),
    ).toBeNull();
    // Schemas by reference into the document's components (here its Errors) are enforced as well.
    expect(contractViolation('GET', '/api/logs', answer(401, { errors: [{ message: 'Bitte anmelden.' }] }))).toBeNull();
    expect(contractViolation('GET', '/api/logs', answer(401, { errors: [{ text: 'Bitte anmelden.' }] }))).toMatch(
      /does not match the documented schema/,
    );
    expect(contractViolation('GET', '/api/logs', answer(401, { error: 'Bitte anmelden.' }))).toMatch(
      /does not match the documented schema/,
    );
    // Unknown paths are not the contract's business (the 404 of the router).
    expect(contractViolation('GET', '/api/nowhere', answer(404, { errors: [] }))).toBeNull();
  });
});
