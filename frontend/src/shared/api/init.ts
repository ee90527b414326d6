// GET /api/init: `{ url, data }` entries (spec 7) turned into one typed object. Decimal strings of
// quantity fields become numbers, as the domain's quantity rules take them.
import type { AlternativeUnit } from '@bestell/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import type { ApiProduct, InitData, ShopConfig } from './types';

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
  timezone: 'Europe/Vienna',
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

function normaliseLimits<
  T extends { minimumQuantity?: Numeric; maximumQuantity?: Numeric; quantityStepSize?: Numeric },
>(item: T): T {
  return {
    ...item,
    minimumQuantity: num(item.minimumQuantity),
    maximumQuantity: num(item.maximumQuantity),
    quantityStepSize: num(item.quantityStepSize),
  };
}

export function normaliseProduct(product: ApiProduct): ApiProduct {
  return {
    ...normaliseLimits(product),
    defaultQuantity: num(product.defaultQuantity as Numeric),
    alternativeUnits: (product.alternativeUnits ?? []).map((unit: AlternativeUnit) => normaliseLimits(unit)),
  };
}

export function parseInit(entries: { url: string; data: unknown }[]): InitData {
  const byUrl = new Map(entries.map((entry) => [entry.url.replace(/^\/api/, ''), entry.data]));
  const list = <T>(url: string): T[] => (byUrl.get(url) as T[] | undefined) ?? [];
  return {
    config: { ...DEFAULT_CONFIG, ...((byUrl.get('/config') as Partial<ShopConfig> | undefined) ?? {}) },
    me: (byUrl.get('/users/me') as InitData['me'] | undefined) ?? null,
    divisions: list('/divisions'),
    branches: list('/branches'),
    menus: list('/menus'),
    categories: list('/categories'),
    products: list<ApiProduct>('/products').map(normaliseProduct),
    tags: list('/tags'),
    tables: list('/tables'),
    donatees: list('/donatees'),
    navigations: list('/navigations'),
    sites: list('/sites'),
  };
}

export const fetchInit = async (): Promise<InitData> =>
  parseInit(await api.get<{ url: string; data: unknown }[]>('/init'));

/** The shop data: fresh for 4 hours, so pages mounting later read it without a request. */
export const initQuery = queryOptions({
  queryKey: queryKeys.init,
  queryFn: fetchInit,
  staleTime: INIT_MAX_AGE_MS,
});

/** `poll`: the storefront frame reloads the branch data every 4 hours while it stays open (spec 4, 9). */
export function useInit({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...initQuery,
    refetchInterval: poll ? INIT_MAX_AGE_MS : false,
    refetchIntervalInBackground: poll,
  });
}

/** The loaded init data; only for components rendered below the layout's loading gate. */
export function useInitData(): InitData {
  const { data } = useInit();
  if (!data) throw new Error('init data not loaded');
  return data;
}

/** Starts /api/init before React renders, in parallel with the route chunks. */
export function preloadInit(): Promise<void> {
  return queryClient.prefetchQuery(initQuery);
}
