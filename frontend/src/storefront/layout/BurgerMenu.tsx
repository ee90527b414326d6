import { isNavigationChildActive, visibleNavigation, type NavigationItem, type NavigationRoute } from '@bestell/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { STOREFRONT_TEXTS } from '@bestell/domain';
import { NavigationLeaf } from '../navigation/NavigationLeaf';
import { Link } from '../../shared/shop-ui/Link';

interface ListProps {
  items: NavigationItem[];
  route: NavigationRoute;
  prefix: string;
  expanded: ReadonlySet<string>;
  onToggle(key: string): void;
  onNavigate(): void;
}

function MenuList({ items, route, prefix, expanded, onToggle, onNavigate }: ListProps) {
  return (
    <ul className="sf-menu__list" id={`sf-menu-${prefix || 'root'}`}>
      {items.map((item, index) => {
        const key = `${prefix}${index}`;
        if (item.children?.length) {
          const open = expanded.has(key);
          return (
            <li key={key}>
              <button
                type="button"
                className={`sf-menu__item sf-menu__parent${isNavigationChildActive(item, route) ? ' sf-menu__item--child-active' : ''}`}
                aria-expanded={open}
                aria-controls={`sf-menu-${key}-`}
                onClick={() => onToggle(key)}
              >
                {item.label}
                <span className="sf-menu__chevron" aria-hidden="true">
                  {open ? '−' : '+'}
                </span>
              </button>
              {open && (
                <MenuList {...{ items: item.children, route, expanded, onToggle, onNavigate }} prefix={`${key}-`} />
              )}
            </li>
          );
        }
        return <NavigationLeaf key={key} item={item} route={route} className="sf-menu__item" onNavigate={onNavigate} />;
      })}
    </ul>
  );
}

/** Keys of the parents to open at first: those with an active descendant. */
function activeParents(items: NavigationItem[], route: NavigationRoute, prefix = ''): string[] {
  return items.flatMap((item, index) => {
    const key = `${prefix}${index}`;
    if (!item.children?.length || !isNavigationChildActive(item, route)) return [];
    return [key, ...activeParents(item.children, route, `${key}-`)];
  });
}

/** A recipe shown under the menu with the label 'Neues Rezept' (spec 2): its name and its URL. */
export interface MenuRecipe {
  name: string;
  to: string;
}

/**
 * Burger menu with the public main menu (spec 2): parents open and close their children; selecting an
 * item without children closes the menu, as do Escape, the close button and a click beside the panel.
 */
export function BurgerMenu({
  items,
  route,
  footer,
  recipes = [],
}: {
  items: NavigationItem[];
  route: NavigationRoute;
  footer?: ReactNode;
  /** The two newest public recipes (spec 2), listed after the main menu. */
  recipes?: MenuRecipe[];
}) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const visible = visibleNavigation(items);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="sf-burger"
        aria-label="Menü"
        aria-expanded={open}
        aria-controls="sf-main-menu"
        onClick={() => {
          if (!open) setExpanded(new Set(activeParents(visible, route)));
          setOpen(!open);
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
      </button>
      {/* A portal: the header moves (transform) when it hides on scroll, the menu must not. */}
      {open &&
        createPortal(
          <div className="sf-menu">
            <div className="sf-menu__overlay" onClick={() => close(false)} />
            <nav id="sf-main-menu" className="sf-menu__panel" aria-label="Hauptmenü" ref={panelRef}>
              <button type="button" className="sf-menu__close" aria-label="Menü schließen" onClick={() => close(true)}>
                ✕
              </button>
              <MenuList
                items={visible}
                route={route}
                prefix=""
                expanded={expanded}
                onToggle={toggle}
                onNavigate={() => close(false)}
              />
              {recipes.length > 0 && (
                <ul className="sf-menu__list sf-menu__recipes">
                  {recipes.map((recipe) => (
                    <li key={recipe.to}>
                      <Link
                        to={recipe.to}
                        className="sf-menu__item sf-menu__recipe"
                        aria-current={route.path === recipe.to ? 'page' : undefined}
                        onClick={() => close(false)}
                      >
                        <span className="sf-menu__recipe-label">{STOREFRONT_TEXTS.newRecipe}</span> {recipe.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {footer}
            </nav>
          </div>,
          document.body,
        )}
    </>
  );
}
