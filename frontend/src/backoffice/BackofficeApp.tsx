// The back-office tree (/backend/*): real paths for login, logout and setup, hash routes for the rest
// (/backend#/dashboard, spec 2). Every mount of the staff area re-reads /api/users/me first.
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, setUnauthorizedHandler } from './core/api';
import { GERMAN_ICONS } from './core/german-icons';
import { matchHashPath, useHashPath } from './core/hash-route';
import { lazyPage } from './core/lazy-page';
import './backoffice.css';

/**
 * The shop's theme (AntdProviders) with text colours staff can read: antd's hint grey (#8c8c8c), select
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

// Each screen is its own chunk: the login page needs no menu, the frontdesk tablet neither (issue 17).
const LoginPage = lazyPage(async () => (await import('./auth/LoginPage')).LoginPage);
const LogoutPage = lazyPage(async () => (await import('./auth/LogoutPage')).LogoutPage);
/** The first admin's one-time setup link (/backend/setup?token=…, issue 37). */
const SetupPage = lazyPage(async () => (await import('./auth/SetupPage')).SetupPage);
const StaffArea = lazyPage(async () => (await import('./StaffArea')).StaffArea);
/** The branch tablet's screen: its own chunk, so it loads none of the staff pages. */
const FrontdeskPage = lazyPage(async () => (await import('./frontdesk/FrontdeskPage')).FrontdeskPage);
/** A business customer's standing order by its token (issue 42 item 3): no login, its own small chunk. */
const StandingCustomerPage = lazyPage(
  async () => (await import('./production/StandingCustomerPage')).StandingCustomerPage,
);

/**
 * The frontdesk tablet needs no staff login to watch (branchId + apiKey), nor a customer their standing
 * order (its token); everything else does.
 */
function HashArea() {
  const path = useHashPath();
  const frontdesk = matchHashPath('/frontdesk/:branchId/:apiKey', path);
  if (frontdesk) return <FrontdeskPage branchId={frontdesk.branchId!} apiKey={frontdesk.apiKey!} />;
  const standing = matchHashPath('/serienbestellung/:token', path);
  if (standing) return <StandingCustomerPage token={standing.token!} />;
  return <StaffArea path={path} />;
}

export function BackofficeApp() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // The server's reason goes along; the login page shows it when the session ran out (spec 8's text).
    const previous = setUnauthorizedHandler((message) =>
      navigate(LOGIN_PATH, { replace: true, state: message ? { sessionMessage: message } : null }),
    );
    return () => {
      setUnauthorizedHandler(previous);
    };
  }, [navigate]);
  const path = pathname.replace(/\/+$/, '');
  return (
    <ConfigProvider theme={READABLE} {...GERMAN_ICONS}>
      <AntApp>
        {path === LOGIN_PATH ? (
          <LoginPage />
        ) : path === '/backend/logout' ? (
          <LogoutPage />
        ) : path === '/backend/setup' ? (
          <SetupPage />
        ) : (
          <HashArea />
        )}
      </AntApp>
    </ConfigProvider>
  );
}
