// The back office lives on /backend with hash routes (/backend#/dashboard, spec 2). React Router's
// location carries the hash, so navigation stays inside the app's router (and its history).
import { useCallback } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';

export function useHashPath(): string {
  const { hash } = useLocation();
  const path = hash.replace(/^#/, '');
  return path.startsWith('/') ? path : '/dashboard';
}

export function useGo() {
  const navigate = useNavigate();
  return useCallback(
    (path: string, options?: { replace?: boolean }) => navigate({ pathname: '/backend', hash: `#${path}` }, options),
    [navigate],
  );
}

export const hashHref = (path: string) => `/backend#${path}`;

/** React Router's matchPath on a hash path (query string ignored), case-sensitive, params decoded. */
export function matchHashPath(pattern: string, path: string): Record<string, string> | null {
  const match = matchPath({ path: pattern, caseSensitive: true, end: true }, path.split('?')[0]!);
  if (!match) return null;
  return Object.fromEntries(Object.entries(match.params).map(([key, value]) => [key, decodeURIComponent(value ?? '')]));
}
