// A content site as HTML on the server (issue 17): the API puts it into the page's loading shell, so the
// site's text and lead picture paint with the HTML instead of after the scripts; React's first render then
// puts the same markup inside the shop layout in its place. Built for Node by scripts/build.mjs.
import type { SiteView } from '@bestell/domain';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ApiBranch } from '../../../shared/api/types';
import { SitePageView } from '../../../shared/site/SitePageView';

/** React's preload tags for eager images come first; the API's head already asks for the lead picture. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

export function renderSiteHtml(site: SiteView, sites: SiteView[], branches: ApiBranch[]): string {
  return renderToString(
    <StaticRouter location={`/${site.path}`}>
      <SitePageView site={site} sites={sites} branches={branches} serverRendered />
    </StaticRouter>,
  ).replace(LEADING_LINKS, '');
}
