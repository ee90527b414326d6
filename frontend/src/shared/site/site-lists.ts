// Pure selections over the sites of /api/init: path matching, newest recipes, public jobs, directions.
import { RECIPES_LIMIT_DEFAULT, RECIPES_LIMIT_MIN, type SiteView } from '@bestell/domain';

// Shared with the server, which answers the same paths with the site's title or a 404 (issue 15).
export { matchSite, siteHeading } from '@bestell/domain';

// ISO timestamps order by plain comparison; localeCompare would first build ICU's collator, a 60 ms task
// in the header of every page on a throttled phone (issue 17).
const newestFirst = (a: SiteView, b: SiteView) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);

/** Public recipe sites, newest first (spec 5 "newest first"), at most `limit`. */
export function newestRecipes(sites: readonly SiteView[], limit: number): SiteView[] {
  return sites
    .filter((site) => site.type === 'recipe' && site.isPublic)
    .sort(newestFirst)
    .slice(0, Math.max(0, limit));
}

/** The recipes block limit: an integer of at least 3, default 3 (spec 5). */
export function recipesLimit(value: unknown): number {
  const limit = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : RECIPES_LIMIT_DEFAULT;
  return Math.max(RECIPES_LIMIT_MIN, limit);
}

/** Public job sites for the career block, newest first. */
export function publicJobs(sites: readonly SiteView[]): SiteView[] {
  return sites.filter((site) => site.type === 'job' && site.isPublic).sort(newestFirst);
}

/** Google Maps directions to a point (spec 2 partner markers). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** Directions to a written address (branches carry no coordinates). */
export function addressDirectionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
