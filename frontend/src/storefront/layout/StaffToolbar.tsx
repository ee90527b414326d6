import { APP_VERSION, STOREFRONT_TEXTS } from '@bestell/domain';
import type { ApiUser } from '../../shared/api/types';
import './social.css';
import { localSettingsStore, useLocalSetting, type LocalSettingKey } from '../../shared/local-settings/store';

const TOGGLES: [LocalSettingKey, string][] = [
  ['showProductData', 'Produktdaten anzeigen'],
  ['showCustomerData', 'Kundendaten anzeigen'],
];

function LocalSettingToggle({ name, label }: { name: LocalSettingKey; label: string }) {
  const on = useLocalSetting(name);
  return (
    <label className="sf-staffbar__toggle">
      <input
        type="checkbox"
        checked={on}
        onChange={(event) => localSettingsStore.getState().set(name, event.target.checked)}
      />
      {label}
    </label>
  );
}

/** The device's display toggles (spec 3 local settings), where staff find them in the storefront. */
function LocalSettingToggles() {
  return (
    <span className="sf-staffbar__toggles">
      {TOGGLES.map(([name, label]) => (
        <LocalSettingToggle key={name} name={name} label={label} />
      ))}
    </span>
  );
}

/** The config's `appVersion` (the server sends spec 9's version), else the same constant. */
export const appVersionOf = (config: Record<string, unknown> | null | undefined): string =>
  typeof config?.appVersion === 'string' && config.appVersion.trim() ? config.appVersion.trim() : APP_VERSION;

/** Only ROLE_ADMIN sees the tools bar in the storefront (spec 2). */
export const showsStaffToolbar = (me: ApiUser | null): me is ApiUser => !!me?.roles?.includes('ROLE_ADMIN');

/**
 * Frontend toolbar for staff (spec 2): links into the back office, logout, the user name and the app
 * version. Plain links: the back office is its own bundle and loads with a full page.
 */
export function StaffToolbar({ me, version = APP_VERSION }: { me: ApiUser | null; version?: string }) {
  if (!showsStaffToolbar(me)) return null;
  const name = [me.name, me.email].find((value) => typeof value === 'string' && value) as string | undefined;
  return (
    <div className="sf-staffbar">
      <nav className="sf-staffbar__inner" aria-label="Werkzeuge">
        <a href="/backend#/sites">Seiten</a>
        <a href="/backend#/dashboard">Dashboard</a>
        <a href="/backend#/navigations">Navigationen</a>
        <a href="/backend">Zum Backend</a>
        <LocalSettingToggles />
        <span className="sf-staffbar__meta">
          {name && <span className="sf-staffbar__user">{name}</span>}
          <span className="sf-staffbar__version">Version {version}</span>
          <a href="/backend/logout">{STOREFRONT_TEXTS.logout}</a>
        </span>
      </nav>
    </div>
  );
}
