import { STOREFRONT_TEXTS } from '@bestell/domain';
import { lazy, Suspense } from 'react';
import type { ApiBranch, ShopConfig } from '../../shared/api/types';
import { BranchContact } from '../content/BranchContact';
import { branchDirections, publicBranches, teaserDirections, telHref } from './home-page';
import { Link } from '../../shared/shop-ui/Link';
import './home.css';

// Loaded only with the map plugin on (shared/map/map-props.ts says why this page has its own lazy import).
const MapPanel = lazy(() => import('../../shared/map/MapPanel'));

export const HOME_TEXTS = {
  reserve: 'Tisch reservieren',
  directions: 'Route planen',
  mapTitle: 'Standorte',
  mapRoute: (name: string) => `Route zu ${name}`,
};

/**
 * The home page plugin (spec 2), in place of the branch list: one-branch teasers, each branch's
 * contact block with its hours, and the located branches: with the map plugin a map (after consent),
 * always a list with directions links (a branch without coordinates gets neither marker nor link).
 */
export function HomePage({ config, branches }: { config: ShopConfig; branches: readonly ApiBranch[] }) {
  const shown = publicBranches(branches);
  const only = shown.length === 1 ? shown[0]! : null;
  const located = shown.flatMap((branch) => {
    const href = branchDirections(branch);
    return href ? [{ branch, href }] : [];
  });
  return (
    <div className="sf-home">
      {only && (
        <ul className="sf-home__teasers" aria-label="Schnellzugriff">
          <li>
            <Link className="sf-home__teaser" to={`/store/${only.identifier}`}>
              {STOREFRONT_TEXTS.orderOnline}
            </Link>
          </li>
          {only.phone && (
            <li>
              <a className="sf-home__teaser" href={telHref(only.phone)}>
                {HOME_TEXTS.reserve}
                <span className="sf-home__teaser-note">{only.phone}</span>
              </a>
            </li>
          )}
          <li>
            <a className="sf-home__teaser" href={teaserDirections(only)} target="_blank" rel="noopener noreferrer">
              {HOME_TEXTS.directions}
            </a>
          </li>
        </ul>
      )}
      <div className="sf-contact-grid">
        {shown.map((branch) => (
          <BranchContact key={branch.id} branch={branch} website={config.website || undefined}>
            {/* With several branches each block leads to its own shop (issue 40 item 9). */}
            {!only && (
              <Link
                className="sf-button sf-contact__order"
                to={`/store/${branch.identifier}`}
                aria-label={`${STOREFRONT_TEXTS.orderOnline}: ${branch.name}`}
              >
                {STOREFRONT_TEXTS.orderOnline}
              </Link>
            )}
          </BranchContact>
        ))}
      </div>
      {located.length > 0 && (
        <section className="sf-home__map" aria-labelledby="sf-home-map-title">
          <h2 id="sf-home-map-title">{HOME_TEXTS.mapTitle}</h2>
          {config.enablePluginMapbox ? (
            <Suspense fallback={null}>
              <MapPanel config={config} branches={shown} variant="branch" title={HOME_TEXTS.mapTitle} />
            </Suspense>
          ) : null}
          <ul className="sf-home__places">
            {located.map(({ branch, href }) => (
              <li key={branch.id}>
                <strong>{branch.name}</strong>
                <span>
                  {branch.street}, {branch.zipCode} {branch.city}
                </span>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {HOME_TEXTS.mapRoute(branch.name)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
