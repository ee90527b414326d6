// The back office lives on /backend with hash routes (/backend#/dashboard, spec 2). React Router's
// location carries the hash, so navigation stays inside the app's router (and its history).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

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

/** Matches `/products/:id`-style patterns; returns the params or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('?')[0]!.split('/').filter(Boolean);
  if (p.length !== s.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const segment = p[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(s[i]!);
    else if (segment !== s[i]) return null;
  }
  return params;
}
