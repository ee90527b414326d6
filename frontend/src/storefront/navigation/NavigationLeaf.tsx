import { isNavigationItemActive, navigationHref, type NavigationItem, type NavigationRoute } from '@bestell/domain';
import { Link } from '../../shared/shop-ui/Link';

/**
 * A navigation item without children as a list entry (burger menu and footer menus, spec 2): external
 * targets open in a new tab, internal ones are router links marked as the current page. Nothing when the
 * item has no target. `className` also gets its `--active` modifier on the current page.
 */
export function NavigationLeaf({
  item,
  route,
  className,
  onNavigate,
}: {
  item: NavigationItem;
  route: NavigationRoute;
  className?: string;
  onNavigate?(): void;
}) {
  const target = navigationHref(item);
  if (!target) return null;
  const active = isNavigationItemActive(item, route);
  return (
    <li>
      {target.external ? (
        <a className={className} href={target.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
          {item.label}
        </a>
      ) : (
        <Link
          className={className && `${className}${active ? ` ${className}--active` : ''}`}
          to={target.href}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {item.label}
        </Link>
      )}
    </li>
  );
}
