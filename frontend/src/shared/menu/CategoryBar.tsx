import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import type { MenuGroup } from './menu-groups';

/** Fraction of the window height above which a group's top makes it the highlighted one (spec 2). */
export const CATEGORY_HIGHLIGHT_FRACTION = 0.25;

/** Index of the highlighted group: the last whose top is above 25% of the window height, else the first. */
export function activeGroupIndex(tops: readonly number[], windowHeight: number): number {
  const limit = windowHeight * CATEGORY_HIGHLIGHT_FRACTION;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= limit) active = index;
  });
  return active;
}

export const groupAnchor = (categoryId: string) => `kategorie-${categoryId}`;

/** Sticky category bar: highlights the group in view and scrolls to a group on click. */
export function CategoryBar({ groups }: { groups: MenuGroup[] }) {
  const [active, setActive] = useState(0);
  const barRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const update = () => {
      const tops = groups.map(
        (group) => document.getElementById(groupAnchor(group.category.id))?.getBoundingClientRect().top ?? Infinity,
      );
      setActive(activeGroupIndex(tops, window.innerHeight));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [groups]);

  useEffect(() => {
    const bar = barRef.current;
    const link = bar?.querySelectorAll<HTMLElement>('a')[active];
    if (bar && link) bar.scrollTo?.({ left: link.offsetLeft - 16, behavior: 'smooth' });
  }, [active]);

  return (
    <nav className="sf-category-bar" aria-label="Kategorien" ref={barRef}>
      {groups.map((group, index) => (
        <a
          key={group.category.id}
          href={`#${groupAnchor(group.category.id)}`}
          className={index === active ? 'sf-category-bar__link sf-category-bar__link--active' : 'sf-category-bar__link'}
          aria-current={index === active ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            const target = document.getElementById(groupAnchor(group.category.id));
            if (target)
              window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - 110, behavior: 'smooth' });
          }}
        >
          {group.category.image && (
            <ResponsiveImage
              className="sf-category-bar__image"
              image={group.category.image}
              ratio={1}
              sizes="24px"
              // The name follows; tiny icons load at normal priority, not ahead of the page's large image.
              decorative
              eager
            />
          )}
          {group.category.name}
        </a>
      ))}
    </nav>
  );
}
