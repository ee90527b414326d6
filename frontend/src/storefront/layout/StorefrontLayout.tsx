import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useInit } from '../../shared/api/init';
import type { ShopConfig } from '../../shared/api/types';
import { PwaHost } from '../app-install/PwaHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { LocationToolbar } from './LocationToolbar';
import { useShopTheme } from './shop-theme';
import { appVersionOf, StaffToolbar } from './StaffToolbar';
import '../storefront.css';

function ShopTheme({ config }: { config: ShopConfig }) {
  useShopTheme(config);
  return null;
}

/** Storefront frame: waits for /api/init, then header, page and footer. */
export function StorefrontLayout() {
  const { data, error, status, refetch } = useInit({ poll: true });
  const { pathname } = useLocation();

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
  return (
    <div className="sf-app">
      <ShopTheme config={data.config} />
      <StaffToolbar me={data.me} version={appVersionOf(data.config)} />
      <Header />
      <LocationToolbar />
      <main className="sf-main" id="main">
        <Outlet />
      </main>
      <Footer />
      <PwaHost />
    </div>
  );
}
