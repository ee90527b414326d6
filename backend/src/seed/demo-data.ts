// Demo business seeded on the first start of an empty database (issue 2, item 4): "Bäckerei & Fleischerei
// Sonnleitner", one division with a delivery branch in Wien and a takeaway + dine-in branch in Graz.
//
// Everything is plain data (arrays of objects built by small helpers with defaults) so it can be read and
// unit-tested without a database; `insertDemoData` only resolves keys to ids and saves the rows.
// Money, rates and quantities are decimal strings, never floats.
import { stepCountWords } from '@bestell/domain';
import type { DeepPartial, EntityManager } from 'typeorm';
import {
  Branch,
  type OpeningHoursRuleValue,
  Category,
  Division,
  Donatee,
  Menu,
  Navigation,
  type StoredNavigationItem,
  Product,
  type AlternativeUnitValue,
  type PartOptionValue,
  type PartValue,
  type ScheduleValue,
  DiningTable,
  Tag,
} from '../catalog/index.js';
import { ShopConfig } from '../settings/index.js';
import { User, type Role } from '../users/index.js';
import { DEMO_SITE_PATHS, insertDemoContent } from './demo-content.js';
import type { DemoPictures } from './seed-images.js';

/** Fixed ids so the README and the start-up log can name the frontdesk links of the demo branches. */
export const DEMO_IDS = {
  division: '3f2b8c1e-6d4a-4e7b-9a51-2c8d0f6e1a01',
  branchWien: '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11',
  branchGraz: 'c4d8e2f6-9a1b-4d3c-b7e5-0f6a8c2d4e22',
} as const;

export interface DemoSecrets {
  adminPasswordHash: string;
  employeePasswordHash: string;
  apiKeyHashes: { wien: string; graz: string };
  /** The same keys sealed (issue 39 item 7), so the back office shows the demo links again; null: hash only. */
  apiKeysSealed?: { wien: string | null; graz: string | null };
}

export type DemoBranchKey = 'wien' | 'graz';

// ---------------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------------

type RuleType = OpeningHoursRuleValue['type'];
const WEEKDAYS: RuleType[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** One opening-hours rule per given day type, all with the same range. */
function hours(types: RuleType[], from: string, to: string): OpeningHoursRuleValue[] {
  return types.map((type) => ({ type, date: null, isClosed: false, from, to }));
}

/** Closed all day on the given weekday(s). */
function closed(...types: RuleType[]): OpeningHoursRuleValue[] {
  return types.map((type) => ({ type, date: null, isClosed: true, from: '00:00', to: '00:00' }));
}

/** Closed on single dates (holidays), as 'once' rules. */
function closedOn(...dates: string[]): OpeningHoursRuleValue[] {
  return dates.map((date) => ({ type: 'once' as const, date, isClosed: true, from: '00:00', to: '00:00' }));
}

/** Austrian allergen codes (Allergeninformationsverordnung, letters A-R). */
const ALLERGENS = {
  A: 'Gluten',
  B: 'Krebstiere',
  C: 'Ei',
  D: 'Fisch',
  E: 'Erdnüsse',
  F: 'Soja',
  G: 'Milch',
  H: 'Schalenfrüchte',
  L: 'Sellerie',
  M: 'Senf',
  N: 'Sesam',
  O: 'Sulfite',
  P: 'Lupinen',
  R: 'Weichtiere',
} as const;
type AllergenCode = keyof typeof ALLERGENS;

/** Allergen HTML, e.g. '<p>Enthält: Gluten (A), Milch (G)</p>'. */
export function allergens(...codes: AllergenCode[]): string {
  if (codes.length === 0) return '<p>Keine deklarationspflichtigen Allergene.</p>';
  return `<p>Enthält: ${codes.map((code) => `${ALLERGENS[code]} (${code})`).join(', ')}</p>`;
}

type Modifier = PartOptionValue['modifier'];
const option = (name: string, value = '0.00', modifier: Modifier = 'add'): PartOptionValue => ({
  name,
  value,
  modifier,
});

function part(
  type: PartValue['type'],
  name: string,
  optional: boolean,
  options: PartOptionValue[] = [],
  description?: string,
): PartValue {
  return { type, name, optional, options, ...(description ? { description } : {}) };
}
const select = (name: string, options: PartOptionValue[], optional = false, description?: string) =>
  part('select', name, optional, options, description);
const multiselect = (name: string, options: PartOptionValue[], optional = true, description?: string) =>
  part('multiselect', name, optional, options, description);
const text = (name: string, optional = true, description?: string) => part('text', name, optional, [], description);
const textarea = (name: string, optional = true, description?: string) =>
  part('textarea', name, optional, [], description);
const image = (name: string, optional = false, description?: string) => part('image', name, optional, [], description);
const images = (name: string, optional = true, description?: string) => part('images', name, optional, [], description);

/** Reused steps. */
const SLICED = select('Brot geschnitten?', [option('Ungeschnitten'), option('Geschnitten', '0.30')]);
const WISHES = textarea('Wünsche', true, 'Besondere Wünsche, z. B. Allergien oder Dekoration.');
const LETTERING = text('Beschriftung', true, 'Text für die Schokoladenplatte (max. 30 Zeichen).');
const CAKE_SIZE = select('Tortengröße', [
  option('Klein (18 cm)', '32.00', 'overwrite'),
  option('Mittel (22 cm)', '38.00', 'overwrite'),
  option('Groß (26 cm)', '45.00', 'overwrite'),
]);

/** The photo cake's dialog; its description counts these steps. */
const PHOTO_CAKE_STEPS = [
  CAKE_SIZE,
  select('Füllung', [option('Schokolade'), option('Erdbeer-Joghurt'), option('Topfen-Obers', '2.00')]),
  image('Foto für Fototorte', false, 'JPG oder PNG, mindestens 1000 × 1000 Pixel.'),
  LETTERING,
  WISHES,
];

/** Decagram as alternative unit of a per-kilogram product (Austrian counters sell by 'dag'). */
const DECAGRAM: AlternativeUnitValue = {
  unit: 'decagram',
  ratio: '0.01',
  minimumQuantity: '10',
  maximumQuantity: null,
  quantityStepSize: '5',
  calculationModel: 'approximate',
};

/** Quantity settings of goods weighed at the counter, priced per kilogram and shown as 'ca.'. */
function byWeight(minimumQuantity: string, quantityStepSize: string, defaultQuantity: string): Partial<ProductFields> {
  return {
    unit: 'kilogram',
    calculationModel: 'approximate',
    minimumQuantity,
    quantityStepSize,
    defaultQuantity,
    alternativeUnits: [DECAGRAM],
    pricing: 'pro kg',
  };
}

const DRINK_TAXES = { tax: '20', takeawayTax: '20', dineInTax: '20' } as const;

// ---------------------------------------------------------------------------------------------------
// Shop configuration, division, tags, donatees
// ---------------------------------------------------------------------------------------------------

export const DEMO_SHOP_CONFIG: Partial<ShopConfig> = {
  id: 1,
  shopName: 'Bäckerei Sonnleitner',
  title: 'Bäckerei & Fleischerei Sonnleitner',
  seoTitle: 'Bäckerei Sonnleitner – Brot, Gebäck & Torten online bestellen',
  description: 'Handwerklich gebackenes Brot, feine Mehlspeisen und Fleischwaren aus eigener Herstellung – seit 1962.',
  seoDescription:
    'Online vorbestellen und in Wien-Neubau oder Graz-Lend abholen, liefern lassen oder vor Ort genießen. Torten auf Bestellung.',
  businessName: 'Sonnleitner Bäckerei & Fleischerei GmbH',
  website: 'https://www.sonnleitner.at',
  currency: 'EUR',
  timezone: 'Europe/Vienna',
  defaultDeliveryMethod: 'takeaway',
  termsAndConditionsText: [
    '# Allgemeine Geschäftsbedingungen',
    '',
    '1. **Geltungsbereich:** Diese AGB gelten für alle Bestellungen über unseren Online-Shop.',
    '2. **Preise:** Alle Preise in Euro inkl. USt. Bei Waren nach Gewicht ist der angezeigte Preis ein Richtwert („ca.“); verrechnet wird das tatsächliche Gewicht.',
    '3. **Torten auf Bestellung** können bis 48 Stunden vor dem Abholtermin kostenlos storniert werden.',
    '4. **Zahlung:** bar bei Abholung oder online über Mollie.',
  ].join('\n'),
  privacyPolicyText: [
    '# Datenschutzerklärung',
    '',
    'Wir verarbeiten Ihre Daten (Name, Kontaktdaten, Bestellung) ausschließlich zur Abwicklung Ihrer Bestellung (Art. 6 Abs. 1 lit. b DSGVO).',
    '',
    'Online-Zahlungen wickelt **Mollie B.V.** ab. Auskunft und Löschung: datenschutz@sonnleitner.at',
  ].join('\n'),
  imprintText: [
    '# Impressum',
    '',
    'Sonnleitner Bäckerei & Fleischerei GmbH  ',
    'Neubaugasse 42, 1070 Wien  ',
    'FN 123456a, Handelsgericht Wien · UID ATU12345678  ',
    'Mitglied der WKO, Landesinnung der Lebensmittelgewerbe',
  ].join('\n'),
  allergensText: [
    '# Allergeninformation',
    '',
    'Die Kennzeichnung erfolgt nach den Buchstaben der österreichischen Allergeninformationsverordnung:',
    '',
    Object.entries(ALLERGENS)
      .map(([code, name]) => `**${code}** ${name}`)
      .join(' · '),
    '',
    'Spuren anderer Allergene können in unserer Backstube nicht ausgeschlossen werden.',
  ].join('\n'),
  enableCash: true,
  enableMollie: true,
  enablePluginDonations: true,
  enablePluginCategoryBar: true,
  enablePluginSearch: true,
  enablePluginTags: true,
  enablePluginFrontdesk: true,
  enablePluginOrderReviews: true,
  enablePluginMollie: true,
  missedOrderMinutes: 10,
};

export const DEMO_DIVISION: Partial<Division> = {
  id: DEMO_IDS.division,
  identifier: 'sonnleitner',
  name: 'Sonnleitner',
  title: 'Bäckerei & Fleischerei Sonnleitner',
  description:
    'Unsere Filialen in Wien und Graz – frisch gebacken, ehrlich produziert. Wählen Sie Ihre Filiale und bestellen Sie vor.',
  isPublic: true,
  isEnabled: true,
};

export const DEMO_TAGS = ['Bio', 'Vegan', 'Glutenfrei', 'Lieferung', 'Frühstück', 'Schanigarten'] as const;
export type DemoTagName = (typeof DEMO_TAGS)[number];

export const DEMO_DONATEES: Partial<Donatee>[] = [
  {
    name: 'Tafel Österreich',
    description: 'Rettet überschüssige Lebensmittel und verteilt sie an armutsbetroffene Menschen in ganz Österreich.',
  },
  { name: 'Caritas Wien', description: 'Hilfe für Menschen in Not: Wärmestuben, Lerncafés und mobile Pflege in Wien.' },
  {
    name: 'Gruft',
    description:
      'Die Betreuungseinrichtung der Caritas für obdachlose Menschen in Wien-Mariahilf – rund um die Uhr geöffnet.',
  },
].map((donatee) => ({ ...donatee, isEnabled: true }));

// ---------------------------------------------------------------------------------------------------
// Branches and tables
// ---------------------------------------------------------------------------------------------------

export interface BranchSeed {
  key: DemoBranchKey;
  tags: DemoTagName[];
  fields: DeepPartial<Omit<Branch, 'tags' | 'division' | 'apiKeyHash'>>;
}

export const DEMO_BRANCHES: BranchSeed[] = [
  {
    key: 'wien',
    tags: ['Bio', 'Lieferung', 'Frühstück'],
    fields: {
      id: DEMO_IDS.branchWien,
      identifier: 'wien-neubau',
      isPublic: true,
      name: 'Sonnleitner Wien-Neubau',
      street: 'Neubaugasse 42',
      zipCode: '1070',
      city: 'Wien',
      phone: '+43 1 5234567',
      email: 'wien@sonnleitner.at',
      longitude: '16.3497210',
      latitude: '48.2003140',
      keywords: 'Neubau, Mariahilf, Josefstadt, 7. Bezirk, Bäcker, Fleischer, Lieferservice',
      description:
        'Unsere Stammfiliale im 7. Bezirk: Holzofenbrot, Mehlspeisen und Fleischwaren aus eigener Produktion. Wir liefern nach Neubau, Mariahilf und in die Josefstadt.',
      isTakeawayEnabled: true,
      isDeliveryEnabled: true,
      isDineInEnabled: false,
      isPreorderEnabled: true,
      openingHours: [
        ...hours(WEEKDAYS, '06:30', '18:30'),
        ...hours(['saturday'], '07:00', '13:00'),
        ...closed('sunday'),
        ...closedOn('2026-12-25', '2026-12-26'),
      ],
      isDeliveryHoursEnabled: true,
      deliveryHours: [
        ...hours(WEEKDAYS, '09:00', '18:00'),
        ...hours(['saturday'], '08:00', '12:30'),
        ...closed('sunday'),
        ...closedOn('2026-12-25', '2026-12-26'),
      ],
      closedMessage: 'Wir haben gerade geschlossen. Vorbestellungen holen Sie ab 06:30 Uhr frisch ab.',
      isDeliveryPhoneRequired: true,
      isDeliveryAddressRequired: true,
      isTakeawayPhoneRequired: true,
      isDeliveryEmailRequired: true,
      isCashEnabled: true,
      isMollieEnabled: true,
      deliveryAreas: [
        {
          area: '1070 Neubau',
          zipCodes: ['1070'],
          price: '0.00',
          tax: '20',
          free: true,
          minimumOrderValue: '15.00',
          freeFromOrderValue: null,
        },
        {
          area: '1060 Mariahilf',
          zipCodes: ['1060'],
          price: '2.90',
          tax: '20',
          free: false,
          minimumOrderValue: '20.00',
          freeFromOrderValue: '40.00',
        },
        {
          area: '1080 Josefstadt',
          zipCodes: ['1080'],
          price: '3.90',
          tax: '20',
          free: false,
          minimumOrderValue: '25.00',
          freeFromOrderValue: '50.00',
        },
      ].map((area, position) => ({ ...area, position })),
      internalNote: 'Lieferungen mit dem Lastenrad; Fahrer ab 09:00 im Haus.',
    },
  },
  {
    key: 'graz',
    tags: ['Bio', 'Vegan', 'Frühstück', 'Schanigarten'],
    fields: {
      id: DEMO_IDS.branchGraz,
      identifier: 'graz-lend',
      isPublic: true,
      name: 'Sonnleitner Graz-Lend',
      street: 'Lendplatz 17',
      zipCode: '8020',
      city: 'Graz',
      phone: '+43 316 712345',
      email: 'graz@sonnleitner.at',
      longitude: '15.4337520',
      latitude: '47.0752630',
      keywords: 'Lend, Lendplatz, Graz, Café, Bar, Frühstück, Schanigarten',
      description:
        'Bäckerei-Café am Lendplatz mit Terrasse: tagsüber Frühstück und Mehlspeisen, am Freitag- und Samstagabend Bar mit steirischen Weinen.',
      isTakeawayEnabled: true,
      isDeliveryEnabled: false,
      isDineInEnabled: true,
      isTableSelectionEnabled: true,
      isPreorderEnabled: true,
      openingHours: [
        ...hours(['monday', 'tuesday', 'wednesday', 'thursday'], '07:00', '18:00'),
        ...hours(['friday'], '07:00', '14:00'),
        ...hours(['friday'], '18:00', '01:00'),
        ...hours(['saturday'], '08:00', '14:00'),
        ...hours(['saturday'], '18:00', '01:00'),
        ...closed('sunday'),
        ...closedOn('2026-12-25', '2026-12-26'),
      ],
      deliveryHours: [],
      isDeliveryHoursEnabled: false,
      orderableFrom: '08:00',
      closedMessage:
        'Das Café am Lendplatz ist derzeit geschlossen. Vorbestellungen zur Abholung nehmen wir gerne entgegen.',
      isTakeawayPhoneRequired: true,
      isCashEnabled: true,
      isATMCardEnabled: true,
      isMollieEnabled: false,
      deliveryAreas: [],
      internalNote: 'Bar-Betrieb Fr/Sa ab 18:00 – Schankanlage vorher prüfen.',
    },
  },
];

/** Graz tables: '1'..'8' inside, two on the terrace. */
export const DEMO_TABLES: { branch: DemoBranchKey; identifier: string; name: string }[] = [
  ...Array.from({ length: 8 }, (_, i) => ({
    branch: 'graz' as const,
    identifier: String(i + 1),
    name: `Tisch ${i + 1}`,
  })),
  { branch: 'graz', identifier: 'terrasse-1', name: 'Terrasse 1' },
  { branch: 'graz', identifier: 'terrasse-2', name: 'Terrasse 2' },
];

// ---------------------------------------------------------------------------------------------------
// Navigations (spec 3): the burger menu and the footer read mainMenu and secondaryMenu
// ---------------------------------------------------------------------------------------------------

const navItem = (
  type: StoredNavigationItem['type'],
  label: string,
  target: string | null = null,
  children: StoredNavigationItem[] = [],
): StoredNavigationItem => ({ type, label, target, isEnabled: true, children });

// The demo shop configuration has all four legal texts, so the internal legal pages exist.
const DEMO_LEGAL_ITEMS = [
  navItem('site', 'AGB', 'site/terms-and-conditions'),
  navItem('site', 'Datenschutz', 'site/privacy'),
  navItem('site', 'Impressum', 'site/imprint'),
  navItem('site', 'Allergene', 'site/allergens'),
];

export const DEMO_NAVIGATIONS: Pick<Navigation, 'identifier' | 'isPublic' | 'items'>[] = [
  {
    identifier: 'mainMenu',
    isPublic: true,
    items: [
      navItem('home', 'Startseite'),
      navItem(
        'home',
        'Filialen',
        null,
        DEMO_BRANCHES.map((branch) => navItem('branch', branch.fields.name!, branch.fields.identifier!)),
      ),
      // The demo content sites (issue 15 item 8).
      navItem('home', 'Über uns', null, [
        navItem('site', 'Unsere Geschichte', DEMO_SITE_PATHS.ueberUns),
        navItem('site', 'Unser Team', DEMO_SITE_PATHS.team),
        navItem('site', 'Feiern & Torten', DEMO_SITE_PATHS.feiern),
        navItem('site', 'Schreiben Sie uns', DEMO_SITE_PATHS.kontaktFormular),
      ]),
      navItem('site', 'Rezepte', DEMO_SITE_PATHS.rezepte),
      navItem('site', 'Karriere', DEMO_SITE_PATHS.karriere),
      navItem('site', 'Kontakt', 'kontakt'),
    ],
  },
  // The footer shows both menus, so the legal pages live here only.
  { identifier: 'secondaryMenu', isPublic: true, items: DEMO_LEGAL_ITEMS },
];

// ---------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------

export type CategoryKey = 'brot' | 'fruehstueck' | 'suesses' | 'torten' | 'fleisch' | 'kaese' | 'snacks' | 'getraenke';

export interface CategorySeed extends Partial<Omit<Category, 'id'>> {
  key: CategoryKey;
  name: string;
}

export const DEMO_CATEGORIES: CategorySeed[] = (
  [
    { key: 'brot', name: 'Brot & Gebäck' },
    {
      key: 'fruehstueck',
      name: 'Frühstück',
      // Breakfast is served in the morning only; outside that the group stays visible but not orderable.
      schedule: { from: null, to: null, rules: hours(['daily'], '06:30', '11:00') },
      isVisibleWhenUnavailable: true,
    },
    { key: 'suesses', name: 'Süßes' },
    { key: 'torten', name: 'Torten auf Bestellung' },
    { key: 'fleisch', name: 'Fleisch & Wurst' },
    { key: 'kaese', name: 'Käse' },
    { key: 'snacks', name: 'Snacks' },
    { key: 'getraenke', name: 'Getränke' },
  ] satisfies CategorySeed[]
).map((category, index) => ({
  image: null,
  isEnabled: true,
  isPublic: true,
  isVisibleWhenUnavailable: false,
  schedule: null,
  ...category,
  position: index + 1,
}));

// ---------------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------------

type ProductFields = Omit<Product, 'id' | 'category' | 'position' | 'createdAt' | 'updatedAt'>;

export interface ProductSeed extends ProductFields {
  /** Stable key for menus and tests; not stored. */
  key: string;
  category: CategoryKey;
  /** Branches whose menu lists the product (default: both). */
  branches: DemoBranchKey[];
}

type ProductInput = Partial<ProductFields> &
  Pick<ProductSeed, 'key' | 'category' | 'name' | 'price'> & { branches?: DemoBranchKey[] };

/** A product with the defaults of a simple per-piece food item at 10 % VAT. */
export function product(input: ProductInput): ProductSeed {
  return {
    description: '',
    pricing: '',
    calculationModel: 'fixed',
    unit: 'piece',
    alternativeUnits: [],
    minimumQuantity: '1',
    maximumQuantity: null,
    quantityStepSize: '1',
    defaultQuantity: '1',
    defaultUnit: null,
    isPriceHidden: false,
    isEnabled: true,
    isPublic: true,
    isStepByStep: false,
    isVisibleWhenUnavailable: false,
    schedule: null,
    images: [],
    allergens: allergens(),
    content: {},
    tax: '10',
    takeawayTax: '10',
    dineInTax: '10',
    config: { parts: [] },
    isLeadTimeEnabled: false,
    leadTimeType: null,
    leadTimeValue: null,
    preparationMinutes: 0,
    internalNote: '',
    branches: ['wien', 'graz'],
    ...input,
    type: input.type ?? (input.config?.parts.length ? 'configurable' : 'simple'),
  };
}

const leadTime = (leadTimeType: NonNullable<Product['leadTimeType']>, leadTimeValue: number) =>
  ({ isLeadTimeEnabled: true, leadTimeType, leadTimeValue }) as const;
const parts = (...list: PartValue[]) => ({ config: { parts: list } });
const between = (from: string, to: string): ScheduleValue => ({ from, to, rules: [] });

export const DEMO_PRODUCTS: ProductSeed[] = [
  // --- Brot & Gebäck ---------------------------------------------------------------------------------
  product({
    key: 'kaisersemmel',
    category: 'brot',
    name: 'Kaisersemmel',
    description: 'Der Klassiker: handgeschlagen, knusprig, mit typischem Sternmuster.',
    price: '0.55',
    allergens: allergens('A'),
    maximumQuantity: '50',
  }),
  product({
    key: 'kornspitz',
    category: 'brot',
    name: 'Kornspitz',
    description: 'Mehrkorngebäck mit Sesam und Sonnenblumenkernen.',
    price: '0.95',
    allergens: allergens('A', 'F', 'N'),
    maximumQuantity: '50',
  }),
  product({
    key: 'salzstangerl',
    category: 'brot',
    name: 'Salzstangerl',
    description: 'Mit grobem Salz und Kümmel bestreut.',
    price: '0.85',
    allergens: allergens('A'),
  }),
  product({
    key: 'laugenbrezel',
    category: 'brot',
    name: 'Laugenbrezel',
    description: 'Mit Butter im Teig, frisch aus dem Ofen.',
    price: '1.30',
    allergens: allergens('A', 'G'),
  }),
  product({
    key: 'bauernbrot',
    category: 'brot',
    name: 'Bauernbrot (1 kg Laib)',
    description: 'Roggen-Weizen-Mischbrot mit Natursauerteig, 24 Stunden gereift.',
    price: '5.90',
    allergens: allergens('A'),
    ...parts(SLICED),
  }),
  product({
    key: 'dinkelvollkorn',
    category: 'brot',
    name: 'Bio-Dinkelvollkornbrot',
    description: 'Aus 100 % Bio-Dinkelvollkornmehl, mit Kürbis- und Sonnenblumenkernen.',
    price: '6.40',
    allergens: allergens('A'),
    ...parts(select('Kerne', [option('Mit Kernen'), option('ohne Kerne', '0.20', 'subtract')]), SLICED),
    internalNote: 'Bio-Zertifikat AT-BIO-301, Dinkel von Hof Wagner (Mühlviertel).',
  }),
  product({
    key: 'roggenbrot-gewicht',
    category: 'brot',
    name: 'Roggenbrot vom Laib',
    description: 'Kräftiges Roggenbrot, an der Theke nach Wunsch abgeschnitten.',
    price: '6.80',
    allergens: allergens('A'),
    ...byWeight('0.2', '0.1', '0.5'),
  }),
  product({
    key: 'schwarzbrot-packung',
    category: 'brot',
    name: 'Schwarzbrot geschnitten',
    description: 'Vorgeschnitten im Papiersackerl, 500 g.',
    price: '3.40',
    unit: 'package',
    allergens: allergens('A'),
  }),
  product({
    key: 'weihnachtsstollen',
    category: 'brot',
    name: 'Weihnachtsstollen',
    description: 'Butterstollen mit Rosinen, Zitronat und Marzipan – nur in der Adventzeit.',
    price: '14.90',
    allergens: allergens('A', 'C', 'G', 'H'),
    schedule: between('2026-11-01T00:00:00+01:00', '2026-12-24T14:00:00+01:00'),
  }),

  // --- Frühstück -------------------------------------------------------------------------------------
  product({
    key: 'fruehstueckspaket',
    category: 'fruehstueck',
    type: 'bundle',
    name: 'Frühstückspaket für 2',
    description: 'Vier Gebäck, Butter, Marmelade, Schinken, Käse, zwei Eier und zwei Heißgetränke.',
    price: '24.90',
    allergens: allergens('A', 'C', 'G'),
    ...parts(
      select('Paketgröße', [
        option('Für 2 Personen', '24.90', 'overwrite'),
        option('Für 4 Personen', '45.90', 'overwrite'),
      ]),
      select('Gebäck', [option('Gemischt'), option('Nur Kaisersemmeln'), option('Vollkorn', '1.00')]),
      select('Heißgetränke', [option('Melange'), option('Verlängerter'), option('Heiße Schokolade', '0.80')]),
      multiselect('Extras', [
        option('Prosciutto statt Schinken', '3.50'),
        option('Lachs', '4.90'),
        option('Frischer Orangensaft', '2.50'),
      ]),
    ),
  }),
  product({
    key: 'fruehstueck-selbst',
    category: 'fruehstueck',
    name: 'Frühstück nach Wahl',
    description: 'Stellen Sie Ihr Frühstück Schritt für Schritt zusammen.',
    price: '8.90',
    isStepByStep: true,
    allergens: allergens('A', 'C', 'G'),
    ...parts(
      select('Gebäck', [option('Kaisersemmel'), option('Kornspitz', '0.40'), option('Butterkipferl', '0.60')]),
      select('Eierspeise', [
        option('Ohne Ei'),
        option('Weiches Ei', '1.20'),
        option('Eierspeise mit Schnittlauch', '2.90'),
      ]),
      multiselect('Aufstriche', [
        option('Butter'),
        option('Marillenmarmelade', '0.50'),
        option('Liptauer', '1.20'),
        option('Honig', '0.50'),
      ]),
      WISHES,
    ),
  }),
  product({
    key: 'bircher-muesli',
    category: 'fruehstueck',
    name: 'Bircher Müsli',
    description: 'Über Nacht eingeweichte Haferflocken mit Apfel, Joghurt und Nüssen.',
    price: '4.80',
    unit: 'serving',
    allergens: allergens('A', 'G', 'H'),
  }),
  product({
    key: 'ham-and-eggs',
    category: 'fruehstueck',
    name: 'Ham & Eggs',
    description: 'Drei Spiegeleier mit Beinschinken und Schwarzbrot – zum Genießen vor Ort.',
    price: '9.20',
    unit: 'serving',
    allergens: allergens('A', 'C'),
    branches: ['graz'],
  }),

  // --- Süßes -----------------------------------------------------------------------------------------
  product({
    key: 'butterkipferl',
    category: 'suesses',
    name: 'Butterkipferl',
    description: 'Mürbes Kipferl mit 28 % Butter im Teig.',
    price: '1.20',
    allergens: allergens('A', 'G'),
  }),
  product({
    key: 'topfengolatsche',
    category: 'suesses',
    name: 'Topfengolatsche',
    description: 'Plunderteig mit Vanilletopfen und Rosinen.',
    price: '2.20',
    allergens: allergens('A', 'C', 'G'),
  }),
  product({
    key: 'nussschnecke',
    category: 'suesses',
    name: 'Nussschnecke',
    description: 'Germteig mit Walnussfülle, glasiert.',
    price: '2.40',
    allergens: allergens('A', 'C', 'G', 'H'),
  }),
  product({
    key: 'apfelstrudel',
    category: 'suesses',
    name: 'Apfelstrudel',
    description: 'Hauchdünn gezogener Strudelteig mit Äpfeln aus der Steiermark, Zimt und Rosinen.',
    price: '3.60',
    pricing: 'pro Stück',
    allergens: allergens('A', 'C', 'G'),
    ...parts(
      select('Dazu', [option('Ohne'), option('Mit Schlagobers', '0.80'), option('Mit Vanillesauce', '1.10')], true),
    ),
  }),
  product({
    key: 'faschingskrapfen',
    category: 'suesses',
    name: 'Faschingskrapfen',
    description: 'Flaumiger Germkrapfen mit Marillenmarmelade – in der Faschingszeit.',
    price: '1.90',
    allergens: allergens('A', 'C', 'G'),
    schedule: between('2027-01-07T00:00:00+01:00', '2027-02-10T00:00:00+01:00'),
    isVisibleWhenUnavailable: true,
  }),
  product({
    key: 'vanillekipferl',
    category: 'suesses',
    name: 'Vanillekipferl',
    description: 'Mit Bourbon-Vanillezucker, lose abgewogen. Preis pro Gramm.',
    price: '0.05',
    pricing: 'pro g',
    unit: 'gram',
    calculationModel: 'approximate',
    minimumQuantity: '100',
    quantityStepSize: '50',
    defaultQuantity: '250',
    maximumQuantity: '2000',
    alternativeUnits: [
      { unit: 'decagram', ratio: '10', minimumQuantity: '10', quantityStepSize: '5', calculationModel: 'approximate' },
    ],
    allergens: allergens('A', 'G', 'H'),
  }),

  // --- Torten auf Bestellung -------------------------------------------------------------------------
  product({
    key: 'sachertorte',
    category: 'torten',
    name: 'Sachertorte',
    description: 'Schokoladentorte mit Marillenmarmelade und Schokoladenglasur, nach Originalrezept.',
    price: '32.00',
    allergens: allergens('A', 'C', 'G'),
    ...leadTime('days', 2),
    ...parts(CAKE_SIZE, LETTERING),
  }),
  product({
    key: 'fototorte',
    category: 'torten',
    name: 'Fototorte',
    description: `Ihr Foto auf essbarem Zuckerpapier – in ${stepCountWords(PHOTO_CAKE_STEPS)} einfachen Schritten bestellt.`,
    price: '32.00',
    isStepByStep: true,
    allergens: allergens('A', 'C', 'G'),
    ...leadTime('days', 2),
    ...parts(...PHOTO_CAKE_STEPS),
    internalNote: 'Foto vor dem Drucken auf Urheberrecht prüfen.',
  }),
  product({
    key: 'kindertorte',
    category: 'torten',
    name: 'Kindergeburtstagstorte',
    description: 'Biskuit mit Schokocreme, bunt dekoriert. Preis je nach Dekoration.',
    price: '29.00',
    calculationModel: 'minimum',
    allergens: allergens('A', 'C', 'G'),
    ...leadTime('days', 2),
    ...parts(
      multiselect('Dekoration', [
        option('Smarties', '2.00'),
        option('Schokobuchstaben', '3.50'),
        option('Wunderkerzen', '1.50'),
        option('Zahlenkerze', '2.50'),
      ]),
      LETTERING,
    ),
  }),
  product({
    key: 'hochzeitstorte',
    category: 'torten',
    name: 'Hochzeitstorte nach Wunsch',
    description: 'Mehrstöckig, individuell gestaltet. Den Preis erhalten Sie mit der Bestätigung Ihrer Bestellung.',
    price: '0.00',
    isPriceHidden: true,
    unit: 'person',
    minimumQuantity: '30',
    quantityStepSize: '5',
    defaultQuantity: '50',
    maximumQuantity: '300',
    allergens: allergens('A', 'C', 'G', 'H'),
    ...leadTime('weeks', 3),
    ...parts(
      images('Inspirationsbilder', true, 'Bilder von Torten, die Ihnen gefallen.'),
      textarea('Wünsche', false, 'Stockwerke, Farben, Geschmack, Liefertermin.'),
    ),
  }),
  product({
    key: 'malakofftorte',
    category: 'torten',
    name: 'Malakofftorte',
    description: 'Biskotten in Rum getränkt mit Mandel-Obers-Creme.',
    price: '36.00',
    allergens: allergens('A', 'C', 'G', 'H'),
    ...leadTime('days', 2),
  }),

  // --- Fleisch & Wurst -------------------------------------------------------------------------------
  product({
    key: 'beinschinken',
    category: 'fleisch',
    name: 'Beinschinken',
    description: 'Über Buchenholz gegart, hauchdünn aufgeschnitten.',
    price: '29.90',
    ...byWeight('0.1', '0.05', '0.2'),
    defaultUnit: 'decagram',
  }),
  product({
    key: 'extrawurst',
    category: 'fleisch',
    name: 'Extrawurst',
    description: 'Die Wiener Brühwurst aus eigener Herstellung.',
    price: '18.90',
    allergens: allergens('L', 'M'),
    ...byWeight('0.1', '0.05', '0.2'),
    defaultUnit: 'decagram',
  }),
  product({
    key: 'kaesekrainer',
    category: 'fleisch',
    name: 'Käsekrainer',
    description: 'Geräuchert, mit Emmentaler-Würfeln, zum Grillen oder Braten.',
    price: '4.80',
    pricing: 'pro Paar',
    unit: 'pair',
    allergens: allergens('G', 'M'),
  }),
  product({
    key: 'tafelspitz',
    category: 'fleisch',
    name: 'Tafelspitz vom Almochsen',
    description: 'Zum Kochen vorbereitet, aus der Region. Bitte mindestens 4 Stunden vorher bestellen.',
    price: '32.50',
    ...byWeight('0.5', '0.1', '1'),
    maximumQuantity: '5',
    ...leadTime('hours', 4),
    internalNote: 'Nur solange Vorrat vom Hof Pichler reicht.',
  }),
  product({
    key: 'grillpaket',
    category: 'fleisch',
    name: 'Grillpaket',
    description: 'Karreesteaks, Käsekrainer, Hendlspieße und Kräuterbutter. Preis nach Gewicht, ab 39 €.',
    price: '39.00',
    unit: 'package',
    calculationModel: 'minimum',
    allergens: allergens('G', 'M'),
    ...parts(select('Marinade', [option('Kräuter'), option('Paprika-Knoblauch'), option('Ohne Marinade')])),
  }),

  // --- Käse ------------------------------------------------------------------------------------------
  product({
    key: 'bergkaese',
    category: 'kaese',
    name: 'Vorarlberger Bergkäse',
    description: '12 Monate gereift, würzig-nussig.',
    price: '32.90',
    allergens: allergens('G'),
    ...byWeight('0.1', '0.05', '0.25'),
    defaultUnit: 'decagram',
  }),
  product({
    key: 'emmentaler',
    category: 'kaese',
    name: 'Bio-Emmentaler',
    description: 'Mild, aus Heumilch.',
    price: '24.90',
    allergens: allergens('G'),
    ...byWeight('0.1', '0.05', '0.25'),
  }),
  product({
    key: 'kaeseplatte',
    category: 'kaese',
    name: 'Käseplatte für Gäste',
    description: 'Fünf Sorten Käse mit Trauben, Nüssen und Baguette, fertig angerichtet.',
    price: '8.50',
    pricing: 'pro Person',
    unit: 'person',
    minimumQuantity: '4',
    defaultQuantity: '6',
    maximumQuantity: '40',
    allergens: allergens('A', 'G', 'H'),
    ...leadTime('hours', 4),
    ...parts(select('Brot dazu', [option('Baguette'), option('Gemischter Brotkorb', '1.50')])),
  }),

  // --- Snacks ----------------------------------------------------------------------------------------
  product({
    key: 'leberkaessemmel',
    category: 'snacks',
    name: 'Leberkässemmel',
    description: 'Warmer Leberkäse aus eigener Herstellung.',
    price: '3.90',
    allergens: allergens('A', 'M'),
    ...parts(
      select('Gebäck', [option('Kaisersemmel'), option('Salzstangerl', '0.30'), option('Laugenbrezel', '0.50')]),
      select('Senf', [option('Süß'), option('Scharf'), option('Ohne')]),
      multiselect('Extras', [option('Essiggurkerl', '0.40'), option('Pfefferoni', '0.40'), option('Käse', '0.80')]),
    ),
  }),
  product({
    key: 'gulaschsuppe',
    category: 'snacks',
    name: 'Gulaschsuppe',
    description: 'Mit Semmel. Nur zu Mittag (Mo–Fr 11:00–14:00).',
    price: '5.90',
    unit: 'serving',
    allergens: allergens('A', 'L'),
    schedule: { from: null, to: null, rules: hours(WEEKDAYS, '11:00', '14:00') },
  }),
  product({
    key: 'schinken-kaese-toast',
    category: 'snacks',
    name: 'Schinken-Käse-Toast',
    description: 'Mit Ketchup oder Senf.',
    price: '4.40',
    allergens: allergens('A', 'G', 'M'),
  }),
  product({
    key: 'liptauerbrot',
    category: 'snacks',
    name: 'Liptauerbrot',
    description: 'Bauernbrot mit hausgemachtem Liptauer und Radieschen.',
    price: '3.20',
    allergens: allergens('A', 'G'),
  }),
  product({
    key: 'mitarbeiterjause',
    category: 'snacks',
    name: 'Mitarbeiterjause',
    description: 'Interne Verrechnung der Personalverpflegung.',
    price: '2.00',
    isPublic: false,
    internalNote: 'Nicht öffentlich: nur für die Kassa im Frontdesk.',
  }),
  product({
    key: 'pizzaschnecke',
    category: 'snacks',
    name: 'Pizzaschnecke',
    description: 'Blätterteig mit Tomate, Schinken und Käse.',
    price: '2.90',
    isEnabled: false,
    allergens: allergens('A', 'G'),
    internalNote: 'Deaktiviert: Rezept wird überarbeitet.',
  }),

  // --- Getränke --------------------------------------------------------------------------------------
  product({
    key: 'melange',
    category: 'getraenke',
    name: 'Wiener Melange',
    description: 'Espresso mit heißer Milch und Milchschaum.',
    price: '3.90',
    ...DRINK_TAXES,
    allergens: allergens('G'),
    ...parts(select('Milch', [option('Vollmilch'), option('Hafermilch', '0.40'), option('Laktosefrei', '0.30')])),
  }),
  product({
    key: 'verlaengerter',
    category: 'getraenke',
    name: 'Verlängerter',
    description: 'Espresso mit heißem Wasser verlängert.',
    price: '3.40',
    ...DRINK_TAXES,
  }),
  product({
    key: 'almdudler',
    category: 'getraenke',
    name: 'Almdudler 0,35 l',
    description: 'Die österreichische Kräuterlimonade.',
    price: '3.20',
    ...DRINK_TAXES,
  }),
  product({
    key: 'apfelsaft',
    category: 'getraenke',
    name: 'Apfelsaft naturtrüb',
    description: 'Vom Obsthof Haas aus der Oststeiermark, offen abgefüllt.',
    price: '4.80',
    pricing: 'pro Liter',
    unit: 'liter',
    minimumQuantity: '0.25',
    quantityStepSize: '0.25',
    defaultQuantity: '0.5',
    maximumQuantity: '5',
    alternativeUnits: [
      { unit: 'deciliter', ratio: '0.1', minimumQuantity: '2', quantityStepSize: '1', calculationModel: 'fixed' },
    ],
    ...DRINK_TAXES,
  }),
  product({
    key: 'gspritzter',
    category: 'getraenke',
    name: "Weißer G'spritzter 0,25 l",
    description: 'Welschriesling aus der Südsteiermark mit Soda – an der Bar.',
    price: '3.80',
    allergens: allergens('O'),
    ...DRINK_TAXES,
    branches: ['graz'],
  }),
  product({
    key: 'maerzen',
    category: 'getraenke',
    name: 'Märzenbier 0,5 l',
    description: 'Frisch gezapft – an der Bar.',
    price: '4.60',
    allergens: allergens('A'),
    ...DRINK_TAXES,
    branches: ['graz'],
  }),
];

// ---------------------------------------------------------------------------------------------------
// Menus and users
// ---------------------------------------------------------------------------------------------------

export interface MenuSeed {
  name: string;
  availableFrom: string;
  branches: DemoBranchKey[];
  /** Which products the catalog lists: all of the branch's products, or a fixed list of keys. */
  productKeys: 'branch' | string[];
}

export const DEMO_MENUS: MenuSeed[] = [
  {
    name: 'Sortiment Wien-Neubau',
    availableFrom: '2026-01-01T00:00:00+01:00',
    branches: ['wien'],
    productKeys: 'branch',
  },
  {
    name: 'Sortiment Graz-Lend',
    availableFrom: '2026-01-01T00:00:00+01:00',
    branches: ['graz'],
    productKeys: 'branch',
  },
  {
    // Not active yet: the active menu is the latest one whose availableFrom lies in the past.
    name: 'Frühjahrssortiment 2027 Wien-Neubau',
    availableFrom: '2027-03-01T00:00:00+01:00',
    branches: ['wien'],
    productKeys: [
      'kaisersemmel',
      'kornspitz',
      'bauernbrot',
      'dinkelvollkorn',
      'butterkipferl',
      'topfengolatsche',
      'sachertorte',
      'fototorte',
      'beinschinken',
      'bergkaese',
      'leberkaessemmel',
      'melange',
    ],
  },
];

/** The menu's groups (category key + product keys), in category and product order. */
export function menuGroups(menu: MenuSeed): { category: CategoryKey; products: string[] }[] {
  const listed = (seed: ProductSeed) =>
    menu.productKeys === 'branch'
      ? seed.branches.some((b) => menu.branches.includes(b))
      : menu.productKeys.includes(seed.key);
  return DEMO_CATEGORIES.map((category) => ({
    category: category.key,
    products: DEMO_PRODUCTS.filter((seed) => seed.category === category.key && listed(seed)).map((seed) => seed.key),
  })).filter((group) => group.products.length > 0);
}

export interface UserSeed {
  email: string;
  name: string;
  roles: Role[];
  branches: DemoBranchKey[];
  password: 'admin' | 'employee';
}

export const DEMO_USERS: UserSeed[] = [
  {
    email: 'admin@sonnleitner.at',
    name: 'Anna Admin',
    roles: ['ROLE_ADMIN'],
    branches: ['wien', 'graz'],
    password: 'admin',
  },
  {
    email: 'team.wien@sonnleitner.at',
    name: 'Tobias Team',
    roles: ['ROLE_EMPLOYEE'],
    branches: ['wien'],
    password: 'employee',
  },
];

// ---------------------------------------------------------------------------------------------------
// Insert
// ---------------------------------------------------------------------------------------------------

const BRANCH_IDS: Record<DemoBranchKey, string> = { wien: DEMO_IDS.branchWien, graz: DEMO_IDS.branchGraz };
const branchRefs = (keys: DemoBranchKey[]) => keys.map((key) => ({ id: BRANCH_IDS[key] }));

/**
 * Inserts the demo business into an empty database (call inside a transaction); with `pictures` (library
 * images made by createDemoPictures) every product, category, branch and donatee shows one, and the shop
 * has its logo.
 */
export async function insertDemoData(em: EntityManager, secrets: DemoSecrets, pictures?: DemoPictures): Promise<void> {
  await em.getRepository(ShopConfig).save({ ...DEMO_SHOP_CONFIG, ...(pictures ? { logo: pictures.logo } : {}) });
  await em.getRepository(Division).save(DEMO_DIVISION);

  const tags = await em.getRepository(Tag).save(DEMO_TAGS.map((name) => ({ name, image: null })));
  const tagByName = new Map(tags.map((tag) => [tag.name, tag]));

  for (const seed of DEMO_BRANCHES) {
    await em.getRepository(Branch).save({
      ...seed.fields,
      ...(pictures ? { images: [pictures.branches.get(seed.key)!] } : {}),
      division: { id: DEMO_IDS.division },
      tags: seed.tags.map((name) => ({ id: tagByName.get(name)!.id })),
      apiKeyHash: secrets.apiKeyHashes[seed.key],
      apiKeySealed: secrets.apiKeysSealed?.[seed.key] ?? null,
    });
  }

  await em
    .getRepository(DiningTable)
    .save(
      DEMO_TABLES.map(({ branch, identifier, name }) => ({ identifier, name, branch: { id: BRANCH_IDS[branch] } })),
    );
  await em
    .getRepository(Donatee)
    .save(DEMO_DONATEES.map((d, i) => ({ ...d, ...(pictures ? { image: pictures.donatees[i] ?? null } : {}) })));
  await em.getRepository(Navigation).save(DEMO_NAVIGATIONS);
  await insertDemoContent(em, pictures);

  const categoryIds = new Map<CategoryKey, string>();
  for (const { key, ...fields } of DEMO_CATEGORIES) {
    const image = pictures?.categories.get(key);
    const saved = await em.getRepository(Category).save(image ? { ...fields, image } : fields);
    categoryIds.set(key, saved.id);
  }

  const productIds = new Map<string, string>();
  const positions = new Map<CategoryKey, number>();
  for (const { key, category, branches: _branches, ...fields } of DEMO_PRODUCTS) {
    const position = (positions.get(category) ?? 0) + 1;
    positions.set(category, position);
    const image = pictures?.products.get(key);
    const saved = await em.getRepository(Product).save({
      ...fields,
      ...(image ? { images: [image] } : {}),
      position,
      category: { id: categoryIds.get(category)! },
    });
    productIds.set(key, saved.id);
  }

  await em.getRepository(Menu).save(
    DEMO_MENUS.map((menu) => ({
      name: menu.name,
      availableFrom: new Date(menu.availableFrom),
      branches: branchRefs(menu.branches),
      catalog: menuGroups(menu).map((group) => ({
        category: categoryIds.get(group.category)!,
        products: group.products.map((key) => productIds.get(key)!),
      })),
    })),
  );

  const hashes = { admin: secrets.adminPasswordHash, employee: secrets.employeePasswordHash };
  await em.getRepository(User).save(
    DEMO_USERS.map((user) => ({
      email: user.email,
      name: user.name,
      roles: user.roles,
      passwordHash: hashes[user.password],
      isEnabled: true,
      expiresAt: null,
      branches: branchRefs(user.branches),
    })),
  );
}
