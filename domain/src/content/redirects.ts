// How redirect paths are written (issue 15 item 4), shared by the API and the back-office form.
import { VALIDATION } from '../messages/server.js';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { normaliseNavigationLink, normaliseSitePath } from '../navigation/navigation-rules.js';

/**
 * First segments a redirect cannot start from: the server answers them before any redirect is looked
 * up (API, files, assets), so such a redirect would never fire.
 */
export const REDIRECT_RESERVED_SEGMENTS = [
  'api',
  'assets',
  'image',
  'upload',
  'fonts',
  'icons',
  'build',
  'socket.io',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
] as const;

/** The request path a redirect matches: '/' + a normalised site path ('/alte-seite'); never '/' itself. */
export function normaliseRedirectFrom(
  input: unknown,
  field = 'fromPath',
): { value: string | null; message?: string; field: string } {
  if (typeof input !== 'string' || !input.trim()) return { value: null, message: VALIDATION.notBlank, field };
  const path = normaliseSitePath(input.replace(/[?#].*$/, ''));
  if (!path) return { value: null, message: OWN_TEXTS.sitePathInvalid, field };
  const first = path.split('/')[0]!.toLowerCase();
  if ((REDIRECT_RESERVED_SEGMENTS as readonly string[]).includes(first))
    return { value: null, message: OWN_TEXTS.redirectPathReserved(first), field };
  return { value: `/${path}`, field };
}

/**
 * Where a redirect leads: an absolute http(s) URL as given, or an in-app path with exactly one leading
 * slash (so '//evil.example' never becomes a protocol-relative URL); null when unusable.
 */
export function normaliseRedirectTo(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value) || value.length > 500) return null;
  if (/^https?:\/\//i.test(value)) return normaliseNavigationLink(value);
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return '/' + value.replace(/^[/\\]+/, '');
}

/** The path part of an in-app location, as redirects are matched ('/neu/?x=1' -> '/neu'); null for external URLs. */
export function redirectPathKey(location: string): string | null {
  if (!location.startsWith('/')) return null;
  const path = location.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path || '/';
}
