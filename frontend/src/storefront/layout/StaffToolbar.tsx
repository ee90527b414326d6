import { STOREFRONT_TEXTS } from '@bestell/domain';
import type { ApiUser } from '../../shared/api/types';

declare const __APP_VERSION__: string | undefined;
/** Set by Vite from package.json; 'dev' where the build did not set it (tests). */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** Only ROLE_ADMIN sees the tools bar in the storefront (spec 2). */
export const showsStaffToolbar = (me: ApiUser | null): me is ApiUser => !!me?.roles?.includes('ROLE_ADMIN');

/**
 * Frontend toolbar for staff (spec 2): links into the back office, logout, the user name and the app
 * version. Plain links: the back office is its own bundle and loads with a full page.
 */
export function StaffToolbar({ me }: { me: ApiUser | null }) {
  if (!showsStaffToolbar(me)) return null;
  const name = [me.name, me.email].find((value) => typeof value === 'string' && value) as string | undefined;
  return (
    <div className="sf-staffbar">
      <nav className="sf-staffbar__inner" aria-label="Werkzeuge">
        {/* The spec's 'Seiten' link (/backend#/sites) waits for the content sites; until then it would be a dead link. */}
        <a href="/backend#/dashboard">Dashboard</a>
        <a href="/backend#/navigations">Navigationen</a>
        <a href="/backend">Zum Backend</a>
        <span className="sf-staffbar__meta">
          {name && <span className="sf-staffbar__user">{name}</span>}
          <span className="sf-staffbar__version">Version {APP_VERSION}</span>
          <a href="/backend/logout">{STOREFRONT_TEXTS.logout}</a>
        </span>
      </nav>
    </div>
  );
}
