// The content site's server renderer from the frontend build (issue 17): frontend/dist/.server/site-html.js
// (SitePageView through react-dom/server) and the style sheets the site route loads, from Vite's manifest.
// Without a build (development, backend tests) there is none and sites get the plain loading shell.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';

export interface SiteRenderer {
  /** SitePageView's markup for a site view, all public sites and branches (as GET /api/init gives them). */
  html(site: unknown, sites: unknown[], branches: unknown[]): string;
  /** `/assets/...css` the site route needs beyond the entry's, for the head (render-blocking, as the entry's). */
  styles: string[];
}

/** The route's lazy modules (frontend scripts/route-preload.ts ROUTE_MODULES, the last entry). */
const SITE_ROUTE = ['src/storefront/layout/StorefrontLayout.tsx', 'src/storefront/content/sites/SitePage.tsx'];

type Manifest = Record<string, { css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** Style sheets of the modules and their static imports, except the entry's (index.html has them). */
export function routeStyles(manifest: Manifest, modules: string[], base = '/'): string[] {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const entry = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])));
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const css of chunk?.css ?? []) if (!entry.has(css)) styles.add(base + css);
    for (const next of chunk?.imports ?? []) walk(next);
  };
  for (const key of modules) walk(key);
  return [...styles];
}

/** Never rejects: a missing or broken build leaves content sites with the plain loading shell. */
export async function loadSiteRenderer(distDir: string): Promise<SiteRenderer | null> {
  const module = resolve(distDir, '.server/site-html.js');
  const manifestFile = resolve(distDir, '.vite/manifest.json');
  if (!existsSync(module) || !existsSync(manifestFile)) return null;
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const built = (await import(pathToFileURL(module).href)) as {
      renderSiteHtml: (site: unknown, sites: unknown[], branches: unknown[]) => string;
    };
    return { html: built.renderSiteHtml, styles: routeStyles(manifest, SITE_ROUTE) };
  } catch (err) {
    new Logger('SiteRenderer').warn(`content sites render in the browser only: ${String(err)}`);
    return null;
  }
}
