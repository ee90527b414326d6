// Whether a link in content or navigation stays in the app (issue 36 item 3). Decided as a browser reads
// the address: it drops leading and trailing C0 controls and spaces and every tab and line break, and
// takes '\' for '/'. So '//evil.example', '/\evil.example', '\\evil' and ' //evil' all name another
// host (protocol-relative) and are never router links; '/ok/path' and 'shop' stay in the app.

/** What a browser ignores around an address, and tabs and line breaks anywhere in it (WHATWG URL). */
// eslint-disable-next-line no-control-regex -- the controls a browser drops are the point
const IGNORED_AROUND = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const IGNORED_INSIDE = /[\t\n\r]/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Two slashes of either kind: another host follows. */
const PROTOCOL_RELATIVE = /^[/\\]{2}/;
/** Controls, whitespace (also non-ASCII spaces) and DEL: nothing an in-app path written by staff holds. */
// eslint-disable-next-line no-control-regex -- refusing controls is the point
const UNSAFE = /[\s\u0000-\u001f\u007f\u0080-\u009f]/;

export type LinkKind = 'internal' | 'external';

/**
 * 'external' for an address with a scheme or a host (protocol-relative, with slashes or backslashes),
 * 'internal' for a path on this site (absolute or relative).
 */
export function linkKind(target: string): LinkKind {
  const seen = target.replace(IGNORED_AROUND, '').replace(IGNORED_INSIDE, '');
  return SCHEME.test(seen) || PROTOCOL_RELATIVE.test(seen) ? 'external' : 'internal';
}

/**
 * The in-app path a router link may take: exactly one leading '/' ('shop' becomes '/shop', '\shop'
 * '/shop'); null for what leads elsewhere ('//host', '/\host', 'https:'), and for controls or whitespace
 * anywhere in it (surrounding spaces are trimmed).
 */
export function internalPath(target: string): string | null {
  const trimmed = target.trim();
  if (!trimmed || UNSAFE.test(trimmed) || linkKind(trimmed) !== 'internal') return null;
  return `/${trimmed.replace(/^[/\\]/, '')}`;
}
