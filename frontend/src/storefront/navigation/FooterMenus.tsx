import { isNavigationChildActive, type NavigationItem, type NavigationRoute } from '@bestell/domain';
import { NavigationLeaf } from './NavigationLeaf';
import type { FooterMenu } from './navigations';
import './navigation.css';

function FooterList({ items, route }: { items: NavigationItem[]; route: NavigationRoute }) {
  return (
    <ul className="sf-footer-menu__list">
      {items.map((item, index) => {
        // As in the burger menu, a parent only groups its children.
        if (item.children?.length) {
          const childActive = isNavigationChildActive(item, route);
          return (
            <li key={index} className="sf-footer-menu__group">
              <span className={`sf-footer-menu__parent${childActive ? ' sf-footer-menu__parent--child-active' : ''}`}>
                {item.label}
              </span>
              <FooterList items={item.children} route={route} />
            </li>
          );
        }
        return <NavigationLeaf key={index} item={item} route={route} />;
      })}
    </ul>
  );
}

/** Main and secondary menu in the footer (spec 2); items are already without the disabled ones. */
export function FooterMenus({ menus, route }: { menus: FooterMenu[]; route: NavigationRoute }) {
  if (!menus.length) return null;
  return (
    <div className="sf-footer-menus">
      {menus.map((menu) => (
        <nav key={menu.identifier} aria-label={menu.label} className="sf-footer-menu">
          <FooterList items={menu.items} route={route} />
        </nav>
      ))}
    </div>
  );
}
