// Two lazy route trees: the storefront and the back office (/backend), so customers never download
// back-office code (issue 7 item 8). Every storefront page is its own chunk as well.
import { createBrowserRouter, type RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  {
    path: '/backend/*',
    lazy: async () => ({ Component: (await import('./backoffice/BackofficeApp')).BackofficeApp }),
  },
  // The branch tablet's time clock (issue 18 item 5): its own light chunk, outside the shop layout.
  {
    path: '/zeiterfassung',
    lazy: async () => ({ Component: (await import('./timeclock/TimeClockPage')).TimeClockPage }),
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
        lazy: async () => ({ Component: (await import('./storefront/store/StorePage')).StorePage }),
      },
      {
        path: 'store/:branch/checkout',
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
        lazy: async () => ({ Component: (await import('./storefront/payment/DevPaymentPage')).DevPaymentPage }),
      },
      // Any other path is a content site (issue 15); SitePage falls back to the 404 page.
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./storefront/content/sites/SitePage')).SitePage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
