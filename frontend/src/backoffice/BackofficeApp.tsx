// The back-office tree (/backend/*): real paths for login and logout, hash routes for the rest
// (/backend#/dashboard, spec 2). Every mount of the staff area re-reads /api/users/me first.
import { App as AntApp, ConfigProvider, Result, Spin, type ThemeConfig } from 'antd';
import { useEffect, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { isAdmin, useSession } from './auth/session';
import { branchConfig } from './branches/branch-config';
import { ConfigPage } from './config/ConfigPage';
import { ContactSubmissionsPage } from './content/contact/ContactSubmissionsPage';
import { CONTENT_MENU, contentRoute } from './content/content-routes';
import { deviceConfig } from './devices/device-config';
import { CurrentOrdersPage, FrontdeskPage } from './frontdesk/FrontdeskPage';
import { LOGIN_PATH, setUnauthorizedHandler } from './core/api';
import { GERMAN_ICONS } from './core/german-icons';
import { matchHashPath, useHashPath } from './core/hash-route';
import { BackofficeLayout, type MenuEntry } from './layout/BackofficeLayout';
import { ImageLibraryPage } from './media/ImageLibraryPage';
import { templateConfig } from './media/templates/template-config';
import { UploadsPage } from './media/UploadsPage';
import { menuConfig } from './menus/menu-config';
import { navigationConfig } from './navigations/navigation-config';
import { DashboardPage } from './orders/DashboardPage';
import { OrderDetailPage } from './orders/OrderDetail';
import { OrdersPage } from './orders/OrdersPage';
import { productConfig } from './products/product-config';
import { ResourceEditPage } from './resources/ResourceEditPage';
import { ResourceListPage } from './resources/ResourceListPage';
import type { ResourceConfig } from './resources/types';
import { categoryConfig, divisionConfig, donateeConfig, tagConfig } from './simple/simple-configs';
import { userConfig } from './users/user-config';
import './backoffice.css';

/**
 * The shop's theme (AppProviders) with text colours staff can read: antd's hint grey (#8c8c8c), select
 * placeholder (#bfbfbf) and danger red (#ff4d4f) all fall short of WCAG AA's 4.5:1 on white (axe-core in
 * test/e2e/media-backoffice.spec.ts found them on the media screens; every form here has them).
 */
const READABLE: ThemeConfig = {
  token: {
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: '#6b6b6b',
    colorError: '#cf1322',
  },
};

type AnyConfig = ResourceConfig<{ id: string } & Record<string, unknown>>;

const RESOURCES: AnyConfig[] = [
  divisionConfig,
  branchConfig,
  menuConfig,
  categoryConfig,
  productConfig,
  tagConfig,
  donateeConfig,
  navigationConfig,
  templateConfig,
  userConfig,
  deviceConfig,
];

const GROUPS: Partial<Record<string, string>> = { users: 'Verwaltung', devices: 'Verwaltung', navigations: 'Inhalte' };

const RESOURCE_ENTRIES: MenuEntry[] = RESOURCES.filter((r) => r !== templateConfig).map((r) => ({
  path: `/${r.key}`,
  label: r.title,
  adminOnly: r.adminOnly,
  group: GROUPS[r.key] ?? 'Katalog',
}));

const MENU: MenuEntry[] = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/current', label: 'Aktuelle Bestellungen' },
  { path: '/orders', label: 'Bestellungen' },
  ...RESOURCE_ENTRIES.filter((e) => e.group !== 'Verwaltung' && e.group !== 'Inhalte'),
  ...CONTENT_MENU,
  ...RESOURCE_ENTRIES.filter((e) => e.group === 'Inhalte'),
  { path: '/contact-submissions', label: 'Kontaktanfragen', group: 'Inhalte' },
  { path: '/images', label: 'Bilder', group: 'Medien' },
  { path: `/${templateConfig.key}`, label: templateConfig.title, group: 'Medien' },
  { path: '/uploads', label: 'Uploads', group: 'Medien' },
  ...RESOURCE_ENTRIES.filter((e) => e.group === 'Verwaltung'),
  { path: '/config', label: 'Konfiguration', adminOnly: true, group: 'Verwaltung' },
];

function route(path: string, admin: boolean): { active: string; page: ReactElement } | null {
  if (matchHashPath('/dashboard', path)) return { active: '/dashboard', page: <DashboardPage /> };
  if (matchHashPath('/current', path)) return { active: '/current', page: <CurrentOrdersPage /> };
  if (matchHashPath('/orders', path)) return { active: '/orders', page: <OrdersPage /> };
  const order = matchHashPath('/orders/:id', path);
  if (order) return { active: '/orders', page: <OrderDetailPage id={order.id!} /> };
  if (matchHashPath('/images', path)) return { active: '/images', page: <ImageLibraryPage /> };
  if (matchHashPath('/uploads', path)) return { active: '/uploads', page: <UploadsPage /> };
  if (matchHashPath('/config', path) && admin) return { active: '/config', page: <ConfigPage /> };
  if (matchHashPath('/contact-submissions', path))
    return { active: '/contact-submissions', page: <ContactSubmissionsPage /> };
  const content = contentRoute(path, admin);
  if (content) return content;
  for (const config of RESOURCES) {
    if (config.adminOnly && !admin) continue;
    const base = `/${config.key}`;
    if (matchHashPath(base, path)) return { active: base, page: <ResourceListPage key={base} config={config} /> };
    if (matchHashPath(`${base}/new`, path))
      return { active: base, page: <ResourceEditPage key={`${base}/new`} config={config} /> };
    const item = matchHashPath(`${base}/:id`, path);
    if (item)
      return { active: base, page: <ResourceEditPage key={`${base}/${item.id}`} config={config} id={item.id} /> };
  }
  return null;
}

/** The frontdesk tablet needs no staff login to watch (branchId + apiKey); everything else does. */
function HashArea() {
  const path = useHashPath();
  const frontdesk = matchHashPath('/frontdesk/:branchId/:apiKey', path);
  if (frontdesk) return <FrontdeskPage branchId={frontdesk.branchId!} apiKey={frontdesk.apiKey!} />;
  return <StaffArea path={path} />;
}

function StaffArea({ path }: { path: string }) {
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
      {match?.page ?? <Result status="404" title="Diese Adresse existiert nicht." />}
    </BackofficeLayout>
  );
}

export function BackofficeApp() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const previous = setUnauthorizedHandler(() => navigate(LOGIN_PATH, { replace: true }));
    return () => {
      setUnauthorizedHandler(previous);
    };
  }, [navigate]);
  const path = pathname.replace(/\/+$/, '');
  return (
    <ConfigProvider theme={READABLE} {...GERMAN_ICONS}>
      <AntApp>
        {path === LOGIN_PATH ? <LoginPage /> : path === '/backend/logout' ? <LogoutPage /> : <HashArea />}
      </AntApp>
    </ConfigProvider>
  );
}
