// A content site rendered by its page type (spec 2 "Content pages"). Pure: the site and the other sites
// come in as props, so the back office renders the same component as its live preview.
import {
  RECIPE_DIFFICULTIES,
  SITE_IMAGE_SIZES,
  STOREFRONT_TEXTS,
  type JobSiteContent,
  type RecipeSiteContent,
  type SiteView,
} from '@bestell/domain';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ApiBranch } from '../api/types';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { shellAction } from '../ui/shell-action';
import { BlockList } from './blocks';
import { ContentContext, useContent } from './content-context';
import { siteHeading } from './site-lists';
import './sites.css';
import { Tag } from '../shop-ui/Alert';

export interface SitePageViewProps {
  site: SiteView;
  /** All sites the visitor may see (recipes and career blocks list them). */
  sites: SiteView[];
  /** The back office's live preview: the form sends nothing, 'Zurück' goes nowhere. */
  preview?: boolean;
  /** Rendered on the server (site-html.tsx): the contact form comes disabled, so nothing typed is lost. */
  serverRendered?: boolean;
  /** Branches for the branch map block (addresses and directions); none in a preview without them. */
  branches?: ApiBranch[];
  /** Cleans rich text before it is shown (the preview's unsaved input); the API's is already clean. */
  sanitize?: (html: string) => string;
  /** The shop config (storefront): with the map plugin on, the map blocks draw a map after consent. */
  map?: Record<string, unknown> | null;
}

/** Draft marker for staff (spec 2 "Sites not public are shown with a draft marker"). */
const DRAFT_MARKER = 'Entwurf';

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const { preview } = useContent();
  return (
    <button
      type="button"
      className="sf-button sf-button--ghost sf-site__back"
      disabled={preview}
      {...shellAction('home')}
      // With no earlier entry in this tab (opened from a link elsewhere) 'back' would leave the shop.
      onClick={() => (location.key === 'default' ? navigate('/') : navigate(-1))}
    >
      ‹ {STOREFRONT_TEXTS.back}
    </button>
  );
}

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="sf-site__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function RecipePage({ site }: { site: SiteView }) {
  const content = site.content as Partial<RecipeSiteContent>;
  const difficulty = RECIPE_DIFFICULTIES.find((option) => option.value === content.difficulty)?.label;
  return (
    <article className="sf-site sf-site--recipe">
      <BackButton />
      <h1 className="sf-site__title">{site.name}</h1>
      <dl className="sf-site__facts">
        <Fact label="Portionen" value={content.portions} />
        <Fact label="Schwierigeitsgrad" value={difficulty} />
        <Fact label="Zubereitungszeit" value={content.time} />
      </dl>
      <button
        type="button"
        className="sf-button sf-site__print"
        onClick={() => window.print()}
        {...shellAction('print')}
      >
        {STOREFRONT_TEXTS.printRecipe}
      </button>
      {content.image && (
        <ResponsiveImage
          className="sf-site__image"
          image={content.image}
          sizes={SITE_IMAGE_SIZES.wide}
          ratio={16 / 9}
          alt={site.name}
          priority
        />
      )}
      <BlockList blocks={content.body} />
    </article>
  );
}

function JobPage({ site }: { site: SiteView }) {
  const content = site.content as Partial<JobSiteContent>;
  return (
    <article className="sf-site sf-site--job">
      <BackButton />
      <h1 className="sf-site__title">
        {site.name} <span className="sf-site__subtitle">{STOREFRONT_TEXTS.moreAboutJob}</span>
      </h1>
      <dl className="sf-site__facts">
        <Fact label="Pensum" value={content.workload} />
        <Fact label="Arbeitsbeginn" value={content.start} />
      </dl>
      <BlockList blocks={content.body} />
    </article>
  );
}

function DefaultPage({ site }: { site: SiteView }) {
  return (
    <article className="sf-site sf-site--default">
      {/* Blocks bring their own visible headings (h2); the page still needs its h1 for outline and readers. */}
      <h1 className="sf-visually-hidden">{siteHeading(site)}</h1>
      <BlockList blocks={site.content?.body} />
    </article>
  );
}

/** An unknown stored page type (spec 2): the 500 texts, never a crash. */
export function InternalErrorView() {
  return (
    <div className="sf-not-found" role="alert">
      <h1 className="sf-result-title">{STOREFRONT_TEXTS.internalErrorTitle}</h1>
      <p>{STOREFRONT_TEXTS.internalErrorText}</p>
    </div>
  );
}

export function SitePageView({
  site,
  sites,
  preview = false,
  serverRendered = false,
  branches = [],
  sanitize,
  map = null,
}: SitePageViewProps) {
  const context = useMemo(
    () => ({ sites, branches, preview, serverRendered, sanitize, map }),
    [sites, branches, preview, serverRendered, sanitize, map],
  );
  const page =
    site.type === 'recipe' ? (
      <RecipePage site={site} />
    ) : site.type === 'job' ? (
      <JobPage site={site} />
    ) : site.type === 'default' ? (
      <DefaultPage site={site} />
    ) : (
      <InternalErrorView />
    );
  return (
    <ContentContext.Provider value={context}>
      <div className={`sf-page sf-site-page${preview ? ' sf-site-page--preview' : ''}`}>
        {!site.isPublic && <Tag className="sf-site__draft">{DRAFT_MARKER}</Tag>}
        {page}
      </div>
    </ContentContext.Provider>
  );
}
