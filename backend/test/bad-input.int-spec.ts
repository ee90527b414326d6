import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DATE_RANGE_MESSAGE, VALIDATION } from '@bestell/domain';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { createCatalogue, item, takeaway } from './orders.fixtures.js';

// Issue 12 item 4: never a 500 on bad input. Every POST/PUT/PATCH operation of the OpenAPI document
// gets NUL bytes, lone surrogates and overflowing numbers in its body (built from its schema; a
// generic body where the document has none), query and path parameters, as admin and anonymously;
// every GET gets NUL in its path and query. No answer may be 5xx.
// Issue 36: every date and date-time field (bodies and query parameters) also gets years 9999 and 0001,
// which are valid ISO dates but outside the range the API accepts: a 422 on the field, never a 500.

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
};
type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** What replaces each leaf of a body: strings, numbers and integers per variant. */
interface Variant {
  name: string;
  string: string;
  number: number | string;
  integer: number | string;
  /** Date and date-time leaves (else `string`); with them, enums get their first value (to get past them). */
  date?: string;
  dateTime?: string;
}

const NUL = 'a\u0000b';
const SURROGATE = 'x\ud800y';
const VARIANTS: Variant[] = [
  { name: 'NUL bytes', string: NUL, number: 1, integer: 1 },
  { name: 'lone surrogates', string: SURROGATE, number: 2, integer: 2 },
  { name: 'trailing low surrogate', string: 'z\udc00', number: 3, integer: 3 },
  { name: 'numeric overflow', string: 'abc', number: 1e308, integer: 1e20 },
  // Amounts given as strings obey the same limits as numbers.
  { name: 'overflow as strings', string: '99999999999999999999999.99', number: '1e30', integer: '1e30' },
  { name: 'negative overflow', string: '-1e30', number: -1e308, integer: -1e20 },
  // Issue 36: valid ISO dates the calendar arithmetic cannot take ('Invalid date: +010000-01').
  { name: 'year 9999', string: 'Test', number: 1, integer: 1, date: '9999-12-31', dateTime: '9999-12-31T23:59:59Z' },
  { name: 'year 0001', string: 'Test', number: 1, integer: 1, date: '0001-01-01', dateTime: '0001-01-01T00:00:00Z' },
];

/** The far dates of issue 36, for query parameters. */
const FAR_DATES = VARIANTS.filter((v) => v.date !== undefined);
const farValue = (format: string | undefined, v: Variant) =>
  format === 'date' ? v.date : format === 'date-time' ? v.dateTime : undefined;

/** A body in the shape of the schema, every leaf replaced by the variant's value (depth-limited). */
function bodyFor(schema: Schema | undefined, v: Variant, doc: Doc, depth = 0): unknown {
  if (!schema || depth > 8) return v.string;
  if (schema.$ref) return bodyFor(doc.components?.schemas?.[schema.$ref.split('/').pop()!], v, doc, depth + 1);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    // An object or array option reaches deeper than a scalar one.
    const rich = choices.find((c) => c.properties || c.items || c.$ref) ?? choices[0];
    return bodyFor(rich, v, doc, depth + 1);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => bodyFor(s, v, doc, depth + 1)));
  const far = farValue(schema.format, v);
  if (far !== undefined) return far;
  if (v.date !== undefined && schema.enum?.length) return schema.enum[0];
  if (v.date !== undefined && schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? { note: {} }).map(([k, s]) => [k, bodyFor(s, v, doc, depth + 1)]),
    );
  }
  if (type === 'array') return [bodyFor(schema.items, v, doc, depth + 1)];
  if (type === 'integer') return v.integer;
  if (type === 'number') return v.number;
  if (type === 'boolean') return true;
  return v.string;
}

/** Where the document names no body: typical field names with the bad value, nested too. */
const genericBody = (v: Variant) => ({
  name: v.string,
  data: v.string,
  email: v.string,
  amount: v.number,
  items: [{ note: v.string, amount: v.number, parts: [v.string] }],
  [`key${v.string}`]: v.string,
});

const encodePathValue = (value: string) =>
  // encodeURIComponent refuses lone surrogates; send their (invalid) UTF-8 bytes percent-encoded instead.
  value.replace(/[^\ud800-\udfff]+|[\ud800-\udfff]/g, (part) =>
    /^[\ud800-\udfff]$/.test(part)
      ? [...Buffer.from([0xed, 0xa0 | ((part.charCodeAt(0) >> 6) & 0x0f), 0x80 | (part.charCodeAt(0) & 0x3f)])]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(part),
  );

describe('bad input never answers 5xx (OpenAPI walk)', () => {
  let t: TestApp;
  let admin: Staff;
  let doc: Doc;
  const ids = new Map<string, string>();
  const fiveHundreds: string[] = [];
  let requests = 0;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'silent' });
    admin = await login(t.http, DEMO.admin);
    doc = (await request(t.http).get('/api/docs/openapi.json').expect(200)).body as Doc;
    // Real ids where the path names a listable resource, so bodies reach the handlers past the 404.
    for (const path of Object.keys(doc.paths)) {
      const base = /^(\/api\/[a-z-]+)\/\{id\}/.exec(path)?.[1];
      if (!base || ids.has(base)) continue;
      const list = await admin.get(base);
      const first = Array.isArray(list.body?.data) ? list.body.data[0] : undefined;
      if (first?.id) ids.set(base, String(first.id));
    }
  });
  afterAll(async () => {
    // The answers by status, for the record: mostly 422 (refused input), 401/403/404 (anonymous, unknown).
    console.log(`bad-input walk: ${requests} requests`, Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])));
    await t.close();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ path, method, op })),
    );

  /** The path with each `{param}` filled: `bad` for one parameter (or all when `only` is absent). */
  const fillPath = (path: string, bad: string | null, only?: string) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (bad !== null && (only === undefined || only === name)) return encodePathValue(bad);
      if (name === 'id')
        return ids.get(/^(\/api\/[a-z-]+)/.exec(path)?.[1] ?? '') ?? '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';
      return name === 'branchId' ? '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11' : 'wert';
    });

  const send = async (
    who: Staff | null,
    method: string,
    url: string,
    body: unknown,
    label: string,
  ): Promise<request.Response> => {
    requests++;
    const agent = who ? who.agent : request(t.http);
    let req = (agent as unknown as Record<string, (u: string) => request.Test>)[method]!(url);
    if (who) req = req.set('X-XSRF-TOKEN', who.csrf);
    if (body !== undefined) req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
    const res = await req;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 500) fiveHundreds.push(`${label}: ${method.toUpperCase()} ${url} -> ${res.status} ${res.text}`);
    return res;
  };

  it('finds the 101 operations of the document', () => {
    const writes = operations().filter((o) => ['post', 'put', 'patch'].includes(o.method));
    expect(operations().length).toBeGreaterThanOrEqual(101);
    expect(writes.length).toBeGreaterThan(40);
  });

  it('names the field: JSON path for bodies, parameter name for query and path', async () => {
    const body = { name: 'ok', items: [{ note: 'fine' }, { note: NUL, deep: { list: ['x', SURROGATE] } }] };
    const res = await request(t.http).post('/api/orders').send(body).expect(422);
    expect(res.body.errors).toEqual([
      { field: 'items.1.note', message: VALIDATION.invalidCharacters },
      { field: 'items.1.deep.list.1', message: VALIDATION.invalidCharacters },
    ]);
    const query = await request(t.http).get('/api/orders?branch=%00').expect(422);
    expect(query.body.errors).toEqual([{ field: 'branch', message: VALIDATION.invalidCharacters }]);
    const param = await request(t.http).get('/api/products/%00').expect(422);
    expect(param.body.errors).toEqual([{ field: 'id', message: VALIDATION.invalidCharacters }]);
    const key = await request(t.http)
      .post('/api/orders')
      .send({ ['bad\u0000key']: 1 })
      .expect(422);
    expect(key.body.errors).toEqual([{ field: 'bad\ufffdkey', message: VALIDATION.invalidCharacters }]);
  });

  it('numeric overflow is a 422 on the field with a range message, numbers and strings alike', async () => {
    const cases: [object, string, string][] = [
      [{ name: 'Teuer', price: 1e30 }, 'price', VALIDATION.max('99999999.99')],
      [{ name: 'Teuer', price: '1e30' }, 'price', VALIDATION.max('99999999.99')],
      [{ name: 'Teuer', price: '123456789012345678901234567890' }, 'price', VALIDATION.max('99999999.99')],
      [{ name: 'Teuer', price: '1', position: 1e20 }, 'position', VALIDATION.max('100000')],
      [{ name: 'Teuer', price: '1', defaultQuantity: '1e40' }, 'defaultQuantity', VALIDATION.max('999999999.999')],
      [
        { name: 'Teuer', price: '1', images: [{ id: 'a', version: 1e12, extension: 'png' }] },
        'images.0.version',
        VALIDATION.max('2147483647'),
      ],
    ];
    const staff = await login(t.http, DEMO.admin);
    for (const [body, field, message] of cases) {
      const res = await staff.post('/api/products', body).expect(422);
      expect(res.body.errors).toContainEqual({ field, message });
    }
  });

  it('a date outside 2000-2100 is a 422 on its field with the range message, never a 500 (issue 36)', async () => {
    const c = await createCatalogue(t, 'ferne-daten');
    const order = takeaway(c.branch.id, [item(c.products.pizza)], { appointmentDate: '9999-12-31T23:59:59Z' });
    const placed = await request(t.http).post('/api/orders').send(order).expect(422);
    expect(placed.body.errors).toEqual([{ field: 'appointmentDate', message: DATE_RANGE_MESSAGE }]);
    const list = await admin.get('/api/orders?from=0001-01-01&to=9999-12-31').expect(422);
    expect(list.body.errors).toEqual([
      { field: 'from', message: DATE_RANGE_MESSAGE },
      { field: 'to', message: DATE_RANGE_MESSAGE },
    ]);
    // The range's own ends pass; a malformed date keeps its one format message.
    await admin.get('/api/orders?from=2000-01-01&to=2100-12-31').expect(200);
    const malformed = await admin.get('/api/orders?from=2025-02-30').expect(422);
    expect(malformed.body.errors).toEqual([{ field: 'from', message: VALIDATION.date }]);
    // Months ('yyyy-mm') too: a month lock is a 422 on `month`, a time sheet of year 9999 is unknown (404).
    const lock = await admin.post('/api/time-sheets/lock', { month: '9999-12', branch: { id: c.branch.id } });
    expect(lock.status).toBe(422);
    expect(lock.body.errors).toEqual([{ field: 'month', message: DATE_RANGE_MESSAGE }]);
    const me = (await admin.get('/api/users/me').expect(200)).body.data as { id: string };
    for (const month of ['9999-12', '0001-01'])
      for (const kind of ['csv', 'pdf']) await admin.get(`/api/time-sheets/${me.id}/${month}.${kind}`).expect(404);
  });

  it('every date and date-time query parameter refuses years 9999 and 0001 with the range message', async () => {
    const dated = operations().flatMap(({ path, method, op }) => {
      const dates = (op.parameters ?? []).filter(
        (p) => p.in === 'query' && (p.schema?.format === 'date' || p.schema?.format === 'date-time'),
      );
      return dates.length ? [{ path, method, op, dates }] : [];
    });
    // Orders, statistics, staff time, signage playback, audit log, capacity, time sheets ...
    expect(dated.length).toBeGreaterThan(10);
    const unchecked: string[] = [];
    for (const { path, method, op, dates } of dated) {
      for (const v of FAR_DATES) {
        const query = new URLSearchParams();
        for (const p of dates) query.set(p.name, farValue(p.schema?.format, v)!);
        // Other required parameters get a plausible value, so the dates are what is wrong.
        for (const p of op.parameters ?? [])
          if (p.in === 'query' && p.required && !query.has(p.name))
            query.set(p.name, String(p.schema?.enum?.[0] ?? (p.schema?.format === 'uuid' ? randomUUID() : 'x')));
        for (const who of [admin, null]) {
          const url = `${fillPath(path, null)}?${query}`;
          const res = await send(who, method, url, method === 'get' ? undefined : {}, `${v.name} query`);
          if (!who && res.status < 400) unchecked.push(`anonymous ${method.toUpperCase()} ${url} -> ${res.status}`);
          if (!who || res.status === 401 || res.status === 403 || res.status === 404) continue;
          const named = (res.body?.errors ?? []) as { field?: string; message: string }[];
          const missing = dates.filter(
            (p) => !named.some((e) => e.field === p.name && e.message === DATE_RANGE_MESSAGE),
          );
          if (res.status !== 422 || missing.length)
            unchecked.push(`${method.toUpperCase()} ${url} -> ${res.status} ${JSON.stringify(res.body?.errors)}`);
        }
      }
    }
    expect(unchecked).toEqual([]);
    expect(fiveHundreds).toEqual([]);
  }, 120_000);

  it('walks every POST/PUT/PATCH with bad bodies, queries and path parameters, as admin and anonymously', async () => {
    // Logging out would end the admin session half way: those operations go last.
    const writes = operations()
      .filter((o) => ['post', 'put', 'patch'].includes(o.method))
      .sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
    for (const { path, method, op } of writes) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const params = (path.match(/\{(\w+)\}/g) ?? []).map((p) => p.slice(1, -1));
      for (const who of [admin, null]) {
        const label = who ? 'admin' : 'anonymous';
        for (const v of VARIANTS) {
          const body = schema ? bodyFor(schema, v, doc) : genericBody(v);
          await send(who, method, fillPath(path, null), body, `${label} ${v.name} body`);
          if (!schema) await send(who, method, fillPath(path, null), genericBody(v), `${label} ${v.name} generic`);
          const query = `?q=${encodePathValue(v.string)}&page=${encodeURIComponent(String(v.integer))}&limit=1e309`;
          await send(who, method, fillPath(path, null) + query, body, `${label} ${v.name} query`);
          for (const param of params) {
            await send(who, method, fillPath(path, v.string, param), body, `${label} ${v.name} path ${param}`);
          }
        }
      }
    }
    expect(fiveHundreds).toEqual([]);
  }, 600_000);

  // Last: the walks log sessions out and, where a lone surrogate reaches a DELETE as U+FFFD, delete data.
  it('GETs (and DELETEs) with NUL bytes and lone surrogates in path and query never answer 5xx', async () => {
    const staff = await login(t.http, DEMO.admin);
    for (const { path, method } of operations().filter((o) => o.method === 'get' || o.method === 'delete')) {
      for (const who of [staff, null]) {
        for (const bad of [NUL, SURROGATE]) {
          const label = `${who ? 'admin' : 'anonymous'} ${method}`;
          await send(
            who,
            method,
            `${fillPath(path, null)}?q=${encodePathValue(bad)}&from=${encodePathValue(bad)}`,
            undefined,
            label,
          );
          await send(who, method, fillPath(path, bad), undefined, label);
        }
      }
    }
    // Paths outside the document: customer files, the client app, unknown API routes.
    for (const url of ['/upload/%00/%00', '/upload/a/preview/%00.jpg', '/%00', '/shop/%00?x=%00', '/api/%00']) {
      await send(null, 'get', url, undefined, 'outside the document');
    }
    expect(fiveHundreds).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  }, 600_000);
});
