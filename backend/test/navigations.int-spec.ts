import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AUTH, OWN_TEXTS, VALIDATION } from '@bestell/domain';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';

// Navigations (spec 3 "Navigation", spec 7 CRUD and /init): admin writes, German validation errors,
// visitors read public menus only, employees read but never write.
describe('navigations', () => {
  let t: TestApp;
  let admin: Staff;
  let employee: Staff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
    employee = await login(t.http, DEMO.employee);
  });
  afterAll(() => t.close());

  const anonymous = () => request(t.http);

  it('migration leaves nothing for TypeORM to change in the navigation table', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /"navigation"/.test(q))).toEqual([]);
  });

  it('seeds public mainMenu and secondaryMenu into the new database, listed in /api/init', async () => {
    const list = (await anonymous().get('/api/navigations').expect(200)).body.data;
    expect(list.map((n: { identifier: string }) => n.identifier)).toEqual(['mainMenu', 'secondaryMenu']);
    const main = list[0];
    expect(main.isPublic).toBe(true);
    expect(main.items.map((i: { label: string }) => i.label)).toEqual([
      'Startseite',
      'Filialen',
      'Über uns',
      'Rezepte',
      'Karriere',
      'Kontakt',
    ]);
    expect(list[1].items.map((i: { target: string }) => i.target)).toEqual([
      'site/terms-and-conditions',
      'site/privacy',
      'site/imprint',
      'site/allergens',
    ]);
    expect(main.items[1].children).toEqual([
      { type: 'branch', label: 'Sonnleitner Wien-Neubau', target: 'wien-neubau', isEnabled: true, children: [] },
      { type: 'branch', label: 'Sonnleitner Graz-Lend', target: 'graz-lend', isEnabled: true, children: [] },
    ]);
    const init = (await anonymous().get('/api/init').expect(200)).body.data as { url: string; data: unknown }[];
    const entry = init.find((e) => e.url === '/api/navigations');
    expect(entry?.data).toEqual(list);
    // Spec 7 order: ... tables, sites, navigations, blocks, donatees.
    const urls = init.map((e) => e.url);
    expect(urls.indexOf('/api/navigations')).toBeGreaterThan(urls.indexOf('/api/tables'));
    expect(urls.indexOf('/api/navigations')).toBeLessThan(urls.indexOf('/api/donatees'));
  });

  it('admin creates, reads by id and identifier, updates and deletes, with targets normalised', async () => {
    const created = await admin
      .post('/api/navigations', {
        identifier: 'footerExtra',
        items: [
          { type: 'home', label: 'Start', target: 'ignored' },
          { type: 'site', label: 'Über uns', target: '/ueber-uns/' },
          {
            type: 'home',
            label: 'Mehr',
            children: [
              { type: 'link', label: 'Instagram', target: ' www.instagram.com/sonnleitner ' },
              { type: 'branch', label: 'Graz', target: 'graz-lend', isEnabled: false },
            ],
          },
        ],
      })
      .expect(201);
    const nav = created.body.data;
    expect(nav).toEqual({
      id: expect.any(String),
      identifier: 'footerExtra',
      isPublic: false,
      items: [
        { type: 'home', label: 'Start', target: null, isEnabled: true, children: [] },
        { type: 'site', label: 'Über uns', target: 'ueber-uns', isEnabled: true, children: [] },
        {
          type: 'home',
          label: 'Mehr',
          target: null,
          isEnabled: true,
          children: [
            {
              type: 'link',
              label: 'Instagram',
              target: 'https://www.instagram.com/sonnleitner',
              isEnabled: true,
              children: [],
            },
            { type: 'branch', label: 'Graz', target: 'graz-lend', isEnabled: false, children: [] },
          ],
        },
      ],
    });

    expect((await admin.get(`/api/navigations/${nav.id}`).expect(200)).body.data).toEqual(nav);
    expect((await admin.get('/api/navigations/footerExtra').expect(200)).body.data).toEqual(nav);

    // A PUT carries the id (spec 7) and may change only some fields.
    const updated = (
      await admin
        .put(`/api/navigations/${nav.id}`, { id: nav.id, isPublic: true, items: [{ type: 'home', label: 'Home' }] })
        .expect(200)
    ).body.data;
    expect(updated).toMatchObject({ identifier: 'footerExtra', isPublic: true, items: [{ label: 'Home' }] });

    await admin.del(`/api/navigations/${nav.id}`).expect(200);
    await admin.get(`/api/navigations/${nav.id}`).expect(404);
    await admin.put(`/api/navigations/${nav.id}`, { isPublic: false }).expect(404);
  });

  it.each<[string, object, { message: string; field?: string }[]]>([
    ['duplicate identifier', { identifier: 'mainMenu' }, [{ message: VALIDATION.unique, field: 'identifier' }]],
    [
      'identifier with a space',
      { identifier: 'main menu' },
      [{ message: OWN_TEXTS.navigationIdentifierInvalid, field: 'identifier' }],
    ],
    ['missing identifier', { items: [] }, [{ message: VALIDATION.notBlank, field: 'identifier' }]],
    [
      'unknown item type',
      { identifier: 'x1', items: [{ type: 'page', label: 'A', target: 'a' }] },
      [{ message: VALIDATION.choice, field: 'items.0.type' }],
    ],
    [
      'blank label',
      { identifier: 'x2', items: [{ type: 'home', label: '  ' }] },
      [{ message: VALIDATION.notBlank, field: 'items.0.label' }],
    ],
    [
      'site without target',
      { identifier: 'x3', items: [{ type: 'site', label: 'Seite' }] },
      [{ message: VALIDATION.notBlank, field: 'items.0.target' }],
    ],
    [
      'site path leaving the site',
      { identifier: 'x4', items: [{ type: 'site', label: 'Seite', target: '../admin' }] },
      [{ message: OWN_TEXTS.navigationSitePathInvalid, field: 'items.0.target' }],
    ],
    [
      'script link',
      {
        identifier: 'x5',
        items: [{ type: 'home', label: 'A', children: [{ type: 'link', label: 'X', target: 'javascript:alert(1)' }] }],
      },
      [{ message: VALIDATION.url, field: 'items.0.children.0.target' }],
    ],
    [
      'unknown branch',
      {
        identifier: 'x6',
        items: [
          { type: 'branch', label: 'Wien', target: 'wien-neubau' },
          { type: 'branch', label: 'Nirgendwo', target: 'nirgendwo' },
        ],
      },
      [{ message: VALIDATION.invalidReference, field: 'items.1.target' }],
    ],
    [
      'four levels',
      {
        identifier: 'x7',
        items: [
          {
            type: 'home',
            label: '1',
            children: [
              {
                type: 'home',
                label: '2',
                children: [{ type: 'home', label: '3', children: [{ type: 'home', label: '4' }] }],
              },
            ],
          },
        ],
      },
      [{ message: OWN_TEXTS.navigationTooDeep(3), field: 'items.0.children.0.children.0.children' }],
    ],
    [
      'unknown item field',
      { identifier: 'x8', items: [{ type: 'home', label: 'A', url: '/' }] },
      [{ message: VALIDATION.extraField, field: 'items.0.url' }],
    ],
  ])('refuses %s with 422 and German errors', async (_name, body, errors) => {
    const res = await admin.post('/api/navigations', body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors });
  });

  it('refuses more than 200 items in one tree', async () => {
    const level = (n: number, children: object[] = []) =>
      Array.from({ length: n }, (_, i) => ({ type: 'home', label: `P${i}`, children }));
    const res = await admin.post('/api/navigations', { identifier: 'huge', items: level(5, level(50)) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ message: VALIDATION.collectionMax(200), field: 'items' }]);
  });

  describe('visibility', () => {
    let hiddenId: string;
    beforeAll(async () => {
      hiddenId = (
        await admin
          .post('/api/navigations', { identifier: 'draftMenu', isPublic: false, items: [{ type: 'home', label: 'A' }] })
          .expect(201)
      ).body.data.id;
      await admin
        .post('/api/navigations', {
          identifier: 'partlyDisabled',
          isPublic: true,
          items: [
            {
              type: 'home',
              label: 'Sichtbar',
              children: [{ type: 'site', label: 'Versteckt', target: 'x', isEnabled: false }],
            },
            { type: 'site', label: 'Aus', target: 'aus', isEnabled: false },
          ],
        })
        .expect(201);
    });

    it('visitors see only public navigations, without disabled items', async () => {
      const list = (await anonymous().get('/api/navigations').expect(200)).body.data;
      const identifiers = list.map((n: { identifier: string }) => n.identifier);
      expect(identifiers).not.toContain('draftMenu');
      expect(identifiers).toContain('partlyDisabled');
      expect(list.find((n: { identifier: string }) => n.identifier === 'partlyDisabled').items).toEqual([
        { type: 'home', label: 'Sichtbar', target: null, isEnabled: true, children: [] },
      ]);
      await anonymous().get(`/api/navigations/${hiddenId}`).expect(404);
      await anonymous().get('/api/navigations/draftMenu').expect(404);
      expect((await anonymous().get('/api/navigations/mainMenu').expect(200)).body.data.identifier).toBe('mainMenu');
      const init = (await anonymous().get('/api/init').expect(200)).body.data as { url: string; data: unknown[] }[];
      const navs = init.find((e) => e.url === '/api/navigations')!.data as { identifier: string }[];
      expect(navs.map((n) => n.identifier)).not.toContain('draftMenu');
    });

    it('staff see every navigation with its disabled items', async () => {
      const list = (await employee.get('/api/navigations').expect(200)).body.data;
      expect(list.map((n: { identifier: string }) => n.identifier)).toContain('draftMenu');
      const partly = list.find((n: { identifier: string }) => n.identifier === 'partlyDisabled');
      expect(partly.items).toHaveLength(2);
      expect(partly.items[0].children).toHaveLength(1);
      await employee.get(`/api/navigations/${hiddenId}`).expect(200);
    });

    it('employees and visitors cannot write', async () => {
      const forbidden = { errors: [{ message: AUTH.forbidden }] };
      expect((await employee.post('/api/navigations', { identifier: 'mine' }).expect(403)).body).toEqual(forbidden);
      expect((await employee.put(`/api/navigations/${hiddenId}`, { isPublic: true }).expect(403)).body).toEqual(
        forbidden,
      );
      expect((await employee.del(`/api/navigations/${hiddenId}`).expect(403)).body).toEqual(forbidden);
      await anonymous().post('/api/navigations').send({ identifier: 'anon' }).expect(401);
      await anonymous().delete(`/api/navigations/${hiddenId}`).expect(401);
      // Nothing changed.
      expect((await admin.get(`/api/navigations/${hiddenId}`).expect(200)).body.data.isPublic).toBe(false);
    });
  });
});
