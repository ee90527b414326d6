// The map plugin (spec 2 home page and blocks map_branch / map_partner, spec 9 map defaults): the numbers,
// markers from branches and partners, and the style URL (MapLibre style JSON, or mapbox:// with a token).

/** Spec 9: the branch map's 3D view; buildings extruded from zoom 15 at opacity 0.6. */
export const BRANCH_MAP = { zoom: 19, pitch: 55, bearing: -85, buildingsMinZoom: 15, buildingsOpacity: 0.6 } as const;
/** Spec 9: the partner map's view and the padding of its fit to all markers. */
export const PARTNER_MAP = { zoom: 9, pitch: 20, fitPadding: 150 } as const;
/** The style the app serves itself (frontend/public/map/style.json) when the config names none. */
export const DEFAULT_MAP_STYLE = '/map/style.json';
/** Longest mapStyle the config takes (a style URL with a Mapbox token fits easily). */
export const MAP_STYLE_MAX = 500;

export interface MapMarker {
  key: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Directions to the point, opened in a new tab (spec 2). */
  href: string;
  address: string;
}

/** A coordinate as the API gives it (branches: decimal strings, partners: numbers); null if unusable. */
export function mapCoordinate(value: unknown, limit: 90 | 180): number | null {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** Google Maps directions to a point (spec 2 markers). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

export interface MappableBranch {
  id: string;
  name: string;
  latitude?: unknown;
  longitude?: unknown;
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  isPublic?: boolean | null;
}

const joinAddress = (street?: string | null, zipCode?: string | null, city?: string | null): string =>
  [street, [zipCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** One marker per public branch with both coordinates (spec 2: without coordinates, no marker). */
export function branchMarkers(branches: readonly MappableBranch[]): MapMarker[] {
  return branches.flatMap((branch) => {
    if (branch.isPublic === false) return [];
    const latitude = mapCoordinate(branch.latitude, 90);
    const longitude = mapCoordinate(branch.longitude, 180);
    if (latitude === null || longitude === null) return [];
    const address = joinAddress(branch.street, branch.zipCode, branch.city);
    return [
      { key: branch.id, name: branch.name, latitude, longitude, href: directionsUrl(latitude, longitude), address },
    ];
  });
}

/** Partners of a map_partner block with a name and both coordinates (spec 2); others get no marker. */
export function partnerMarkers(partners: unknown): MapMarker[] {
  if (!Array.isArray(partners)) return [];
  return partners.flatMap((partner: unknown, index) => {
    if (!partner || typeof partner !== 'object') return [];
    const p = partner as Record<string, unknown>;
    const name = typeof p.name === 'string' ? p.name.trim() : '';
    const latitude = mapCoordinate(p.latitude, 90);
    const longitude = mapCoordinate(p.longitude, 180);
    if (!name || latitude === null || longitude === null) return [];
    return [
      { key: `${index}-${name}`, name, latitude, longitude, href: directionsUrl(latitude, longitude), address: '' },
    ];
  });
}

/** Whether a config value can be a map style: empty (the default), an http(s) URL, a path or mapbox://styles/…. */
export function isMapStyle(value: string): boolean {
  if (value === '') return true;
  if (value.length > MAP_STYLE_MAX || /\s/.test(value)) return false;
  if (/^\/(?!\/)/.test(value)) return true;
  if (/^mapbox:\/\/styles\/[\w.-]+\/[\w.-]+(\?.*)?$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
  } catch {
    return false;
  }
}

export interface MapStyleSource {
  /** What MapLibre is given as its style (a mapbox:// URL is rewritten per request, see mapboxRequestUrl). */
  url: string;
  /** The Mapbox token (the style URL's access_token), '' without one. */
  token: string;
}

/** The config's mapStyle as MapLibre loads it; anything unusable (e.g. the old default 'streets') is the default. */
export function mapStyleSource(mapStyle: unknown): MapStyleSource {
  const value = typeof mapStyle === 'string' ? mapStyle.trim() : '';
  if (!value || !isMapStyle(value)) return { url: DEFAULT_MAP_STYLE, token: '' };
  if (value.startsWith('mapbox://')) {
    const [path, query = ''] = value.split('?', 2) as [string, string?];
    return { url: path, token: new URLSearchParams(query).get('access_token') ?? '' };
  }
  return { url: value, token: '' };
}

const MAPBOX_API = 'https://api.mapbox.com';

/**
 * A mapbox:// URL (style, sprite, glyphs, tile set) as Mapbox's HTTPS API with the token, for MapLibre's
 * transformRequest; null for every other URL (left as it is).
 */
export function mapboxRequestUrl(url: string, token: string): string | null {
  if (!url.startsWith('mapbox://')) return null;
  const [rest, query = ''] = url.slice('mapbox://'.length).split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  if (token) params.set('access_token', token);
  const [, kind = '', path = ''] = /^(styles|sprites|fonts|tiles)\/(.*)$/.exec(rest) ?? [];
  let target: string;
  let secure = false;
  if (kind === 'styles') target = `${MAPBOX_API}/styles/v1/${path}`;
  else if (kind === 'sprites') {
    // MapLibre appends '@2x.png' / '.json' to the sprite URL; Mapbox names the file 'sprite…' under the style.
    const sprite = /^(.+?\/[^/@.]+)((?:@2x)?\.(?:png|json))?$/.exec(path);
    target = `${MAPBOX_API}/styles/v1/${sprite?.[1] ?? path}/sprite${sprite?.[2] ?? ''}`;
  } else if (kind === 'fonts') target = `${MAPBOX_API}/fonts/v1/${path}`;
  else if (kind === 'tiles') target = `${MAPBOX_API}/v4/${path}`;
  else {
    // mapbox://mapbox.mapbox-streets-v8,… is a tile set id: its TileJSON over HTTPS.
    target = `${MAPBOX_API}/v4/${rest}.json`;
    secure = true;
  }
  const qs = [secure ? 'secure' : '', params.toString()].filter(Boolean).join('&');
  return qs ? `${target}?${qs}` : target;
}

/**
 * Origins the page's CSP must allow (connect-src, img-src) for the configured style: its own origin, or
 * Mapbox's API and tile hosts; none for the app's own default or a path on this origin.
 */
export function mapStyleOrigins(mapStyle: unknown): string[] {
  const { url } = mapStyleSource(mapStyle);
  if (url.startsWith('mapbox://')) return [MAPBOX_API, 'https://*.tiles.mapbox.com'];
  if (url.startsWith('/')) return [];
  return [new URL(url).origin];
}
