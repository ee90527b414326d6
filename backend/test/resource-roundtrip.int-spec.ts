import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OWN_TEXTS, STAFF_TEXTS, VALIDATION } from '@bestell/domain';
import { offlineApiDocument } from '../src/openapi.js';
import { dataUrl, pngImage } from './images.fixtures.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { createCatalogue, item, placeOrder, takeaway } from './orders.fixtures.js';
import { asPartner, createPartner } from './partners.helpers.js';

/**
 * Issue 40 item 10: what GET returns, PUT accepts. Walks the OpenAPI document for every item route
 * with both GET and PUT (a new resource is covered without touching this file), takes an item from its
 * list, sends the GET body back unchanged and expects 200 with the same body, apart from fields that
 * record the write itself (updatedAt, version).
 */

type Json = Record<string, unknown>;

const { document } = offlineApiDocument();
const paths = document.paths as Record<string, Record<string, Json>>;

/** Item routes of the document that answer GET and take PUT, with the list their items come from. */
const pairs = Object.keys(paths)
  .filter((template) => paths[template]!.get && paths[template]!.put && /\{\w+\}/.test(template))
  .map((template) => {
    const first = template.indexOf('/{');
    const list = template.slice(0, first);
    const close = template.indexOf('}', first);
    const param = template.slice(first + 2, close);
    return { template, list, param, tail: template.slice(close + 1), listed: !!paths[list]?.get };
  })
  .sort((a, b) => a.template.localeCompare(b.template));

/**
 * Fields a write changes by itself: when it happened, the optimistic-lock counter; and a TV's
 * latestVersion, which the outbox recomputes in the background after the signage PUTs before it.
 */
const VOLATILE = new Set(['updatedAt', 'version', 'lastSeenAt', 'lastHitAt', 'latestVersion']);

/** The body without volatile fields, keys sorted (JSON columns do not keep their key order). */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Json)
        .filter(([key]) => !VOLATILE.has(key))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, v]) => [key, stable(v)]),
    );
  return value;
}

describe('every resource: a GET sent back with PUT is accepted unchanged', () => {
  let t: TestApp;
  let admin: Staff;
  let partner: ReturnType<typeof asPartner>;
  let orderId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
    // What the demo seed has none of: an order, a quote, capacity, a standing order and a par level, an image, a
    // redirect, a partner's webhook.
    const c = await createCatalogue(t);
    orderId = (await placeOrder(t, takeaway(c.branch.id, [item(c.products.pizza, 1)])).expect(201)).body.data.id;
    await admin.put(`/api/branches/${c.hoursBranch.id}`, { isQuotationRequired: true }).expect(200);
    const quote = await placeOrder(
      t,
      takeaway(c.hoursBranch.id, [item(c.products.pizza, 2)], { notificationType: 'email' }),
    );
    expect(quote.body.data).toMatchObject({ isQuotation: true });
    await admin
      .post('/api/capacity-rules', {
        branch: { id: c.branch.id },
        orderType: 'takeaway',
        weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
        slotMinutes: 60,
        name: 'Mittag',
        from: '11:00',
        to: '14:00',
        maxOrders: 10,
      })
      .expect(201);
    await admin.post('/api/capacity-settings', { branch: { id: c.branch.id }, leadMinutes: 5 }).expect(201);
    await admin
      .post('/api/standing-orders', {
        branch: { id: c.branch.id },
        customerName: 'Hotel Post',
        firstName: 'Anna',
        lastName: 'Berger',
        weekdays: ['monday', 'friday'],
        startDate: '2026-01-05',
        items: [{ product: { id: c.products.menu }, amount: 2, parts: [{ name: 'Groß' }, [], null] }],
      })
      .expect(201);
    await admin
      .post('/api/par-levels', {
        branch: { id: c.branch.id },
        product: { id: c.products.pizza },
        weekday: 'monday',
        quantity: '5',
      })
      .expect(201);
    await admin
      .post('/api/images', { data: dataUrl('image/png', await pngImage(64, 48)), name: 'bild.png' })
      .expect(201);
    await admin.post('/api/redirects', { fromPath: '/alte-karte', toPath: '/speisekarte' }).expect(201);
    // A customer's upload (the storefront posts it anonymously).
    await request(t.http)
      .post('/api/uploads')
      .send({ data: dataUrl('image/png', await pngImage(32, 32)), name: 'foto.png' })
      .expect(201);
    const { token } = await createPartner(admin, [c.branch.id]);
    partner = asPartner(t, token);
    await partner
      .post('/api/partner/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['order.placed'] })
      .expect(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('walks at least the ~35 item routes of the document', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    expect(pairs.filter((p) => !p.listed)).toEqual([]);
  });

  it('GET -> PUT unchanged -> 200 and the same body, for every item route', async () => {
    const failures: string[] = [];
    const walked: string[] = [];
    for (const pair of pairs) {
      // The partner API answers the external user's bearer token, everything else a staff session.
      const as = pair.template.startsWith('/api/partner/') ? partner : admin;
      const list = await as.get(pair.list);
      const rows = (list.body?.data ?? []) as Json[];
      if (list.status !== 200 || !Array.isArray(rows) || rows.length === 0) {
        failures.push(`${pair.template}: no item to read (list answered ${list.status}, ${rows.length ?? 0} rows)`);
        continue;
      }
      // The path parameter names the row's key ({orderId} of a quote), else the row's id.
      const id = String(rows[0]![pair.param] ?? rows[0]!.id);
      const url = `${pair.list}/${id}${pair.tail}`;
      const got = await as.get(url);
      if (got.status !== 200) {
        failures.push(`${pair.template}: GET answered ${got.status} ${JSON.stringify(got.body)}`);
        continue;
      }
      const before = got.body.data as Json;
      const put = await as.put(url, before);
      if (put.status !== 200) {
        failures.push(`${pair.template}: PUT of the GET answered ${put.status} ${JSON.stringify(put.body)}`);
        continue;
      }
      const after = (await as.get(url).expect(200)).body.data as Json;
      const answered = put.body.data as Json;
      if (JSON.stringify(stable(answered)) !== JSON.stringify(stable(before)))
        failures.push(
          `${pair.template}: PUT answered another body\n  ${JSON.stringify(stable(before))}\n  ${JSON.stringify(stable(answered))}`,
        );
      else if (JSON.stringify(stable(after)) !== JSON.stringify(stable(before)))
        failures.push(
          `${pair.template}: a GET after the PUT differs\n  ${JSON.stringify(stable(before))}\n  ${JSON.stringify(stable(after))}`,
        );
      walked.push(pair.template);
    }
    console.log(`round trip: ${walked.length} of ${pairs.length} item routes`);
    expect(failures).toEqual([]);
  });

  it('an order read back with one edited field: 200, the edit applied (counterAppointment: null included)', async () => {
    const before = (await admin.get(`/api/orders/${orderId}`).expect(200)).body.data as Json;
    expect(before.counterAppointment).toBeNull();
    const res = await admin.put(`/api/orders/${orderId}`, { ...before, comment: 'Bitte ohne Zwiebel' }).expect(200);
    expect(res.body.data).toMatchObject({
      comment: 'Bitte ohne Zwiebel',
      counterAppointment: null,
      status: before.status,
    });
    expect(res.body.data.version).toBe((before.version as number) + 1);
  });

  it('a body naming another id, or a field no GET shows, is refused with 422 on that field', async () => {
    const projects = (await admin.get('/api/projects').expect(200)).body.data as Json[];
    const [first, second] = projects;
    const other = await admin.put(`/api/projects/${first!.id}`, { ...first, id: second!.id }).expect(422);
    expect(other.body.errors).toEqual([{ field: 'id', message: OWN_TEXTS.readBackIdMismatch }]);
    const typo = await admin.put(`/api/projects/${first!.id}`, { ...first, nmae: 'Tippfehler' }).expect(422);
    expect(typo.body.errors).toEqual([{ field: 'nmae', message: VALIDATION.extraField }]);
    const order = (await admin.get(`/api/orders/${orderId}`).expect(200)).body.data as Json;
    await admin.put(`/api/orders/${orderId}`, { ...order, id: first!.id }).expect(422);
  });
});

describe('lookups under /api: redirects by path, fonts by family (spec 3, 7)', () => {
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
    await admin.post('/api/redirects', { fromPath: '/aktionen/alt', toPath: '/aktionen' }).expect(201);
    await admin.post('/api/redirects', { fromPath: '/alte-karte', toPath: '/speisekarte' }).expect(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a redirect by its path: GET /api/redirects/{path} and the list with ?path=', async () => {
    const one = await admin.get('/api/redirects/alte-karte').expect(200);
    expect(one.body.data).toMatchObject({ fromPath: '/alte-karte', toPath: '/speisekarte' });
    const nested = await admin.get(`/api/redirects/${encodeURIComponent('/aktionen/alt')}`).expect(200);
    expect(nested.body.data).toMatchObject({ fromPath: '/aktionen/alt' });
    await admin.get('/api/redirects/gibt-es-nicht').expect(404);
    const listed = await admin.get('/api/redirects?path=alte-karte').expect(200);
    expect(listed.body.data.map((r: Json) => r.fromPath)).toEqual(['/alte-karte']);
    expect((await admin.get('/api/redirects?path=/nirgends').expect(200)).body.data).toEqual([]);
    expect((await admin.get('/api/redirects').expect(200)).body.data).toHaveLength(2);
    // Admins only, as the rest of the redirects.
    await request(t.http).get('/api/redirects/alte-karte').expect(401);
  });

  it('a font by its family: GET /api/fonts/{family} and the list with ?family=', async () => {
    const one = await request(t.http).get('/api/fonts/Playfair%20Display').expect(200);
    expect(one.body.data).toMatchObject({ family: 'Playfair Display', category: 'serif' });
    expect((await request(t.http).get('/api/fonts/playfair-display').expect(200)).body.data.family).toBe(
      'Playfair Display',
    );
    await request(t.http).get('/api/fonts/Comic%20Sans').expect(404);
    const listed = await request(t.http).get('/api/fonts?family=Lato').expect(200);
    expect(listed.body.data.map((f: Json) => f.family)).toEqual(['Lato']);
    expect((await request(t.http).get('/api/fonts?family=Comic%20Sans').expect(200)).body.data).toEqual([]);
    expect((await request(t.http).get('/api/fonts').expect(200)).body.data.length).toBeGreaterThan(1);
  });
});

describe('working activities: a PUT carrying the GET body, and DELETE (spec 3, 7)', () => {
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const anActivity = async () => {
    const rows = (await admin.get('/api/working-activities').expect(200)).body.data as Json[];
    return (await admin.get(`/api/working-activities/${rows.at(-1)!.id}`).expect(200)).body.data as Json;
  };

  it('takes the GET body with its id; a changed time still needs a reason', async () => {
    const got = await anActivity();
    const end = new Date(Date.parse(got.end as string) - 15 * 60_000).toISOString();
    const unexplained = await admin.put(`/api/working-activities/${got.id}`, { ...got, end }).expect(422);
    expect(unexplained.body.errors).toEqual([{ field: 'reason', message: STAFF_TEXTS.reasonRequired }]);
    const fixed = await admin
      .put(`/api/working-activities/${got.id}`, { ...got, end, reason: 'Früher gegangen' })
      .expect(200);
    expect(fixed.body.data).toMatchObject({ id: got.id, end, changeReason: 'Früher gegangen' });
  });

  it('DELETE removes the activity; its punches stay and the audit log keeps what it was', async () => {
    const got = await anActivity();
    const punches = async () =>
      Number(
        (
          await t.ds.query(`SELECT count(*)::int AS n FROM "time_punch" WHERE "userId" = $1`, [(got.user as Json).id])
        )[0].n,
      );
    const kept = await punches();
    await admin.del(`/api/working-activities/${got.id}`).expect(200);
    await admin.get(`/api/working-activities/${got.id}`).expect(404);
    await admin.del(`/api/working-activities/${got.id}`).expect(404);
    expect(await punches()).toBe(kept);
    const [audit] = await t.ds.query(
      `SELECT "action", "changes" FROM "audit_log" WHERE "resource" = 'working-activities' AND "resourceId" = $1`,
      [got.id],
    );
    expect(audit).toMatchObject({ action: 'delete', changes: { start: { before: got.start } } });
    const employee = await login(t.http, DEMO.employee);
    const graz = ((await admin.get('/api/working-activities').expect(200)).body.data as Json[]).find(
      (a) => (a.user as { name: string }).name === 'Jonas Gruber',
    )!;
    await employee.del(`/api/working-activities/${graz.id}`).expect(404);
  });
});
