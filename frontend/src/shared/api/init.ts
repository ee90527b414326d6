// GET /api/init: `{ url, data }` entries (spec 7) turned into one typed object. Decimal strings of
// quantity fields become numbers, as the domain's quantity rules take them.
import { DEFAULT_TIMEZONE } from '@bestell/domain';
import type { AlternativeUnit, QuantityLimits, SiteView } from '@bestell/domain';
import { apiAnswer } from './client';
import { EARLY_INIT } from './early-init';
import { remote, useRemote } from './remote';
import type { ApiBranch, ApiProduct, Fits, InitData, Loose, Schema, ShopConfig } from './types';
import { apiCall, type ApiData, type PathsWith } from './typed';

/** Branch data reloads every 4 hours (spec 4, 9). */
export const INIT_MAX_AGE_MS = 4 * 60 * 60 * 1000;

const DEFAULT_CONFIG: ShopConfig = {
  shopName: '',
  title: '',
  seoTitle: '',
  description: '',
  seoDescription: '',
  businessName: '',
  website: '',
  currency: 'EUR',
  defaultDeliveryMethod: 'takeaway',
  timezone: DEFAULT_TIMEZONE,
  themePrimaryColor: '#000000',
  themeSecondaryColor: '#333333',
  borderRadius: '.25rem',
  font: '',
  logo: null,
  favicon: null,
  termsAndConditions: '',
  termsAndConditionsText: '',
  privacyPolicy: '',
  privacyPolicyText: '',
  imprint: '',
  imprintText: '',
  allergens: '',
  allergensText: '',
};

type Numeric = number | string | null | undefined;
const num = (value: Numeric): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

type Limits = keyof QuantityLimits;
/** `T` with its quantity limits as the API sends them: decimal strings. */
type Decimals<T> = Omit<T, Limits> & { [K in Limits]?: Numeric };

/** A product as GET /api/products sends it; normaliseProduct turns its quantity fields into numbers. */
export type RawProduct = Omit<Decimals<ApiProduct>, 'defaultQuantity' | 'alternativeUnits'> & {
  defaultQuantity?: Numeric;
  alternativeUnits?: Decimals<AlternativeUnit>[] | null;
};
// The document's products must fit it (`unit` there is any string, the domain's a unit id).
export type CheckedProducts = [
  Fits<Loose<RawProduct>, Schema<'ProductPublic'>>,
  Fits<Loose<RawProduct>, Schema<'Product'>>,
];

function normaliseLimits<T extends { [K in Limits]?: Numeric }>(item: T): Omit<T, Limits> & QuantityLimits {
  return {
    ...item,
    minimumQuantity: num(item.minimumQuantity),
    maximumQuantity: num(item.maximumQuantity),
    quantityStepSize: num(item.quantityStepSize),
  };
}

export function normaliseProduct(product: RawProduct): ApiProduct {
  return {
    ...normaliseLimits(product),
    defaultQuantity: num(product.defaultQuantity),
    alternativeUnits: (product.alternativeUnits ?? []).map((unit) => normaliseLimits(unit)),
  };
}

/**
 * The answer of GET `/api{url}`: each init entry's `data` is that route's answer, so the entries are typed
 * by the document's routes and a changed server shape fails the typecheck here (issue 22).
 */
type Answer<U extends string> = ApiData<Extract<`/api${U}`, PathsWith<'get'>>, 'get'>;
type Item<U extends string> = Answer<U> extends readonly (infer I)[] ? I : never;
/**
 * `T` with the fields of `N` as the domain types them where the document is looser (a plain string for
 * the domain's union, unknown block content); every other field stays checked against the document.
 */
type With<T, N> = T extends unknown ? Omit<T, keyof N> & N : never;

export function parseInit(entries: { url: string; data: unknown }[]): InitData {
  const byUrl = new Map(entries.map((entry) => [entry.url.replace(/^\/api/, ''), entry.data]));
  const one = <U extends string>(url: U) => byUrl.get(url) as Answer<U> | undefined;
  const list = <U extends string>(url: U): Item<U>[] => (byUrl.get(url) as Item<U>[] | undefined) ?? [];
  return {
    config: { ...DEFAULT_CONFIG, ...(one('/config') ?? {}) },
    me: one('/users/me') ?? null,
    divisions: list('/divisions'),
    branches: list('/branches') as With<Item<'/branches'>, Pick<ApiBranch, 'openingHours' | 'deliveryHours'>>[],
    menus: list('/menus'),
    categories: list('/categories'),
    products: (
      list('/products') as With<Item<'/products'>, Pick<RawProduct, 'unit' | 'defaultUnit' | 'alternativeUnits'>>[]
    ).map(normaliseProduct),
    tags: list('/tags'),
    tables: list('/tables'),
    donatees: list('/donatees'),
    navigations: list('/navigations'),
    sites: list('/sites') as With<Item<'/sites'>, Pick<SiteView, 'content'>>[],
  };
}

export const fetchInit = async (): Promise<InitData> => parseInit(await apiCall('get', '/api/init', {}));

/** The shop data: fresh for 4 hours, so pages mounting later read it without a request. */
export const initRemote = remote('init', fetchInit);

/** `poll`: the storefront frame reloads the branch data every 4 hours while it stays open (spec 4, 9). */
export function useInit({ poll = false }: { poll?: boolean } = {}) {
  return useRemote(initRemote, { maxAgeMs: INIT_MAX_AGE_MS, pollMs: poll && INIT_MAX_AGE_MS });
}

/** Puts the shop data in as if loaded (tests, and screens that hold a fresher copy). */
export function setInitData(data: InitData): void {
  initRemote.setData(data);
}

/** The loaded init data; only for components rendered below the layout's loading gate. */
export function useInitData(): InitData {
  const { data } = useInit();
  if (!data) throw new Error('init data not loaded');
  return data;
}

/**
 * Takes the early request, once: later loads of the init data must ask the server again. The place stays
 * taken (null), so a preload script that runs after the app (it is async) starts no second request.
 */
function takeEarlyInit(): Promise<Response> | undefined {
  const holder = globalThis as { [EARLY_INIT]?: Promise<Response> | null };
  const early = holder[EARLY_INIT] ?? undefined;
  holder[EARLY_INIT] = null;
  return early;
}

/**
 * Puts /api/init into the cache before React renders, in parallel with the route chunks: from the request
 * the preload script started before the app's entry had even loaded, else from a new one.
 */
export function preloadInit(): Promise<void> {
  const early = takeEarlyInit();
  return initRemote.load(early && (async () => parseInit(await apiAnswer(early))));
}
