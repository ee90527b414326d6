import { branchStatus, branchToolbarStatus, locationsSummary } from '@bestell/domain';
import { useLocation } from 'react-router';
import { useInitData } from '../../shared/api/init';
import type { ApiBranch } from '../../shared/api/types';
import { useNow } from '../../shared/ui/use-now';
import { resolveShopBranch, shopBranches, useRememberedShopBranch } from '../shop/shop-branch';
import { pathBranch } from './main-menu';
import { Link } from '../../shared/shop-ui/Link';

/** The selected branch of a path: the branch in the URL, or on /shop... the one the shop variant sells from. */
export function useSelectedBranch(now: Date): ApiBranch | null {
  const { config, branches, menus } = useInitData();
  const { pathname } = useLocation();
  const remembered = useRememberedShopBranch();
  const identifier = pathBranch(pathname);
  if (identifier) return branches.find((branch) => branch.identifier === identifier) ?? null;
  if (pathname === '/shop' || pathname.startsWith('/shop/')) {
    return resolveShopBranch(branches, menus, { remembered }, now, config.timezone);
  }
  return null;
}

/**
 * Optional location toolbar (spec 2, plugin 'Toolbar'): '{n} Standort(e) geöffnet' or 'Alle Standorte
 * geschlossen'; with a branch selected its name as a back link to the overview and 'Geöffnet bis {time}',
 * a closing-soon warning, or 'Geschlossen'. Texts and status come from the domain.
 */
export function LocationToolbar() {
  const { config, branches } = useInitData();
  const now = useNow();
  const selected = useSelectedBranch(now);
  const tz = config.timezone;
  if (!config.enablePluginToolbar) return null;

  if (!selected) {
    const statuses = shopBranches(branches).map((branch) => branchStatus(branch, now, tz).status);
    const open = statuses.some((status) => status !== 'closed');
    return (
      <div className="sf-locbar" role="region" aria-label="Standorte">
        <p className="sf-locbar__inner">
          <span className={`sf-locbar__status sf-locbar__status--${open ? 'open' : 'closed'}`}>
            {locationsSummary(statuses)}
          </span>
        </p>
      </div>
    );
  }
  const { status } = branchStatus(selected, now, tz);
  const { text, warning } = branchToolbarStatus(selected, now, tz);
  return (
    <div className="sf-locbar" role="region" aria-label="Standort">
      <p className="sf-locbar__inner">
        <Link to="/" className="sf-locbar__back">
          <span aria-hidden="true">‹ </span>
          {selected.name}
        </Link>
        <span className={`sf-locbar__status sf-locbar__status--${status}`}>{text}</span>
        {warning && <strong className="sf-locbar__warning">{warning}</strong>}
      </p>
    </div>
  );
}
