import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isSelfService } from '../../router';
import { useInit } from '../../shared/api/init';
import { usePageViews } from '../analytics/use-page-views';
import { ConsentBanner } from '../consent/ConsentBanner';
import type { ShopConfig } from '../../shared/api/types';
import { Footer } from './Footer';
import { Header } from './Header';
import { LEGAL_PAGES, legalLinks } from './legal-links';
import { LocationToolbar } from './LocationToolbar';
import { useShopTheme } from './shop-theme';
import { appVersionOf, StaffToolbar } from './StaffToolbar';
import '../../shared/shop-ui/storefront.css';

// The service worker, install prompt and app notices show nothing on first paint: they load after it.
const PwaHost = lazy(async () => ({ default: (await import('../app-install/PwaHost')).PwaHost }));

function ShopTheme({ config }: { config: ShopConfig }) {
  useShopTheme(config);
  return null;
}

// Self-service (kiosk) routes skip the banner and with it every third-party script (spec 1).
function Consent({ config, selfService }: { config: ShopConfig; selfService: boolean }) {
  const { googleTagManagerId, facebookPixelId } = config;
  const tracking = useMemo(() => ({ googleTagManagerId, facebookPixelId }), [googleTagManagerId, facebookPixelId]);
  const privacy = legalLinks(config).find((link) => link.label === LEGAL_PAGES.privacy.label);
  return <ConsentBanner tracking={tracking} selfService={selfService} privacyHref={privacy?.to} />;
}

/** Storefront frame: waits for /api/init, then header, page and footer. */
export function StorefrontLayout() {
  const { data, error, status, refetch } = useInit({ poll: true });
  const { pathname } = useLocation();
  const selfService = isSelfService(pathname);
  usePageViews(!selfService);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  if (!data) {
    if (status === 'error') {
      const message = error instanceof Error ? error.message : undefined;
      return (
        <div className="sf-page sf-load-error" role="alert">
          <p>{message}</p>
          <button type="button" className="sf-button" onClick={() => void refetch()}>
            Erneut versuchen
          </button>
        </div>
      );
    }
    return (
      <div className="sf-loading">
        <span className="sf-spinner" role="progressbar" aria-label="Wird geladen" />
      </div>
    );
  }
  if (selfService) {
    // The kiosk (route metadata selfService): its own full-screen frame; no toolbars, menus, install
    // prompt or consent banner, so no third-party script and no staff permissions show.
    return (
      <div className="sf-app sf-app--self-service">
        <ShopTheme config={data.config} />
        <main id="main">
          <Outlet />
        </main>
        <Consent config={data.config} selfService />
      </div>
    );
  }
  return (
    <div className="sf-app">
      <ShopTheme config={data.config} />
      <StaffToolbar me={data.me} version={appVersionOf(data.config)} />
      <Header />
      <LocationToolbar />
      <main className="sf-main" id="main">
        {/* No Suspense of its own: frame and page appear together (the footer never jumps down), and a
            navigation keeps the old page until the new page's chunk is there (router.tsx). */}
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        <PwaHost />
      </Suspense>
      <Consent config={data.config} selfService={false} />
    </div>
  );
}
