import { divisionMeta, searchBranches, searchResultText, STOREFRONT_TEXTS } from '@bestell/domain';
import { useEffect, useMemo, useState } from 'react';
import { useInitData } from '../../shared/api/init';
import type { ApiBranch, ShopConfig, Tag } from '../../shared/api/types';
import { useDocumentMeta } from '../../shared/ui/document-meta';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { useNow } from '../../shared/ui/use-now';
import { cartStore } from '../../shared/cart/store';
import { HomePage } from '../home/HomePage';
import { BranchCard } from './BranchCard';

export interface BranchListProps {
  branches: ApiBranch[];
  tags: Tag[];
  now: Date;
  tz: string;
}

// Plain elements rather than antd on this page: it is the first visit and has a 200 KB budget.
/** Search field, tag filter, result note and branch cards (spec 2, branch list). */
export function BranchList({ branches, tags, now, tz }: BranchListProps) {
  const [query, setQuery] = useState('');
  const [tagId, setTagId] = useState<string | null>(null);
  const tagNames = useMemo(() => new Map(tags.map((tag) => [tag.id, tag.name])), [tags]);
  const usedTags = useMemo(
    () => tags.filter((tag) => branches.some((branch) => branch.tags?.some((t) => String(t.id) === tag.id))),
    [tags, branches],
  );
  const shown = useMemo(
    () =>
      searchBranches(branches, query, tagNames).filter(
        (branch) => !tagId || branch.tags?.some((tag) => String(tag.id) === tagId),
      ),
    [branches, query, tagNames, tagId],
  );

  const withImages = useMemo(() => branches.some((branch) => !!branch.images?.length), [branches]);

  return (
    <>
      <div className="sf-filter">
        <input
          type="search"
          className="sf-search"
          placeholder={STOREFRONT_TEXTS.searchPlaceholder}
          aria-label={STOREFRONT_TEXTS.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {usedTags.length > 0 && (
          <div className="sf-tags" role="group" aria-label="Tags">
            {usedTags.map((tag) => (
              <button
                type="button"
                key={tag.id}
                className={tagId === tag.id ? 'sf-tag sf-tag--checked' : 'sf-tag'}
                aria-pressed={tagId === tag.id}
                onClick={() => setTagId((current) => (current === tag.id ? null : tag.id))}
              >
                {tag.image && (
                  <ResponsiveImage
                    className="sf-tag__image"
                    image={tag.image}
                    ratio={1}
                    sizes="20px"
                    decorative
                    eager
                  />
                )}
                {tag.name}
              </button>
            ))}
          </div>
        )}
      </div>
      <p className="sf-result-note" role="status">
        {searchResultText(shown.length, branches.length)}
      </p>
      <div className="sf-branch-grid">
        {shown.map((branch, index) => (
          <BranchCard key={branch.id} branch={branch} now={now} tz={tz} withImage={withImages} priority={index < 2} />
        ))}
      </div>
    </>
  );
}

/** Issue 37 item 3: no public branch yet: the shop's name and how to reach it instead of an empty list. */
export function ComingSoon({ config }: { config: ShopConfig }) {
  const name = config.shopName || config.businessName || config.title;
  const links = [
    { href: config.website, label: 'Website' },
    { href: config.instagramUrl, label: 'Instagram' },
    { href: config.facebookUrl, label: 'Facebook' },
  ].filter((l) => l.href?.trim());
  return (
    <section className="sf-intro" aria-labelledby="sf-soon-title">
      <h1 className="sf-intro__title" id="sf-soon-title">
        Bald geöffnet
      </h1>
      <p className="sf-intro__text">
        {name ? `${name} nimmt bald Bestellungen entgegen.` : 'Hier können Sie bald bestellen.'} Schauen Sie bald wieder
        vorbei!
      </p>
      {(config.businessName || links.length > 0) && (
        <address className="sf-intro__text">
          {config.businessName && <div>{config.businessName}</div>}
          {links.map((l) => (
            <div key={l.label}>
              <a href={l.href} target="_blank" rel="noopener noreferrer">
                {l.label}
              </a>
            </div>
          ))}
        </address>
      )}
    </section>
  );
}

export function BranchListPage() {
  const { config, divisions, branches, tags } = useInitData();
  const now = useNow();
  const division = divisions[0];
  useDocumentMeta({ ...divisionMeta(division, config), path: '/' });

  // Entering the list clears the selected branch (spec 2).
  useEffect(() => cartStore.getState().unload(), []);

  if (branches.length === 0)
    return (
      <div className="sf-page">
        <ComingSoon config={config} />
      </div>
    );
  return (
    <div className="sf-page">
      {division?.images?.[0] && (
        <ResponsiveImage
          className="sf-store__banner"
          image={division.images[0]}
          sizes="(max-width: 1120px) calc(100vw - 32px), 1088px"
          priority
        />
      )}
      <section className="sf-intro">
        <h1 className="sf-intro__title">{division?.title || config.title || config.shopName}</h1>
        {(division?.description || config.description) && (
          <p className="sf-intro__text">{division?.description || config.description}</p>
        )}
      </section>
      {/* The home page plugin replaces the branch list (spec 2). */}
      {config.enablePluginHomePage ? (
        <HomePage config={config} branches={branches} />
      ) : (
        <BranchList branches={branches} tags={tags} now={now} tz={config.timezone} />
      )}
    </div>
  );
}
