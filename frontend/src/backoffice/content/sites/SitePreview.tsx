// Live preview of the site editor: the unsaved form rendered by the storefront's own SitePageView and
// CSS, in the shop's theme. Loaded lazily (SiteEditPage), so the storefront renderer is not part of
// the back office's first chunk.
import type { ReusableBlockView, SiteView } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useDeferredValue, useMemo, type CSSProperties, type MouseEvent } from 'react';
import type { ApiBranch, ShopConfig } from '../../../shared/api/types';
import { sanitizeHtml } from '../../../shared/ui/sanitize-html';
import { themeCssVariables } from '../../../shared/ui/theme';
import { SitePageView } from '../../../shared/site/SitePageView';
import '../../../shared/shop-ui/storefront.css';
import { asViews } from '../../core/api';
import { configQuery } from '../../config/config-queries';
import { resourceListQuery } from '../../resources/resource-queries';
import { previewSite, type SiteFormValues } from './site-values';

// Stable selector: useWatch re-subscribes when its selector changes identity.
const everything = (values: Partial<SiteFormValues>) => values;
const EMPTY: never[] = [];

/** Links and buttons inside the preview must not leave the editor (the form would be lost). */
function stayHere(event: MouseEvent) {
  if ((event.target as Element).closest('a')) event.preventDefault();
}

export default function SitePreview({ form, base }: { form: FormInstance; base?: SiteView }) {
  const watched = Form.useWatch(everything, { form, preserve: true });
  // Typing stays responsive: the storefront render follows when the browser has time.
  const values = useDeferredValue(watched);
  // The document types site content and block lists loosely (JSON); the domain views type them.
  const sites = asViews<SiteView, 'content'>(
    useQuery({ ...resourceListQuery('sites'), staleTime: 60_000 }).data ?? EMPTY,
  );
  const blocks = asViews<ReusableBlockView, 'blocks'>(
    useQuery({ ...resourceListQuery('blocks'), staleTime: 60_000 }).data ?? EMPTY,
  );
  // The document has the rules' `type` as a plain string (the domain: 'once' | 'daily' | weekday).
  const branches = asViews<ApiBranch, 'openingHours' | 'deliveryHours'>(
    useQuery({ ...resourceListQuery('branches'), staleTime: 60_000 }).data ?? EMPTY,
  );
  const config: ShopConfig | undefined = useQuery({ ...configQuery(), staleTime: 60_000 }).data;

  const site = useMemo(() => previewSite(values ?? {}, base, { sites, blocks }), [values, base, sites, blocks]);
  // Recipe and career blocks list the other sites; this one appears as edited.
  const allSites = useMemo(() => [...sites.filter((s) => s.id !== site.id), site], [sites, site]);
  const theme = themeCssVariables(config ?? undefined) as CSSProperties;

  return (
    <section className="bo-preview" aria-label="Vorschau">
      <div className="bo-preview__bar">
        <h2 className="bo-section-title">Vorschau</h2>
        <span className="bo-muted">mit ungespeicherten Änderungen</span>
      </div>
      <div className="bo-preview__frame" style={theme} onClickCapture={stayHere} data-testid="site-preview">
        <SitePageView site={site} sites={allSites} branches={branches} preview sanitize={sanitizeHtml} />
      </div>
    </section>
  );
}
