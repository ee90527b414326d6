// Fixtures for the content storefront tests: sites of each page type and one data object per block
// type. Typed Record<BlockType, ...>: a new registry type without a fixture fails the typecheck.
import type { BlockType, ContentBlock, SiteView } from '@bestell/domain';

const photo = (id: string, alt?: string) => ({ id, version: 1, extension: 'jpg', width: 1600, height: 900, alt });

export const BLOCK_FIXTURES: Record<BlockType, Record<string, unknown>> = {
  hero_main: { title: 'Willkommen in der Backstube', text: '<p>Seit 1920 backen wir.</p>' },
  hero_party: { title: 'Feiern mit uns', text: '<p>Torten für jeden Anlass.</p>', image: photo('img-party') },
  hero_team: { title: 'Unser Team', image_slider: { images: [photo('t1'), photo('t2')], duration: 5 } },
  party: { text: '<p>Buffet</p>', images: [photo('p1', 'Buffet'), photo('p2')] },
  recipes: {
    limit: 3,
    text: '<p>Unsere Rezepte</p>',
    links: [{ type: 'router_link', label: 'Zum Shop', to: '/shop' }],
  },
  team: {
    title: 'Die Bäckerinnen',
    text: '<p>Früh auf.</p>',
    links: [{ type: 'email_link', label: 'Schreiben Sie uns', mailto: 'team@example.at' }],
    image_slider: { images: [photo('s1')], duration: 7 },
  },
  map_branch: {
    title: 'Unsere Filialen',
    image: photo('map'),
    links: [{ type: 'site_link', label: 'Kontakt', site: 's-kontakt', path: 'kontakt' }],
  },
  map_partner: {
    title: 'Unsere Partner',
    partners: [
      { name: 'Hofladen Berger', link: 'hofladen-berger.at', latitude: 48.2, longitude: 16.37 },
      { name: 'Café ohne Koordinaten', link: '', latitude: 48.1 },
    ],
  },
  text: {
    width: 'small',
    text: '<p>Ein schmaler Text.</p>',
    links: [
      { type: 'href_link', label: 'Instagram', href: 'instagram.com/baeckerei', target: '_blank' },
      { type: 'phone_link', label: 'Anrufen', phone: '+43 1 234 56' },
      {
        type: 'file_link',
        label: 'Preisliste',
        file: { id: 'f1', version: 2, extension: 'pdf', publicHash: 'abc123' },
      },
    ],
  },
  text_recipe: { column_left: '<ul><li>500 g Mehl</li></ul>', column_right: '<ol><li>Kneten</li></ol>' },
  party_stuff: {
    title: 'Partyplatten',
    image: photo('platte'),
    text: '<p>Für 10 Personen.</p>',
    links: [],
  },
  image_text: {
    image_slider: { images: [photo('it1'), photo('it2'), photo('it3')], duration: 4 },
    text: '<p>Bild und Text</p>',
  },
  teaser_shop: {
    text: '<p>Jetzt online bestellen</p>',
    links: [{ type: 'router_link', label: 'Online Bestellen', to: 'shop' }],
    image: photo('teaser'),
  },
  career: { text: '<p>Arbeiten bei uns</p>' },
  job: {
    items: [
      { title: 'Ihre Aufgaben', text: '<p>Teig kneten</p>' },
      { title: 'Ihr Profil', text: '<p>Frühaufsteher</p>' },
    ],
  },
  form: { intro: '<p>Schreiben Sie uns.</p>' },
};

export const block = (type: ContentBlock['type'], data: Record<string, unknown>, id = `b-${type}`): ContentBlock => ({
  id,
  type,
  version: 1,
  data,
});

export function site(overrides: Partial<SiteView> & Pick<SiteView, 'id' | 'path' | 'type' | 'name'>): SiteView {
  return {
    title: null,
    description: null,
    isPublic: true,
    seoTitle: null,
    seoDescription: null,
    seoImage: null,
    content: { body: [] },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const recipe = (id: string, name: string, createdAt: string, isPublic = true) =>
  site({
    id,
    path: `rezepte/${id}`,
    type: 'recipe',
    name,
    isPublic,
    createdAt,
    content: { image: photo(`img-${id}`), portions: 4, difficulty: 'medium', time: '45 Minuten', body: [] },
  });

export const job = (id: string, name: string, isPublic = true) =>
  site({
    id,
    path: `jobs/${id}`,
    type: 'job',
    name,
    isPublic,
    content: { start: 'ab sofort', workload: '80–100 %', body: [] },
  });
