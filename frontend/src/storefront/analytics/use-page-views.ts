import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { onConsentChange } from '../../shared/consent/consent';
import { pageview } from '../../shared/analytics/analytics';

/**
 * A page view on every route change; after a fresh acceptance the page the visitor is on counts too.
 * Off on self-service (kiosk) routes: a shared device sends nothing, whatever an earlier visitor answered.
 */
export function usePageViews(enabled = true): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (enabled) pageview(pathname + search);
  }, [pathname, search, enabled]);
  useEffect(() => (enabled ? onConsentChange((state) => state === 'accepted' && pageview()) : undefined), [enabled]);
}
