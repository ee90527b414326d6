import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { onConsentChange } from '../consent/consent';
import { pageview } from './analytics';

/** A page view on every route change; after a fresh acceptance the page the visitor is on counts too. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    pageview(pathname + search);
  }, [pathname, search]);
  useEffect(() => onConsentChange((state) => state === 'accepted' && pageview()), []);
}
