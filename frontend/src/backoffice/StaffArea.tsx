// The signed-in staff area (/backend#/...): the side menu and the page of the hash path, both from
// FEATURES. A chunk of its own, so the login page and the frontdesk tablet load no menu or drawer.
import { Spin } from 'antd';
import { useEffect } from 'react';
import { isAdmin, useSession } from './auth/session';
import type { FeatureMatch } from './core/feature';
import { lazyPage, preloadPage } from './core/lazy-page';
import { FEATURES } from './features';
import { BackofficeLayout, type MenuEntry } from './layout/BackofficeLayout';

/** The side menu: every feature's entries in FEATURES order (the layout groups them by first appearance). */
const MENU: MenuEntry[] = FEATURES.flatMap((feature) => feature.menu);

function route(path: string, admin: boolean): FeatureMatch | null {
  for (const feature of FEATURES) {
    const match = feature.route(path, admin);
    if (match) return match;
  }
  return null;
}

const NotFound = lazyPage(async () => (await import('./core/NotFound')).NotFound);

/** Every mount re-reads /api/users/me first; the page's code loads meanwhile. */
export function StaffArea({ path }: { path: string }) {
  const { me, checked, check, clear } = useSession();
  useEffect(() => {
    document.title = 'Backoffice';
    void check();
    // A page restored from the back/forward cache after logout must ask the server again.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      clear();
      void check();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [check, clear]);
  // Fetch the page's chunk while the session is checked (code only: its queries wait for the render).
  useEffect(() => preloadPage(route(path, true)?.page), [path]);

  if (!checked || !me) {
    return (
      <main className="bo-login">
        <Spin aria-label="Anmeldung wird geprüft" />
      </main>
    );
  }
  const match = route(path, isAdmin(me));
  return (
    <BackofficeLayout entries={MENU} active={match?.active ?? ''}>
      {match?.page ?? <NotFound />}
    </BackofficeLayout>
  );
}
