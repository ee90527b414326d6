import { branchStatus, openingStatusText, pickupLine } from '@bestell/domain';
import { Link } from 'react-router';
import type { ApiBranch } from '../../shared/api/types';
import { imageSrc } from '../../shared/ui/media';

/** Branch card (spec 2): image, logo, name, address, opening status and pickup line; non-public marked inactive. */
export function BranchCard({ branch, now, tz }: { branch: ApiBranch; now: Date; tz: string }) {
  const status = branchStatus(branch, now, tz).status;
  const statusText = openingStatusText(branch, now, tz);
  const pickup = pickupLine(branch, now, tz);
  const inactive = branch.isPublic === false;
  const image = branch.images?.[0];
  return (
    <Link
      to={`/store/${branch.identifier}`}
      className={`sf-branch-card${inactive ? ' sf-branch-card--inactive' : ''}`}
      data-testid="branch-card"
    >
      {image && <img className="sf-branch-card__image" src={imageSrc(image, 'small')} alt="" loading="lazy" />}
      <div className="sf-branch-card__body">
        <div className="sf-branch-card__head">
          {branch.logo && <img className="sf-branch-card__logo" src={imageSrc(branch.logo, 'icon')} alt="" />}
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
