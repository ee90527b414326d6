import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import sharp from 'sharp';
import {
  AUTH,
  BLOCK_TYPES,
  HTTP,
  type ImageView,
  OWN_TEXTS,
  type ReusableBlockView,
  SITE_TYPES,
  type SiteView,
  VALIDATION,
} from '@bestell/domain';
import { SAMPLE_REFS, sampleBlockData, sampleSiteContent } from '../../domain/src/content/test-helpers.js';
import { DEMO, login, type Staff, startTestApp, type TestApp } from './harness.js';
import { dataUrl } from './images.fixtures.js';

// Issue 15 (backend core): sites and reusable blocks through /api/sites and /api/blocks, validated by the
// domain's block registry, rich text sanitised on save, references checked, drafts hidden from visitors.
describe('content sites and blocks', () => {
  let t: TestApp;
  let admin: Staff;
  let employee: Staff;
  let image: { id: string; version: number; extension: string; width: number; height: number };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await login(t.http, DEMO.admin);
    employee = await login(t.http, DEMO.employee);
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const uploaded = (
      await admin.post('/api/images', { data: dataUrl('image/png', bytes), name: 'brot.png' }).expect(201)
    ).body.data as ImageView;
    image = { id: uploaded.id, version: uploaded.version, extension: uploaded.extension, width: 30, height: 20 };
  });
  afterAll(() => t.close());

  const anonymous = () => request(t.http);
  const createSite = async (body: object): Promise<SiteView> =>
    (await admin.post('/api/sites', body).expect(201)).body.data as SiteView;

  it('migration leaves nothing for TypeORM to change in the site and content_block tables', async () => {
    const { upQueries } = await t.ds.driver.createSchemaBuilder().log();
    expect(upQueries.map((q) => q.query).filter((q) => /"site"|"content_block"/.test(q))).toEqual([]);
  });

  it('the demo seed has public content pages, recipes newest first, linked from the main menu', async () => {
    const sites = (await anonymous().get('/api/sites').expect(200)).body.data as SiteView[];
    const recipes = sites
      .filter((s) => s.type === 'recipe')
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .map((s) => s.path);
    expect(recipes).toEqual(['rezepte/apfelstrudel', 'rezepte/vanillekipferl', 'rezepte/bauernbrot']);
    expect(sites.filter((s) => s.type === 'job')).toHaveLength(2);
    const ueberUns = sites.find((s) => s.path === 'ueber-uns')!;
    const reference = ueberUns.content.body.find((b) => b.type === 'block_reference')!;
    expect((reference.data.blocks as { type: string }[]).map((b) => b.type)).toEqual(['teaser_shop', 'text']);
    const form = sites.find((s) => s.path === 'kontakt-formular')!;
    expect(form.content.body.map((b) => b.type)).toContain('form');

    const menus = (await anonymous().get('/api/navigations').expect(200)).body.data as {
      identifier: string;
      items: { type: string; target: string | null; children: { type: string; target: string | null }[] }[];
    }[];
    const main = menus.find((m) => m.identifier === 'mainMenu')!;
    const siteTargets = main.items
      .flatMap((i) => [i, ...i.children])
      .filter((i) => i.type === 'site' && i.target !== 'kontakt')
      .map((i) => i.target);
    expect(siteTargets.length).toBeGreaterThanOrEqual(6);
    const paths = new Set(sites.map((s) => s.path));
    expect(siteTargets.filter((target) => !paths.has(target!))).toEqual([]);
  });

  describe('round trip', () => {
    let target: SiteView;
    let reusable: ReusableBlockView;

    beforeAll(async () => {
      target = await createSite({ path: 'ziel-seite', name: 'Ziel', isPublic: true });
      reusable = (
        await admin
          .post('/api/blocks', {
            name: 'Test-Teaser',
            identifier: 'test-teaser',
            blocks: [{ id: 'teaser', type: 'teaser_shop', data: sampleBlockData('teaser_shop', refs()) }],
          })
          .expect(201)
      ).body.data;
    });

    const refs = () => ({ ...SAMPLE_REFS, image, site: target.id });
    const body = () => [
      ...BLOCK_TYPES.map((type, i) => ({ id: `b${i}`, type, version: 1, data: sampleBlockData(type, refs()) })),
      { id: 'ref', type: 'block_reference', version: 1, data: { block: reusable.id } },
    ];
    // What the view adds: site_link paths, the referenced block's blocks.
    const withPaths = (blocks: { data: Record<string, unknown> }[]) =>
      blocks.map((b) => ({
        ...b,
        data: Object.fromEntries(
          Object.entries(b.data).map(([k, v]) => [
            k,
            k === 'links'
              ? (v as { type: string }[]).map((l) => (l.type === 'site_link' ? { ...l, path: 'ziel-seite' } : l))
              : v,
          ]),
        ),
      }));

    it.each(SITE_TYPES)(
      'a %s site with all 16 block types and a reference round-trips through POST/GET/PUT',
      async (type) => {
        const content = { ...sampleSiteContent(type, refs()), body: body() };
        const created = await createSite({
          path: `/seiten/${type}/`,
          type,
          name: `Seite ${type}`,
          title: 'Titel',
          isPublic: true,
          seoImage: { id: image.id, version: 1, extension: 'png', alt: 'Brot' },
          content,
        });
        const expected = {
          ...content,
          body: [
            ...withPaths(body().slice(0, -1)),
            {
              ...body().at(-1),
              data: { block: reusable.id, blocks: withPaths(reusable.blocks as never) },
            },
          ],
        };
        expect(created).toMatchObject({ path: `seiten/${type}`, type, isPublic: true, description: null });
        expect(created.seoImage).toEqual({ ...image, alt: 'Brot' });
        expect(created.content).toEqual(expected);
        expect(reusable.blocks[0]!.data.links).toEqual([{ type: 'router_link', label: 'Zum Shop', to: '/shop' }]);
        const fetched = (await anonymous().get(`/api/sites/${created.id}`).expect(200)).body.data;
        expect(fetched).toEqual(created);
        // The view sent back as it is (with resolved paths and referenced blocks) stores the same content.
        const again = (await admin.put(`/api/sites/${created.id}`, fetched).expect(200)).body.data;
        expect(again.content).toEqual(expected);
        const stored = await t.ds.query(`SELECT "content" FROM "site" WHERE "id" = $1`, [created.id]);
        expect(stored[0].content).toEqual(content);
      },
    );

    it('each block type alone is stored with the registry version and its defaults', async () => {
      const site = await createSite({
        path: 'defaults',
        name: 'Defaults',
        content: { body: [{ type: 'text' }, { type: 'recipes' }, { type: 'image_text' }] },
      });
      expect(site.content.body.map((b) => [b.type, b.version, b.data])).toEqual([
        ['text', 1, { width: 'large', text: null, links: [] }],
        ['recipes', 1, { limit: 3, text: null, links: [] }],
        ['image_text', 1, { image_slider: { images: [], duration: 5 }, text: null }],
      ]);
      expect(site.content.body.every((b) => /^[0-9a-f-]{36}$/.test(b.id))).toBe(true);
    });

    it('changing the type keeps the body and drops the fields of the old type', async () => {
      const site = await createSite({
        path: 'wird-rezept',
        type: 'job',
        name: 'Job',
        content: { start: 'ab sofort', body: [{ id: 'k', type: 'career' }] },
      });
      const recipe = (await admin.put(`/api/sites/${site.id}`, { type: 'recipe' }).expect(200)).body.data;
      expect(recipe.content).toEqual({
        image: null,
        portions: null,
        difficulty: null,
        time: null,
        body: [{ id: 'k', type: 'career', version: 1, data: { text: null } }],
      });
    });
  });

  it('images in content count as used: not deletable, and a replaced image moves every nested reference', async () => {
    const bytes = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const own = (await admin.post('/api/images', { data: dataUrl('image/png', bytes), name: 'x.png' }).expect(201)).body
      .data as ImageView;
    const ref = { id: own.id, version: 1, extension: 'png' };
    const site = await createSite({
      path: 'bilder',
      name: 'Bilder',
      type: 'recipe',
      seoImage: ref,
      content: {
        image: { ...ref, alt: 'Titelbild' },
        body: [{ id: 'slider', type: 'image_text', data: { image_slider: { images: [ref, ref], duration: 4 } } }],
      },
    });
    const block = (
      await admin
        .post('/api/blocks', {
          name: 'B',
          identifier: 'bild-block',
          blocks: [{ type: 'party', data: { images: [ref] } }],
        })
        .expect(201)
    ).body.data as ReusableBlockView;
    expect((await admin.get(`/api/images/${own.id}`).expect(200)).body.data.usageCount).toBe(5);
    await admin.del(`/api/images/${own.id}`).expect(409);

    const bigger = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#321' } })
      .jpeg()
      .toBuffer();
    await admin.put(`/api/images/${own.id}`, { data: dataUrl('image/jpeg', bigger) }).expect(200);
    const moved = { id: own.id, version: 2, extension: 'jpg', width: 40, height: 20 };
    const fresh = (await admin.get(`/api/sites/${site.id}`).expect(200)).body.data as SiteView;
    expect(fresh.seoImage).toEqual(moved);
    expect((fresh.content as { image: unknown }).image).toEqual({ ...moved, alt: 'Titelbild' });
    expect(fresh.content.body[0]!.data.image_slider).toEqual({ images: [moved, moved], duration: 4 });
    const freshBlock = (await admin.get(`/api/blocks/${block.id}`).expect(200)).body.data as ReusableBlockView;
    expect(freshBlock.blocks[0]!.data.images).toEqual([moved]);
  });

  describe('rich text is sanitised on save', () => {
    const corpus: [string, string][] = [
      ['<p>Hallo<script>alert(1)</script></p>', '<p>Hallo</p>'],
      ['<img src=x onerror="alert(1)">Bild', 'Bild'],
      ['<a href="javascript:alert(1)">klick</a>', '<a>klick</a>'],
      ['<a href=" jAvAsCrIpT:alert(1)">klick</a>', '<a>klick</a>'],
      ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
      ['<svg onload=alert(1)><script>alert(2)</script></svg>ok', 'ok'],
      ['<p style="background:url(javascript:alert(1));width:expression(alert(2))">s</p>', '<p>s</p>'],
      ['<iframe srcdoc="<script>alert(1)</script>"></iframe>i', 'i'],
      ['<form action="https://evil.example"><input name="p"></form>f', 'f'],
      ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
      [
        '<a href="https://a.at" target="_blank">a</a>',
        '<a href="https://a.at" target="_blank" rel="noopener noreferrer">a</a>',
      ],
      ['<p onmouseover="alert(1)"><strong>fett</strong></p>', '<p><strong>fett</strong></p>'],
    ];

    it('in every rich-text field of sites (nested collections too) and of reusable blocks', async () => {
      const site = await createSite({
        path: 'xss',
        name: 'XSS',
        content: {
          body: [
            ...corpus.map(([html], i) => ({ id: `t${i}`, type: 'text', data: { text: html } })),
            { id: 'job', type: 'job', data: { items: [{ title: 'T', text: corpus[0]![0] }] } },
            { id: 'tr', type: 'text_recipe', data: { column_left: corpus[1]![0], column_right: corpus[2]![0] } },
          ],
        },
      });
      expect(site.content.body.slice(0, corpus.length).map((b) => b.data.text)).toEqual(corpus.map(([, out]) => out));
      expect(site.content.body[corpus.length]!.data.items).toEqual([{ title: 'T', text: '<p>Hallo</p>' }]);
      expect(site.content.body[corpus.length + 1]!.data).toEqual({ column_left: 'Bild', column_right: '<a>klick</a>' });
      const stored = JSON.stringify((await t.ds.query(`SELECT "content" FROM "site" WHERE "path" = 'xss'`))[0].content);
      expect(stored).not.toMatch(/<script|onerror|onload|javascript:|data:text|expression\(|<svg|<iframe|style=/i);

      const block = (
        await admin
          .post('/api/blocks', {
            name: 'X',
            identifier: 'xss',
            blocks: [{ type: 'career', data: { text: corpus[0]![0] } }],
          })
          .expect(201)
      ).body.data as ReusableBlockView;
      expect(block.blocks[0]!.data.text).toBe('<p>Hallo</p>');
    });

    it('a link href with javascript: is refused, not stored', async () => {
      const res = await admin
        .post('/api/sites', {
          path: 'xss-link',
          name: 'X',
          content: {
            body: [{ type: 'text', data: { links: [{ type: 'href_link', label: 'x', href: 'javascript:alert(1)' }] } }],
          },
        })
        .expect(422);
      expect(res.body.errors).toEqual([{ field: 'content.body.0.data.links.0.href', message: VALIDATION.url }]);
    });
  });

  describe('drafts', () => {
    let draft: SiteView;
    let linking: SiteView;

    beforeAll(async () => {
      draft = await createSite({ path: 'entwurf', name: 'Entwurf' });
      linking = await createSite({
        path: 'verlinkt',
        name: 'Verlinkt',
        isPublic: true,
        content: { body: [{ type: 'text', data: { links: [{ type: 'site_link', label: 'E', site: draft.id }] } }] },
      });
    });

    it('are 404 with the German message for visitors and visible to staff', async () => {
      expect(draft.isPublic).toBe(false);
      const res = await anonymous().get(`/api/sites/${draft.id}`).expect(404);
      expect(res.body.errors).toEqual([{ message: HTTP.notFound }]);
      await anonymous().get('/api/sites/entwurf').expect(404);
      const publicPaths = (await anonymous().get('/api/sites').expect(200)).body.data.map((s: SiteView) => s.path);
      expect(publicPaths).toContain('verlinkt');
      expect(publicPaths).not.toContain('entwurf');

      expect((await admin.get(`/api/sites/${draft.id}`).expect(200)).body.data.isPublic).toBe(false);
      expect((await employee.get('/api/sites/entwurf').expect(200)).body.data.id).toBe(draft.id);
      expect((await employee.get('/api/sites').expect(200)).body.data.map((s: SiteView) => s.path)).toContain(
        'entwurf',
      );
    });

    it('a link to a draft has no path for visitors, staff see it', async () => {
      const linkOf = (site: SiteView) => (site.content.body[0]!.data.links as { path: string | null }[])[0]!.path;
      expect(linkOf((await anonymous().get(`/api/sites/${linking.id}`).expect(200)).body.data)).toBeNull();
      expect(linkOf((await admin.get(`/api/sites/${linking.id}`).expect(200)).body.data)).toBe('entwurf');
    });

    it('GET /api/init lists sites (public only for visitors) and blocks in the order of spec 7', async () => {
      const init = (await anonymous().get('/api/init').expect(200)).body.data as { url: string; data: SiteView[] }[];
      const urls = init.map((e) => e.url);
      expect(urls.indexOf('/api/tables')).toBeLessThan(urls.indexOf('/api/sites'));
      expect(urls.indexOf('/api/sites')).toBeLessThan(urls.indexOf('/api/navigations'));
      expect(urls.indexOf('/api/navigations')).toBeLessThan(urls.indexOf('/api/blocks'));
      expect(urls.indexOf('/api/blocks')).toBeLessThan(urls.indexOf('/api/donatees'));
      const sites = init.find((e) => e.url === '/api/sites')!.data;
      expect(sites.every((s) => s.isPublic)).toBe(true);
      const staffInit = (await admin.get('/api/init').expect(200)).body.data as { url: string; data: SiteView[] }[];
      expect(staffInit.find((e) => e.url === '/api/sites')!.data.map((s) => s.path)).toContain('entwurf');
    });
  });

  describe('refusals', () => {
    const missingId = '00000000-0000-4000-8000-00000000dead';

    it.each<[string, object, { field?: string; message: string }[]]>([
      [
        'a reserved path',
        { path: '/shop/angebot', name: 'X' },
        [{ field: 'path', message: OWN_TEXTS.sitePathReserved('shop') }],
      ],
      ['an unusable path', { path: 'a b', name: 'X' }, [{ field: 'path', message: OWN_TEXTS.sitePathInvalid }]],
      ['an unknown type', { path: 'typ', type: 'event', name: 'X' }, [{ field: 'type', message: VALIDATION.choice }]],
      ['no name', { path: 'ohne-name' }, [{ field: 'name', message: VALIDATION.notBlank }]],
      [
        'a hero without title',
        { path: 'hero', name: 'X', content: { body: [{ type: 'career' }, { type: 'hero_main', data: {} }] } },
        [{ field: 'content.body.1.data.title', message: VALIDATION.notBlank }],
      ],
      [
        'an unknown block type',
        { path: 'marquee', name: 'X', content: { body: [{ type: 'marquee' }] } },
        [{ field: 'content.body.0.type', message: VALIDATION.choice }],
      ],
      [
        'a link to a missing site',
        {
          path: 'tot',
          name: 'X',
          content: { body: [{ type: 'text', data: { links: [{ type: 'site_link', label: 'x', site: missingId }] } }] },
        },
        [{ field: 'content.body.0.data.links.0.site', message: VALIDATION.invalidReference }],
      ],
      [
        'a reference to a missing block',
        { path: 'tot2', name: 'X', content: { body: [{ type: 'block_reference', data: { block: missingId } }] } },
        [{ field: 'content.body.0.data.block', message: VALIDATION.invalidReference }],
      ],
      [
        'an image that is not in the library',
        {
          path: 'tot3',
          name: 'X',
          type: 'recipe',
          content: { image: { id: missingId, version: 1, extension: 'jpg' } },
        },
        [{ field: 'content.image', message: VALIDATION.invalidReference }],
      ],
    ])('%s is a 422 with the field path', async (_name, body, errors) => {
      expect((await admin.post('/api/sites', body).expect(422)).body.errors).toEqual(errors);
    });

    it('a duplicate path is refused, also when written differently', async () => {
      await createSite({ path: 'doppelt', name: 'A' });
      const res = await admin.post('/api/sites', { path: '/doppelt/', name: 'B' }).expect(422);
      expect(res.body.errors).toEqual([{ field: 'path', message: VALIDATION.unique }]);
    });

    it('employees read but never write; visitors are asked to log in', async () => {
      const res = await employee.post('/api/sites', { path: 'mitarbeiter', name: 'X' }).expect(403);
      expect(res.body.errors).toEqual([{ message: AUTH.forbidden }]);
      await employee.post('/api/blocks', { name: 'X', identifier: 'x' }).expect(403);
      await anonymous().post('/api/sites').send({ path: 'anonym', name: 'X' }).expect(401);
    });

    it('a reusable block may not reference another one', async () => {
      const res = await admin
        .post('/api/blocks', {
          name: 'R',
          identifier: 'rekursiv',
          blocks: [{ type: 'block_reference', data: { block: missingId } }],
        })
        .expect(422);
      expect(res.body.errors).toEqual([{ field: 'blocks.0.type', message: VALIDATION.choice }]);
    });

    it('a reusable block still referenced is not deleted; once unreferenced it is', async () => {
      const block = (await admin.post('/api/blocks', { name: 'Geteilt', identifier: 'geteilt' }).expect(201)).body
        .data as ReusableBlockView;
      const site = await createSite({
        path: 'nutzt-block',
        name: 'Nutzt',
        content: { body: [{ type: 'block_reference', data: { block: block.id } }] },
      });
      const res = await admin.del(`/api/blocks/${block.id}`).expect(409);
      expect(res.body.errors).toEqual([{ message: OWN_TEXTS.blockStillReferenced(['/nutzt-block']) }]);
      await admin.put(`/api/sites/${site.id}`, { content: { body: [] } }).expect(200);
      await admin.del(`/api/blocks/${block.id}`).expect(200);
      await admin.get(`/api/blocks/${block.id}`).expect(404);
    });
  });
});
