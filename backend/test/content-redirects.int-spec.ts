import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { AUTH, OWN_TEXTS, type RedirectView, type SiteView, VALIDATION } from '@bestell/domain';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

// Issue 15 item 4: redirects at /api/redirects, answered with a real HTTP redirect before the app
// shell, created when a site's path changes, loops refused, hits counted.
describe('redirects', () => {
  let t: TestApp;
  let admin: Staff;
  let employee: Staff;
  let dist: string;

  beforeAll(async () => {
    // A stand-in build, so a page answers as in production whether or not frontend/dist was built.
    dist = mkdtempSync(join(tmpdir(), 'bw-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp({ FRONTEND_DIST: dist });
    admin = await login(t.http, DEMO.admin);
    employee = await login(t.http, DEMO.employee);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const anonymous = () => request(t.http);
  const createSite = async (path: string): Promise<SiteView> =>
    (await admin.post('/api/sites', { path, name: path, isPublic: true }).expect(201)).body.data;
  const createRedirect = async (body: object): Promise<RedirectView> =>
    (await admin.post('/api/redirects', body).expect(201)).body.data;
  const redirects = async (): Promise<RedirectView[]> => (await admin.get('/api/redirects').expect(200)).body.data;

  it('migration leaves nothing for TypeORM to change in the redirect table', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /"redirect"/.test(q))).toEqual([]);
  });

  it('a changed site path creates a 301 from the old path; GET /old answers 301 to the new one and counts hits', async () => {
    const site = await createSite('rezepte/alt');
    await admin.put(`/api/sites/${site.id}`, { path: 'rezepte/neu' }).expect(200);
    const [created] = (await redirects()).filter((r) => r.fromPath === '/rezepte/alt');
    expect(created).toMatchObject({
      toPath: null,
      toSite: site.id,
      target: '/rezepte/neu',
      statusCode: 301,
      hits: 0,
      lastHitAt: null,
    });

    const res = await anonymous().get('/rezepte/alt').expect(301);
    expect(res.headers.location).toBe('/rezepte/neu');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await anonymous().get('/rezepte/alt/?utm=x').expect(301)).headers.location).toBe('/rezepte/neu?utm=x');
    expect((await anonymous().head('/rezepte/alt').expect(301)).headers.location).toBe('/rezepte/neu');
    const [counted] = (await redirects()).filter((r) => r.fromPath === '/rezepte/alt');
    expect(counted!.hits).toBe(3);
    expect(Date.parse(counted!.lastHitAt!)).toBeGreaterThan(Date.parse(created!.createdAt) - 1000);
    // Only GET and HEAD: a POST to the old path is not redirected.
    await anonymous().post('/rezepte/alt').expect(404);

    // A second move: the old path follows the site (toSite), a chain of one hop.
    await admin.put(`/api/sites/${site.id}`, { path: 'rezepte/neuer' }).expect(200);
    expect((await anonymous().get('/rezepte/alt').expect(301)).headers.location).toBe('/rezepte/neuer');
    expect((await anonymous().get('/rezepte/neu').expect(301)).headers.location).toBe('/rezepte/neuer');

    // Moving back: the redirect from the path the site takes again is dropped, so nothing loops.
    await admin.put(`/api/sites/${site.id}`, { path: 'rezepte/alt' }).expect(200);
    const all = await redirects();
    expect(all.find((r) => r.fromPath === '/rezepte/alt')).toBeUndefined();
    expect(all.find((r) => r.fromPath === '/rezepte/neuer')?.target).toBe('/rezepte/alt');
    // The site itself answers there again: its page, no redirect.
    const page = await anonymous().get('/rezepte/alt').expect(200);
    expect(page.headers.location).toBeUndefined();
    expect(page.text).toContain('<title>rezepte/alt');
  });

  it('a saved site path without a change creates no redirect', async () => {
    const site = await createSite('bleibt');
    await admin.put(`/api/sites/${site.id}`, { path: '/bleibt/', name: 'Bleibt' }).expect(200);
    expect((await redirects()).some((r) => r.target === '/bleibt')).toBe(false);
  });

  it('manual redirects: normalised, 302 answered as 302, a deleted site leaves the redirect idle', async () => {
    const r = await createRedirect({ fromPath: 'aktion/', toPath: 'shop?kategorie=1', statusCode: 302 });
    expect(r).toMatchObject({
      fromPath: '/aktion',
      toPath: '/shop?kategorie=1',
      target: '/shop?kategorie=1',
      statusCode: 302,
    });
    expect((await anonymous().get('/aktion?x=1').expect(302)).headers.location).toBe('/shop?kategorie=1');
    const external = await createRedirect({ fromPath: '/instagram', toPath: 'https://www.instagram.com/sonnleitner' });
    expect((await anonymous().get('/instagram').expect(301)).headers.location).toBe(
      'https://www.instagram.com/sonnleitner',
    );
    await admin.put(`/api/redirects/${external.id}`, { toPath: '//evil.example' }).expect(200);
    expect((await anonymous().get('/instagram').expect(301)).headers.location).toBe('/evil.example');

    const site = await createSite('vergaenglich');
    await createRedirect({ fromPath: '/weg', toSite: site.id });
    expect((await anonymous().get('/weg').expect(301)).headers.location).toBe('/vergaenglich');
    await admin.del(`/api/sites/${site.id}`).expect(200);
    await anonymous().get('/weg').expect(404);
    expect((await redirects()).find((x) => x.fromPath === '/weg')).toMatchObject({ target: null, hits: 1 });
  });

  it('a loop is refused on save, also through a chain that ends at a site', async () => {
    const site = await createSite('ziel');
    const a = await createRedirect({ fromPath: '/kreis-a', toSite: site.id });
    await createRedirect({ fromPath: '/kreis-b', toPath: '/kreis-a' });
    const loop = await admin.put(`/api/redirects/${a.id}`, { toSite: null, toPath: '/kreis-b/' }).expect(422);
    expect(loop.body.errors).toEqual([{ field: 'toPath', message: OWN_TEXTS.redirectLoop }]);
    const self = await admin.post('/api/redirects', { fromPath: '/selbst', toPath: '/selbst?x=1' }).expect(422);
    expect(self.body.errors).toEqual([{ field: 'toPath', message: OWN_TEXTS.redirectLoop }]);
    // Unchanged: /kreis-a still leads to the site.
    expect((await anonymous().get('/kreis-b').expect(301)).headers.location).toBe('/kreis-a');
    expect((await anonymous().get('/kreis-a').expect(301)).headers.location).toBe('/ziel');
  });

  it.each<[string, object, { field?: string; message: string }[]]>([
    ['no target', { fromPath: '/x' }, [{ field: 'toPath', message: OWN_TEXTS.redirectTargetRequired }]],
    [
      'two targets',
      { fromPath: '/x', toPath: '/a', toSite: '00000000-0000-4000-8000-000000000001' },
      [{ field: 'toPath', message: OWN_TEXTS.redirectTargetRequired }],
    ],
    [
      'a missing site',
      { fromPath: '/x', toSite: '00000000-0000-4000-8000-000000000001' },
      [{ field: 'toSite', message: VALIDATION.invalidReference }],
    ],
    [
      'a javascript target',
      { fromPath: '/x', toPath: 'javascript:alert(1)' },
      [{ field: 'toPath', message: VALIDATION.url }],
    ],
    [
      'an API path',
      { fromPath: '/api/sites', toPath: '/' },
      [{ field: 'fromPath', message: OWN_TEXTS.redirectPathReserved('api') }],
    ],
    ['no path', { fromPath: '', toPath: '/' }, [{ field: 'fromPath', message: VALIDATION.notBlank }]],
    [
      'a status other than 301/302',
      { fromPath: '/x', toPath: '/', statusCode: 307 },
      [{ field: 'statusCode', message: VALIDATION.choice }],
    ],
  ])('%s is a 422', async (_name, body, errors) => {
    expect((await admin.post('/api/redirects', body).expect(422)).body.errors).toEqual(errors);
  });

  it('a redirect from a site path is refused; a duplicate fromPath too', async () => {
    await createSite('seite-da');
    const res = await admin.post('/api/redirects', { fromPath: '/seite-da', toPath: '/' }).expect(422);
    expect(res.body.errors).toEqual([{ field: 'fromPath', message: OWN_TEXTS.redirectFromSitePath }]);
    await createRedirect({ fromPath: '/doppelt', toPath: '/' });
    const dup = await admin.post('/api/redirects', { fromPath: 'doppelt/', toPath: '/shop' }).expect(422);
    expect(dup.body.errors).toEqual([{ field: 'fromPath', message: VALIDATION.unique }]);
  });

  it('only admins read and write redirects; /api/init does not list them', async () => {
    await anonymous().get('/api/redirects').expect(401);
    expect((await employee.get('/api/redirects').expect(403)).body.errors).toEqual([{ message: AUTH.forbidden }]);
    await employee.post('/api/redirects', { fromPath: '/m', toPath: '/' }).expect(403);
    const init = (await admin.get('/api/init').expect(200)).body.data as { url: string }[];
    expect(init.map((e) => e.url)).not.toContain('/api/redirects');
  });
});
