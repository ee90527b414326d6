// Two lazy route trees: the storefront and the back office (/backend), so customers never download
// back-office code (issue 7 item 8). Every storefront page is its own chunk as well.
// The routes keep react-router's `lazy` shape, but run under the declarative <BrowserRouter> + useRoutes:
// the data router (createBrowserRouter) alone was 16 KB gzip more in every route's first load, and no
// page uses loaders, actions or blockers (issue 17 item 2). toElementRoutes turns each `lazy` into a
// React.lazy element; preloadRoute starts a path's chunks at once, so the layout and page load in parallel.
import { Component as ReactComponent, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router';

/** A lazy route's page inside TanStack Query's provider, both loaded with the route (not by the storefront). */
async function withQueries(page: Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  const [Page, { QueryProvider }] = await Promise.all([page, import('./shared/api/QueryProvider')]);
  return {
    Component: () => (
      <QueryProvider>
        <Page />
      </QueryProvider>
    ),
  };
}

/**
 * A route's step before the first render (main.tsx): its module starts loading at once; the function it
 * resolves to runs once the shop data is in.
 */
type Prepare = (params: Params) => Promise<() => void>;

/** A branch page's and its checkout's cart, loaded before the first render (shared/cart/branch-cart.ts). */
const prepareBranchCart: Prepare = ({ branch }) =>
  import('./shared/cart/branch-cart').then(
    ({ preloadBranchCart }) =>
      () =>
        preloadBranchCart(branch!),
  );

export const routes: RouteObject[] = [
  {
    path: '/backend/*',
    // antd's German, themed ConfigProvider and TanStack Query come with this tree only (issue 17: neither in
    // the storefront).
    lazy: () =>
      withQueries(
        Promise.all([import('./backoffice/BackofficeApp'), import('./shared/ui/AntdProviders')]).then(
          ([{ BackofficeApp }, { AntdProviders }]) =>
            () => (
              <AntdProviders>
                <BackofficeApp />
              </AntdProviders>
            ),
        ),
      ),
  },
  // The branch tablet's time clock (issue 18 item 5): its own light chunk, outside the shop layout.
  {
    path: '/zeiterfassung',
    lazy: async () => ({ Component: (await import('./timeclock/TimeClockPage')).TimeClockPage }),
  },
  // A signage TV's player (issue 19 item 3): full screen, no antd, its own light chunk.
  {
    path: '/signage/:deviceId',
    lazy: async () => ({ Component: (await import('./signage/SignagePage')).SignagePage }),
  },
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./storefront/layout/StorefrontLayout')).StorefrontLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./storefront/branches/BranchListPage')).BranchListPage }),
      },
      {
        path: 'store/:branch',
        handle: { prepare: prepareBranchCart },
        lazy: async () => ({ Component: (await import('./storefront/store/StorePage')).StorePage }),
      },
      {
        path: 'store/:branch/checkout',
        handle: { prepare: prepareBranchCart },
        lazy: async () => ({ Component: (await import('./storefront/checkout/CheckoutPage')).CheckoutPage }),
      },
      {
        path: 'store/:branch/checkout/error',
        lazy: async () => {
          const { CheckoutPage } = await import('./storefront/checkout/CheckoutPage');
          return { Component: () => <CheckoutPage paymentFailed /> };
        },
      },
      // Shop variant (spec 2): one route, so the page (and its notifications) survives tab switches, for
      // /shop, /shop/{categoryId}/{slug} and /shop/{branch} (the checkout's back action); ShopPage reads
      // the segments. 'shop/:branch/checkout' below is more specific and wins.
      {
        path: 'shop/*',
        lazy: async () => ({ Component: (await import('./storefront/shop/ShopPage')).ShopPage }),
      },
      {
        path: 'shop/:branch/checkout',
        lazy: async () => {
          const { CheckoutPage } = await import('./storefront/checkout/CheckoutPage');
          return { Component: () => <CheckoutPage variant="shop" /> };
        },
      },
      {
        path: 'status/:uid/:hash',
        lazy: async () => ({ Component: (await import('./storefront/status/StatusPage')).StatusPage }),
      },
      // The self-service kiosk (issue 21): the layout reads `selfService` (no banner, header or third-party scripts).
      {
        path: 'kiosk/*',
        handle: { selfService: true },
        lazy: () => withQueries(import('./kiosk/KioskApp').then((module) => module.KioskApp)),
      },
      {
        path: 'kontakt',
        lazy: async () => ({ Component: (await import('./storefront/content/ContactPage')).ContactPage }),
      },
      ...(
        [
          ['datenschutz', 'privacy'],
          ['agb', 'terms'],
          ['site/terms-and-conditions', 'terms'],
          ['site/privacy', 'privacy'],
          ['site/imprint', 'imprint'],
          ['site/allergens', 'allergens'],
        ] as const
      ).map(([path, kind]): RouteObject => ({
        path,
        lazy: async () => {
          const { LegalPage } = await import('./storefront/content/LegalPage');
          return { Component: () => <LegalPage kind={kind} /> };
        },
      })),
      // The development payment gateway's page (issue 16); its API answers 404 in production.
      {
        path: 'dev/payment/:reference',
        lazy: () => withQueries(import('./storefront/payment/DevPaymentPage').then((module) => module.DevPaymentPage)),
      },
      // Any other path is a content site (issue 15); SitePage falls back to the 404 page.
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./storefront/content/sites/SitePage')).SitePage }),
      },
    ],
  },
];

type LazyRoute = () => Promise<{ Component?: ComponentType | null }>;
type Preload = () => Promise<unknown>;

function toElementRoutes(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const children = route.children ? toElementRoutes(route.children) : undefined;
    if (typeof route.lazy !== 'function') return { ...route, children } as RouteObject;
    const load = route.lazy as LazyRoute;
    let loading: Promise<{ default: ComponentType }> | undefined;
    // A failed load (offline, or a chunk gone after a deploy) is forgotten, so the next render tries again.
    const preload = () =>
      (loading ??= load().then(
        ({ Component }) => ({ default: Component ?? (() => null) }),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));
    const Page = lazy(preload);
    const handle = { ...(route.handle as object | undefined), preload };
    return { ...route, lazy: undefined, children, element: <Page />, handle } as RouteObject;
  });
}

const elementRoutes = toElementRoutes(routes);

/** Starts loading the chunks of every route `pathname` matches (layout and page together). */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(elementRoutes, pathname) ?? []) {
    void (match.route.handle as { preload?: Preload } | undefined)?.preload?.().catch(() => undefined);
  }
}

/**
 * Runs the `prepare` steps of the routes `pathname` matches (their modules load now), once `ready` (the shop
 * data) has settled. A step that fails to load is skipped: the page then does the work itself.
 */
export function prepareRoute(pathname: string, ready: Promise<unknown>): Promise<void> {
  const steps = (matchRoutes(elementRoutes, pathname) ?? []).flatMap((match) => {
    const prepare = (match.route.handle as { prepare?: Prepare } | undefined)?.prepare;
    return prepare ? [prepare(match.params).catch(() => () => undefined)] : [];
  });
  return Promise.all([ready.catch(() => undefined), ...steps]).then(([, ...run]) => run.forEach((step) => step()));
}

/** Route metadata (spec 1): is `pathname` a self-service (kiosk) route? */
export function isSelfService(pathname: string): boolean {
  return (matchRoutes(elementRoutes, pathname) ?? []).some(
    (match) => (match.route.handle as { selfService?: boolean } | undefined)?.selfService === true,
  );
}

/** A page's chunk that failed to load: say so and offer a reload (the data router showed its own error page). */
class ChunkError extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="sf-page sf-load-error" role="alert">
        <p>Seite konnte nicht geladen werden</p>
        <button type="button" className="sf-button" onClick={() => window.location.reload()}>
          Erneut versuchen
        </button>
      </div>
    );
  }
}

/** The app's routes; render inside <BrowserRouter>. */
export function AppRoutes() {
  return (
    <ChunkError>
      <Suspense fallback={null}>{useRoutes(elementRoutes)}</Suspense>
    </ChunkError>
  );
}
