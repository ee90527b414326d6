import { branchStatus, openingStatusText, pickupLine } from '@bestell/domain';
import type { ApiBranch } from '../../shared/api/types';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { Link } from '../../shared/shop-ui/Link';

/** Rendered width of the card image: one column on phones, two to three columns up to the page's 1088 px. */
export const BRANCH_IMAGE_SIZES = '(max-width: 420px) calc(100vw - 32px), (max-width: 1120px) 50vw, 360px';
const LOGO_HEIGHT = 40;

export interface BranchCardProps {
  branch: ApiBranch;
  now: Date;
  tz: string;
  /** false when no branch of the list has a picture: no placeholders then. */
  withImage?: boolean;
  /** Above the fold: the image loads at once. */
  priority?: boolean;
}

/** Branch card (spec 2): image, logo, name, address, opening status and pickup line; non-public marked inactive. */
export function BranchCard({ branch, now, tz, withImage = true, priority = false }: BranchCardProps) {
  const status = branchStatus(branch, now, tz).status;
  const statusText = openingStatusText(branch, now, tz);
  const pickup = pickupLine(branch, now, tz);
  const inactive = branch.isPublic === false;
  const image = branch.images?.[0];
  const logo = branch.logo;
  const logoRatio = logo?.width && logo.height ? logo.width / logo.height : 1;
  return (
    <Link
      to={`/store/${branch.identifier}`}
      className={`sf-branch-card${inactive ? ' sf-branch-card--inactive' : ''}`}
      data-testid="branch-card"
    >
      {withImage && (
        <ResponsiveImage
          className="sf-branch-card__image"
          image={image}
          ratio={16 / 9}
          sizes={BRANCH_IMAGE_SIZES}
          priority={priority}
        />
      )}
      <div className="sf-branch-card__body">
        <div className="sf-branch-card__head">
          {logo && (
            <ResponsiveImage
              className="sf-branch-card__logo"
              image={logo}
              fit="contain"
              ratio={logoRatio}
              style={{ width: Math.round(Math.min(3, logoRatio) * LOGO_HEIGHT) }}
              sizes={`${Math.round(Math.min(3, logoRatio) * LOGO_HEIGHT)}px`}
              priority={priority}
            />
          )}
          <h2 className="sf-branch-card__name">{branch.name}</h2>
          {inactive && <span className="sf-badge">Inaktiv</span>}
        </div>
        <address className="sf-branch-card__address">
          {branch.street}
          <br />
          {branch.zipCode} {branch.city}
        </address>
        <p className={`sf-status sf-status--${status}`}>
          <span className="sf-status__dot" aria-hidden="true" />
          {statusText}
        </p>
        {pickup && <p className="sf-branch-card__pickup">{pickup}</p>}
      </div>
    </Link>
  );
}
