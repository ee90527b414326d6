// Renderers of the 16 block types (spec 2 "Content blocks"), one per BLOCK_REGISTRY entry. The map is
// typed Record<BlockType, ...>: a type added to the registry without a renderer fails the typecheck.
// Block data is typed JSON from the server; readers below tolerate missing or malformed members.
import {
  imageRef,
  normaliseNavigationLink,
  SITE_IMAGE_SIZES,
  SLIDER_DEFAULT_DURATION,
  STOREFRONT_TEXTS,
  type BlockType,
  type ContentBlock,
  type ImageRef,
  type JobSiteContent,
  type RecipeSiteContent,
} from '@bestell/domain';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { ImageSlider } from '../menu/ImageSlider';
import { ContactForm } from './ContactForm';
import { isBlockType, referencedBlocks, RichText, text, useContent } from './content-context';
import { LinkList } from './links';
import {
  addressDirectionsUrl,
  directionsUrl,
  newestRecipes,
  publicJobs,
  recipesLimit,
  siteHeading,
} from './site-lists';
import { Link } from '../shop-ui/Link';
import type { MapSlotProps } from '../map/map-props';

export interface BlockProps {
  data: Record<string, unknown>;
}

// The same widths the server preloads a site's lead picture at (domain BLOCK_LEAD_IMAGES).
const WIDE = SITE_IMAGE_SIZES.wide;
const HALF = SITE_IMAGE_SIZES.half;

// Loaded only with the map plugin on (map-props.ts says why each page has its own lazy import).
const MapPanel = lazy(() => import('../map/MapPanel'));
function MapSlot(props: MapSlotProps) {
  if (!props.config?.enablePluginMapbox) return null;
  return (
    <Suspense fallback={null}>
      <MapPanel {...props} />
    </Suspense>
  );
}

const images = (value: unknown): ImageRef[] =>
  Array.isArray(value) ? value.map(imageRef).filter((image): image is ImageRef => !!image) : [];
const items = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function Slider({
  value,
  alt,
  ratio = 16 / 9,
  sizes = WIDE,
}: {
  value: unknown;
  alt: string;
  ratio?: number;
  sizes?: string;
}) {
  const slider = (value && typeof value === 'object' ? value : {}) as { images?: unknown; duration?: unknown };
  const list = images(slider.images);
  if (!list.length) return null;
  const duration = num(slider.duration);
  return (
    <ImageSlider
      className="sf-block__slider"
      images={list}
      duration={duration && duration > 0 ? duration : SLIDER_DEFAULT_DURATION}
      sizes={sizes}
      ratio={ratio}
      alt={alt}
    />
  );
}

function Title({ value, className }: { value: string; className?: string }) {
  return value ? <h2 className={className ?? 'sf-block__title'}>{value}</h2> : null;
}

function Image({
  value,
  alt,
  ratio = 16 / 9,
  sizes = WIDE,
}: {
  value: unknown;
  alt: string;
  ratio?: number;
  sizes?: string;
}) {
  const image = imageRef(value);
  return image ? (
    <ResponsiveImage className="sf-block__image" image={image} sizes={sizes} ratio={ratio} alt={alt} />
  ) : null;
}

function Hero({ data, children }: BlockProps & { children?: ReactNode }) {
  return (
    <div className="sf-block__hero">
      <Title value={text(data, 'title')} className="sf-block__hero-title" />
      <RichText html={data.text} />
      {children}
    </div>
  );
}

function RecipesBlock({ data }: BlockProps) {
  const { sites } = useContent();
  const recipes = newestRecipes(sites, recipesLimit(data.limit));
  return (
    <>
      <RichText html={data.text} />
      {recipes.length > 0 && (
        <ul className="sf-block__cards" aria-label="Rezepte">
          {recipes.map((recipe) => (
            <li key={recipe.id} className="sf-block__card">
              <Link to={`/${recipe.path}`} className="sf-block__card-link">
                <ResponsiveImage
                  image={(recipe.content as RecipeSiteContent).image ?? null}
                  sizes="(min-width: 768px) 360px, 100vw"
                  ratio={4 / 3}
                  alt=""
                />
                <h3 className="sf-block__card-title">{siteHeading(recipe)}</h3>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LinkList links={data.links} />
    </>
  );
}

function CareerBlock({ data }: BlockProps) {
  const { sites } = useContent();
  const jobs = publicJobs(sites);
  return (
    <>
      <RichText html={data.text} />
      {jobs.length ? (
        <ul className="sf-block__jobs" aria-label="Stellen">
          {jobs.map((job) => {
            const content = job.content as Partial<JobSiteContent>;
            const facts = [content.workload, content.start].filter(Boolean).join(' · ');
            return (
              <li key={job.id} className="sf-block__job">
                <h3 className="sf-block__card-title">
                  {/* The job title (the page's name); the page title is for search engines and tabs. */}
                  <Link to={`/${job.path}`}>{job.name}</Link>
                </h3>
                {facts && <p className="sf-block__job-facts">{facts}</p>}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="sf-block__empty">{STOREFRONT_TEXTS.noJobs}</p>
      )}
    </>
  );
}

/** Branches on the map plugin's map (after consent; no coordinates, no marker) and always as addresses. */
function MapBranchBlock({ data }: BlockProps) {
  const { branches, map } = useContent();
  const title = text(data, 'title');
  const visible = branches.filter((branch) => branch.isPublic !== false && (branch.street || branch.city));
  return (
    <>
      <Title value={title} />
      <MapSlot config={map} branches={branches} variant="branch" title={title || 'Filialen'} />
      <Image value={data.image} alt={title} />
      {visible.length > 0 && (
        <ul className="sf-block__addresses">
          {visible.map((branch) => {
            const address = [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ');
            return (
              <li key={branch.id}>
                <h3 className="sf-block__card-title">{branch.name}</h3>
                <address>{address}</address>
                <a href={addressDirectionsUrl(address)} target="_blank" rel="noopener">
                  Route zu {branch.name}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <LinkList links={data.links} />
    </>
  );
}

/**
 * Partners on the map plugin's map (after consent) and as a list: a partner is a marker only with
 * longitude AND latitude (spec 2), and then gets its directions link.
 */
function MapPartnerBlock({ data }: BlockProps) {
  const { map } = useContent();
  const partners = items(data.partners).filter((partner) => text(partner, 'name'));
  const title = text(data, 'title');
  return (
    <>
      <Title value={title} />
      <MapSlot config={map} partners={partners} variant="partner" title={title || 'Partner'} />
      <ul className="sf-block__addresses">
        {partners.map((partner, index) => {
          const name = text(partner, 'name');
          const link = normaliseNavigationLink(text(partner, 'link'));
          const latitude = num(partner.latitude);
          const longitude = num(partner.longitude);
          return (
            <li key={`${name}-${index}`}>
              <h3 className="sf-block__card-title">
                {link ? (
                  <a href={link} target="_blank" rel="noopener">
                    {name}
                  </a>
                ) : (
                  name
                )}
              </h3>
              {latitude !== null && longitude !== null && (
                <a href={directionsUrl(latitude, longitude)} target="_blank" rel="noopener">
                  Route zu {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export const BLOCK_RENDERERS: Record<BlockType, ComponentType<BlockProps>> = {
  hero_main: ({ data }) => <Hero data={data} />,
  hero_party: ({ data }) => (
    <Hero data={data}>
      <Image value={data.image} alt={text(data, 'title')} />
    </Hero>
  ),
  hero_team: ({ data }) => (
    <>
      <Title value={text(data, 'title')} className="sf-block__hero-title" />
      <Slider value={data.image_slider} alt={text(data, 'title') || 'Team'} />
    </>
  ),
  party: ({ data }) => (
    <>
      <RichText html={data.text} />
      {images(data.images).length > 0 && (
        <div className="sf-block__gallery">
          {images(data.images).map((image, index) => (
            <ResponsiveImage
              key={`${image.id}-${index}`}
              image={image}
              sizes="(min-width: 768px) 360px, 50vw"
              ratio={1}
              alt={`Bild ${index + 1}`}
            />
          ))}
        </div>
      )}
    </>
  ),
  recipes: RecipesBlock,
  team: ({ data }) => (
    <div className="sf-block__split">
      <div>
        <Title value={text(data, 'title')} />
        <RichText html={data.text} />
        <LinkList links={data.links} />
      </div>
      <Slider value={data.image_slider} alt={text(data, 'title') || 'Team'} ratio={4 / 3} sizes={HALF} />
    </div>
  ),
  map_branch: MapBranchBlock,
  map_partner: MapPartnerBlock,
  text: ({ data }) => (
    <div className={text(data, 'width') === 'small' ? 'sf-block__text sf-block__text--small' : 'sf-block__text'}>
      <RichText html={data.text} />
      <LinkList links={data.links} />
    </div>
  ),
  text_recipe: ({ data }) => (
    <div className="sf-block__columns">
      <RichText html={data.column_left} />
      <RichText html={data.column_right} />
    </div>
  ),
  party_stuff: ({ data }) => (
    <div className="sf-block__split">
      <Image value={data.image} alt={text(data, 'title')} ratio={4 / 3} sizes={HALF} />
      <div>
        <Title value={text(data, 'title')} />
        <RichText html={data.text} />
        <LinkList links={data.links} />
      </div>
    </div>
  ),
  image_text: ({ data }) => (
    <div className="sf-block__split">
      <Slider value={data.image_slider} alt="Bildergalerie" ratio={4 / 3} sizes={HALF} />
      <RichText html={data.text} />
    </div>
  ),
  teaser_shop: ({ data }) => (
    <div className="sf-block__split">
      <div>
        <RichText html={data.text} />
        <LinkList links={data.links} />
      </div>
      <Image value={data.image} alt="" ratio={4 / 3} sizes={HALF} />
    </div>
  ),
  career: CareerBlock,
  job: ({ data }) => (
    <div className="sf-block__text sf-block__text--small">
      {items(data.items).map((item, index) => (
        <section key={index} className="sf-block__job-section">
          {text(item, 'title') && <h2 className="sf-block__title">{text(item, 'title')}</h2>}
          <RichText html={item.text} />
        </section>
      ))}
    </div>
  ),
  form: ({ data }) => (
    <div className="sf-block__text sf-block__text--small">
      <RichText html={data.intro} />
      <ContactForm />
    </div>
  ),
};

/** One broken block (malformed data) must not take the whole page down. */
class BlockBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A page body: known blocks rendered in order, references expanded, unknown types skipped. */
export function BlockList({ blocks, depth = 0 }: { blocks: unknown; depth?: number }) {
  const list = Array.isArray(blocks) ? (blocks as ContentBlock[]) : [];
  return (
    <>
      {list.map((block, index) => {
        if (!block || typeof block !== 'object') return null;
        const key = block.id || `${block.type}-${index}`;
        // References are expanded once; a reference inside a reference is not followed (no cycles).
        if (block.type === 'block_reference') {
          return depth === 0 ? <BlockList key={key} blocks={referencedBlocks(block)} depth={1} /> : null;
        }
        if (!isBlockType(block.type)) return null;
        const Renderer = BLOCK_RENDERERS[block.type];
        return (
          <section key={key} className={`sf-block sf-block--${block.type.replace(/_/g, '-')}`} data-block={block.type}>
            <BlockBoundary>
              <Renderer data={block.data && typeof block.data === 'object' ? block.data : {}} />
            </BlockBoundary>
          </section>
        );
      })}
    </>
  );
}
