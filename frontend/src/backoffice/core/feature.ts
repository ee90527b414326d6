// One back-office area (a feature folder: staff, signage, statistics, ...) as BackofficeApp sees it:
// its menu entries and its hash routes. Pages are lazy (React.lazy) so an area's code loads only when a
// member of staff opens it (issue 17: the first screen stays under its budget).
import type { ReactElement } from 'react';
import type { MenuEntry } from '../layout/BackofficeLayout';

export interface FeatureMatch {
  /** The menu entry to highlight. */
  active: string;
  page: ReactElement;
}

export interface BackofficeFeature {
  menu: MenuEntry[];
  /** The page for a hash path, or null when the path is not this area's. */
  route: (path: string, admin: boolean) => FeatureMatch | null;
}
