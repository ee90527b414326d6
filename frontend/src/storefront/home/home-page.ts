import type { ApiBranch } from '../../shared/api/types';
import { addressDirectionsUrl, directionsUrl } from '../../shared/site/site-lists';

const coordinate = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Directions by coordinates when the branch has both, else null (spec 2: no coordinates, no marker). */
export function branchDirections(branch: ApiBranch): string | null {
  const latitude = coordinate(branch.latitude);
  const longitude = coordinate(branch.longitude);
  return latitude !== null && longitude !== null ? directionsUrl(latitude, longitude) : null;
}

/** The one-branch teaser's directions: the coordinates, else the written address. */
export function teaserDirections(branch: ApiBranch): string {
  return (
    branchDirections(branch) ??
    addressDirectionsUrl(
      [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    )
  );
}

/** Branches the home page shows: the public ones (init may carry others for staff). */
export const publicBranches = (branches: readonly ApiBranch[]): ApiBranch[] =>
  branches.filter((branch) => branch.isPublic !== false);

export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
