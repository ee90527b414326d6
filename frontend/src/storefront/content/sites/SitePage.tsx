// The '*' route (spec 2 "any other path"): the content site whose path matches, rendered by SitePageView;
// staff also get drafts (with the marker); no match shows the 404 page. The layout renders routes only
// after /api/init has loaded, so "no match" here means loading has finished.
import { matchSite, siteMeta, type SiteView } from '@bestell/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useInitData } from '../../../shared/api/init';
import type { ShopConfig } from '../../../shared/api/types';
import { useDocumentMeta } from '../../../shared/ui/document-meta';
import { NotFoundPage } from '../NotFoundPage';
import { SitePageView } from '../../../shared/site/SitePageView';

function SiteMeta({ site, config }: { site: SiteView; config: ShopConfig }) {
  // Spec 2: '{site title or name} - {shop title}'; the description falls back to the shop's (same rule as the server's HTML).
  useDocumentMeta(siteMeta(site, config));
  return null;
}

export function SitePage() {
  const { config, me, sites, branches } = useInitData();
  const { pathname } = useLocation();
  // Staff are whoever is logged in; the API sends drafts only to them, this keeps a stale cache honest.
  const site = useMemo(() => matchSite(sites, pathname, !!me), [sites, pathname, me]);
  if (!site) return <NotFoundPage />;
  return (
    <>
      <SiteMeta site={site} config={config} />
      <SitePageView key={site.id} site={site} sites={sites} branches={branches} map={config} />
    </>
  );
}
