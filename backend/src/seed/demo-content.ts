// Demo content of the bakery (issue 15 item 8): 'Über uns', a team page, a party page, three recipes,
// a careers page with two job offers and a contact page with the form block, built from the block
// registry's types and the demo pictures, linked from the demo navigations.
import {
  BLOCK_REFERENCE,
  type ContentBlock,
  type ContentLink,
  type ImageRef,
  type SiteType,
  validateBlocks,
  validateSiteContent,
} from '@bestell/domain';
import type { EntityManager } from 'typeorm';
import { ReusableBlock, Site } from '../content/index.js';
import type { DemoPictures } from './seed-images.js';

/** Fixed ids, so links between demo pages and the navigations can name them. */
export const DEMO_SITE_IDS = {
  ueberUns: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e0001',
  team: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e0002',
  feiern: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e0003',
  rezepte: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e0004',
  apfelstrudel: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e0005',
  bauernbrot: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e0006',
  vanillekipferl: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e0007',
  karriere: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e0008',
  baeckerin: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e0009',
  verkauf: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e000a',
  kontaktFormular: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e000b',
} as const;
export const DEMO_BLOCK_IDS = { kontaktTeaser: '5e1d7c20-0a4b-4f6e-9c31-6b2a8d4e0101' } as const;

/** Paths the demo navigations link to. */
export const DEMO_SITE_PATHS = {
  ueberUns: 'ueber-uns',
  team: 'team',
  feiern: 'feiern',
  rezepte: 'rezepte',
  karriere: 'karriere',
  kontaktFormular: 'kontakt-formular',
} as const;

export interface DemoSite {
  id: string;
  path: string;
  type: SiteType;
  name: string;
  title: string | null;
  description: string;
  /** Days before the seed: recipes and jobs are listed newest first. */
  age: number;
  content: Record<string, unknown>;
}

type Pictures = Pick<DemoPictures, 'products' | 'branches'> | undefined;

const block = (id: string, type: ContentBlock['type'], data: Record<string, unknown>) => ({ id, type, data });
const siteLink = (label: string, site: string): ContentLink => ({ type: 'site_link', label, site });
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

function slider(images: (ImageRef | undefined)[], duration = 5) {
  return { images: images.filter((i): i is ImageRef => !!i), duration };
}

/** The reusable blocks: a contact teaser that several pages show. */
export function demoReusableBlocks(pictures: Pictures): Pick<ReusableBlock, 'id' | 'name' | 'identifier' | 'blocks'>[] {
  const teaser = [
    block('kontakt-teaser-1', 'teaser_shop', {
      text: p('<strong>Lust auf frisches Brot?</strong> Bestellen Sie online und holen Sie in Ihrer Filiale ab.'),
      links: [{ type: 'router_link', label: 'Jetzt bestellen', to: '/' }],
      image: pictures?.products.get('kaisersemmel') ?? null,
    }),
    block('kontakt-teaser-2', 'text', {
      width: 'small',
      text: p('Fragen, Wünsche, eine Torte für den großen Tag? Wir freuen uns auf Ihre Nachricht.'),
      links: [
        siteLink('Zum Kontaktformular', DEMO_SITE_IDS.kontaktFormular),
        { type: 'email_link', label: 'hallo@sonnleitner.at', mailto: 'hallo@sonnleitner.at' },
        { type: 'phone_link', label: '+43 1 523 45 67', phone: '+43 1 523 45 67' },
      ],
    }),
  ];
  return [
    { id: DEMO_BLOCK_IDS.kontaktTeaser, name: 'Kontakt-Teaser', identifier: 'kontakt-teaser', blocks: teaser as never },
  ];
}

const reference = (id: string) => ({ id, type: BLOCK_REFERENCE, data: { block: DEMO_BLOCK_IDS.kontaktTeaser } });

function recipe(
  id: string,
  path: string,
  name: string,
  image: ImageRef | undefined,
  facts: { portions: number; difficulty: 'easy' | 'medium' | 'hard'; time: string; age: number },
  ingredients: string[],
  steps: string[],
  tip: string,
): DemoSite {
  return {
    id,
    path: `rezepte/${path}`,
    type: 'recipe',
    name,
    title: `${name} – Rezept`,
    description: `${name} nach dem Rezept der Backstube Sonnleitner: ${facts.time}, ${facts.portions} Portionen.`,
    age: facts.age,
    content: {
      image: image ?? null,
      portions: facts.portions,
      difficulty: facts.difficulty,
      time: facts.time,
      body: [
        block(`${path}-zutaten`, 'text_recipe', {
          column_left: `<h3>Zutaten</h3>${list(...ingredients)}`,
          column_right: `<h3>Zubereitung</h3><ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>`,
        }),
        block(`${path}-tipp`, 'text', {
          width: 'small',
          text: `<blockquote>${tip}</blockquote>`,
          links: [siteLink('Weitere Rezepte', DEMO_SITE_IDS.rezepte)],
        }),
      ],
    },
  };
}

function job(
  id: string,
  path: string,
  name: string,
  facts: { start: string; workload: string; age: number },
  tasks: string[],
  profile: string[],
): DemoSite {
  return {
    id,
    path: `karriere/${path}`,
    type: 'job',
    name,
    title: `${name} – Karriere bei Sonnleitner`,
    description: `Wir suchen: ${name}, ${facts.workload}, ${facts.start}.`,
    age: facts.age,
    content: {
      start: facts.start,
      workload: facts.workload,
      body: [
        block(`${path}-job`, 'job', {
          items: [
            { title: 'Ihre Aufgaben', text: list(...tasks) },
            { title: 'Ihr Profil', text: list(...profile) },
            {
              title: 'Wir bieten',
              text: list(
                'Ein herzliches Team in einem Familienbetrieb seit 1921',
                'Bezahlung über dem Kollektivvertrag, Gratis-Jause jeden Tag',
                'Weiterbildung in unserer Backstube',
              ),
            },
          ],
        }),
        block(`${path}-bewerben`, 'text', {
          width: 'small',
          text: p('Schicken Sie uns Ihre Bewerbung – ein paar Zeilen genügen, Lebenslauf gern dazu.'),
          links: [
            { type: 'email_link', label: 'jobs@sonnleitner.at', mailto: 'jobs@sonnleitner.at' },
            siteLink('Alle Stellen', DEMO_SITE_IDS.karriere),
          ],
        }),
      ],
    },
  };
}

/** Every demo site, content in stored form (validated by the domain's rules on insert). */
export function demoSites(pictures: Pictures): DemoSite[] {
  const product = (key: string) => pictures?.products.get(key);
  const branch = (key: 'wien' | 'graz') => pictures?.branches.get(key);
  return [
    {
      id: DEMO_SITE_IDS.ueberUns,
      path: DEMO_SITE_PATHS.ueberUns,
      type: 'default',
      name: 'Über uns',
      title: 'Über uns – seit 1921 mit Zeit gebacken',
      description: 'Die Bäckerei Sonnleitner: Familienbetrieb seit 1921, zwei Filialen in Wien und Graz.',
      age: 30,
      content: {
        body: [
          block('ueber-uns-hero', 'hero_main', {
            title: 'Seit 1921 mit Zeit gebacken',
            text: p('Sauerteig, der 48 Stunden reifen darf. Mehl aus der Region. Und Hände, die wissen, was sie tun.'),
          }),
          block('ueber-uns-text', 'text', {
            width: 'large',
            text:
              '<h2>Vier Generationen Backstube</h2>' +
              p(
                'Was Großvater Alois 1921 in einer kleinen Backstube in Neubau begann, führen heute seine Urenkel weiter: <strong>ehrliches Brot und Gebäck</strong>, jeden Morgen frisch.',
                'Wir backen ohne Fertigmischungen und ohne Zusatzstoffe – dafür mit viel Geduld.',
              ),
            links: [siteLink('Unser Team', DEMO_SITE_IDS.team), siteLink('Karriere', DEMO_SITE_IDS.karriere)],
          }),
          block('ueber-uns-bilder', 'image_text', {
            image_slider: slider([branch('wien'), branch('graz'), product('bauernbrot')], 6),
            text: p('Zwei Filialen, eine Backstube: in Wien-Neubau und in Graz-Lend.'),
          }),
          block('ueber-uns-filialen', 'map_branch', {
            title: 'Unsere Filialen',
            image: branch('wien') ?? null,
            links: [
              { type: 'router_link', label: 'Sonnleitner Wien-Neubau', to: '/store/wien-neubau' },
              { type: 'router_link', label: 'Sonnleitner Graz-Lend', to: '/store/graz-lend' },
            ],
          }),
          block('ueber-uns-partner', 'map_partner', {
            title: 'Unsere Partner',
            partners: [
              {
                name: 'Mühle Haslinger',
                link: 'https://www.muehle-haslinger.at',
                longitude: 15.4395,
                latitude: 48.2047,
              },
              { name: 'Biohof Lechner', link: 'https://www.biohof-lechner.at', longitude: 16.6318, latitude: 47.8454 },
              { name: 'Käserei am Berg', link: null, longitude: null, latitude: null },
            ],
          }),
          reference('ueber-uns-kontakt'),
        ],
      },
    },
    {
      id: DEMO_SITE_IDS.team,
      path: DEMO_SITE_PATHS.team,
      type: 'default',
      name: 'Unser Team',
      title: 'Das Team der Bäckerei Sonnleitner',
      description: 'Bäckerinnen, Konditoren und Verkaufsteam: die Menschen hinter Ihrem Frühstück.',
      age: 29,
      content: {
        body: [
          block('team-hero', 'hero_team', {
            title: 'Die Menschen hinter Ihrem Frühstück',
            image_slider: slider([branch('wien'), product('fruehstueckspaket'), branch('graz')]),
          }),
          block('team-backstube', 'team', {
            title: 'Backstube',
            text: p(
              'Um drei Uhr früh geht bei uns das Licht an. Zwölf Bäckerinnen und Bäcker sorgen dafür, dass um sechs alles in den Regalen liegt.',
            ),
            links: [siteLink('Offene Stellen', DEMO_SITE_IDS.karriere)],
            image_slider: slider([product('bauernbrot'), product('kornspitz'), product('laugenbrezel')], 4),
          }),
          block('team-verkauf', 'team', {
            title: 'Verkauf und Café',
            text: p('In unseren Filialen beraten wir Sie gern – und haben immer einen Tipp für die Jause.'),
            links: [],
            image_slider: slider([product('melange'), product('butterkipferl')]),
          }),
          reference('team-kontakt'),
        ],
      },
    },
    {
      id: DEMO_SITE_IDS.feiern,
      path: DEMO_SITE_PATHS.feiern,
      type: 'default',
      name: 'Feiern & Torten',
      title: 'Torten und Platten für Ihr Fest',
      description: 'Hochzeitstorten, Geburtstagstorten und Brötchen-Platten von Sonnleitner.',
      age: 28,
      content: {
        body: [
          block('feiern-hero', 'hero_party', {
            title: 'Feiern Sie – wir backen',
            text: p('Von der Kindertorte bis zur dreistöckigen Hochzeitstorte.'),
            image: product('hochzeitstorte') ?? null,
          }),
          block('feiern-galerie', 'party', {
            text: p('Ein paar unserer Lieblingsstücke der letzten Saison:'),
            images: [product('hochzeitstorte'), product('kindertorte'), product('fototorte')].filter(Boolean),
          }),
          block('feiern-platte', 'party_stuff', {
            title: 'Brötchen- und Käseplatten',
            image: product('kaeseplatte') ?? null,
            text: p('Für 10 bis 100 Gäste, geliefert oder abgeholt. Bitte zwei Tage vorher bestellen.'),
            links: [siteLink('Anfrage senden', DEMO_SITE_IDS.kontaktFormular)],
          }),
        ],
      },
    },
    {
      id: DEMO_SITE_IDS.rezepte,
      path: DEMO_SITE_PATHS.rezepte,
      type: 'default',
      name: 'Rezepte',
      title: 'Rezepte aus der Backstube',
      description: 'Backen wie bei Sonnleitner: unsere Lieblingsrezepte zum Nachbacken.',
      age: 27,
      content: {
        body: [
          block('rezepte-liste', 'recipes', {
            limit: 3,
            text: p('Backen Sie zu Hause nach – mit den Rezepten unserer Backstube.'),
            links: [],
          }),
        ],
      },
    },
    recipe(
      DEMO_SITE_IDS.bauernbrot,
      'bauernbrot',
      'Bauernbrot mit Sauerteig',
      product('bauernbrot'),
      { portions: 1, difficulty: 'hard', time: '24 Stunden (davon 45 Minuten Arbeit)', age: 20 },
      ['500 g Roggenmehl', '500 g Weizenmehl 700', '200 g Sauerteig', '20 g Salz', '1 TL Brotgewürz', '700 ml Wasser'],
      [
        'Sauerteig mit 300 ml Wasser und 300 g Roggenmehl verrühren, 12 Stunden reifen lassen.',
        'Restliche Zutaten dazugeben und 10 Minuten kneten.',
        'Zum Laib formen und 2 Stunden gehen lassen.',
        'Bei 250 °C anbacken, dann bei 200 °C 50 Minuten fertig backen.',
      ],
      'Eine Schale Wasser im Ofen sorgt für die knusprige Kruste.',
    ),
    recipe(
      DEMO_SITE_IDS.vanillekipferl,
      'vanillekipferl',
      'Vanillekipferl',
      product('vanillekipferl'),
      { portions: 60, difficulty: 'medium', time: '1 Stunde 30 Minuten', age: 10 },
      ['280 g Mehl', '210 g Butter', '100 g geriebene Mandeln', '70 g Staubzucker', '2 Pkg. Vanillezucker'],
      [
        'Alle Zutaten rasch zu einem Mürbteig verkneten und 30 Minuten kühlen.',
        'Zu Rollen formen, kleine Stücke abschneiden und zu Kipferln biegen.',
        'Bei 170 °C etwa 12 Minuten hell backen.',
        'Noch warm in Vanillezucker wälzen.',
      ],
      'Der Teig darf nicht warm werden – kalte Hände helfen.',
    ),
    recipe(
      DEMO_SITE_IDS.apfelstrudel,
      'apfelstrudel',
      'Wiener Apfelstrudel',
      product('apfelstrudel'),
      { portions: 8, difficulty: 'medium', time: '2 Stunden', age: 3 },
      ['250 g glattes Mehl', '1 Ei', '120 ml lauwarmes Wasser', '1,5 kg Äpfel', '100 g Zucker', '80 g Rosinen', 'Zimt'],
      [
        'Strudelteig kneten, mit Öl bestreichen und 30 Minuten rasten lassen.',
        'Äpfel schälen, blättrig schneiden, mit Zucker, Zimt und Rosinen mischen.',
        'Teig auf einem bemehlten Tuch hauchdünn ausziehen, Fülle verteilen, einrollen.',
        'Bei 180 °C etwa 45 Minuten goldbraun backen.',
      ],
      'Der Teig ist dünn genug, wenn man eine Zeitung hindurch lesen kann.',
    ),
    {
      id: DEMO_SITE_IDS.karriere,
      path: DEMO_SITE_PATHS.karriere,
      type: 'default',
      name: 'Karriere',
      title: 'Karriere bei Sonnleitner',
      description: 'Arbeiten in einem Familienbetrieb: offene Stellen in Backstube und Verkauf.',
      age: 26,
      content: {
        body: [
          block('karriere-hero', 'hero_main', {
            title: 'Backen Sie mit uns',
            text: p('Wir suchen Menschen, die gutes Brot genauso lieben wie wir.'),
          }),
          block('karriere-stellen', 'career', {
            text: p('Unsere offenen Stellen – wir freuen uns auf Ihre Bewerbung.'),
          }),
        ],
      },
    },
    job(
      DEMO_SITE_IDS.baeckerin,
      'baeckerin',
      'Bäcker/in (m/w/d)',
      { start: 'ab sofort', workload: '100 %', age: 5 },
      [
        'Herstellung von Brot und Gebäck nach unseren Rezepten',
        'Pflege unserer Sauerteige',
        'Mitarbeit bei Saisonware',
      ],
      ['Abgeschlossene Lehre als Bäcker/in', 'Freude an Handwerk und frühem Arbeitsbeginn', 'Teamgeist'],
    ),
    job(
      DEMO_SITE_IDS.verkauf,
      'verkauf',
      'Verkäufer/in Filiale Graz-Lend (m/w/d)',
      { start: '01.03.2027', workload: '60–80 %', age: 2 },
      ['Beratung und Verkauf in der Filiale', 'Zubereitung von Kaffee und Snacks', 'Annahme von Tortenbestellungen'],
      ['Erfahrung im Verkauf oder in der Gastronomie', 'Freundliches Auftreten', 'Deutsch in Wort und Schrift'],
    ),
    {
      id: DEMO_SITE_IDS.kontaktFormular,
      path: DEMO_SITE_PATHS.kontaktFormular,
      type: 'default',
      name: 'Schreiben Sie uns',
      title: 'Kontakt',
      description: 'Fragen, Bestellungen für Feiern, Lob und Kritik: schreiben Sie der Bäckerei Sonnleitner.',
      age: 25,
      content: {
        body: [
          block('kontakt-text', 'text', {
            width: 'small',
            text: p('Wir antworten in der Regel innerhalb eines Werktags.'),
            links: [{ type: 'phone_link', label: '+43 1 523 45 67', phone: '+43 1 523 45 67' }],
          }),
          block('kontakt-formular', 'form', {
            intro: p('Bitte füllen Sie die Pflichtfelder aus. Ihre Daten verwenden wir nur für Ihre Anfrage.'),
          }),
        ],
      },
    },
  ];
}

let counter = 0;
const seedId = () => `demo-${++counter}`;

/** Inserts the demo blocks and sites (into the empty database of the demo seed), all public. */
export async function insertDemoContent(em: EntityManager, pictures: Pictures): Promise<void> {
  const blocks = demoReusableBlocks(pictures).map((b) => {
    const result = validateBlocks(b.blocks, { newId: seedId, allowReferences: false });
    if (result.errors.length) throw new Error(`Demo block ${b.identifier}: ${JSON.stringify(result.errors)}`);
    return { ...b, blocks: result.value };
  });
  await em.getRepository(ReusableBlock).save(blocks);
  const now = Date.now();
  await em.getRepository(Site).save(
    demoSites(pictures).map(({ age, content, ...site }) => {
      const result = validateSiteContent(site.type, content, { newId: seedId });
      if (result.errors.length) throw new Error(`Demo site ${site.path}: ${JSON.stringify(result.errors)}`);
      const createdAt = new Date(now - age * 86_400_000);
      return {
        ...site,
        content: result.value as unknown as Record<string, unknown>,
        isPublic: true,
        seoTitle: null,
        seoDescription: null,
        seoImage: (result.value as { image?: ImageRef | null }).image ?? null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}
