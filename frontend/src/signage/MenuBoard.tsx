// The menu-board zone (issue 40 item 9): every product of the board in a grid sized to the zone by the
// domain's menuLayout, columns from the count, and pages that cycle only when even the widest grid is full.
import { menuLayout, menuPage, SIGNAGE_TEXTS, type MenuBoardData, type ResolvedZone } from '@bestell/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long one page of a long board stays before the next. */
export const MENU_PAGE_MS = 8000;

type MenuItem = MenuBoardData['categories'][number]['items'][number];
type Entry = { kind: 'heading'; key: string; name: string } | { kind: 'item'; key: string; item: MenuItem };

interface Box {
  width: number;
  height: number;
}

/** The grid's own size; jsdom and a not-yet-laid-out zone report 0, then the zone's share of the window. */
function useBox(zone: ResolvedZone) {
  const ref = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Box>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      const width = el?.clientWidth || (window.innerWidth * zone.width) / 100;
      const height = el?.clientHeight || (window.innerHeight * zone.height) / 100;
      setBox((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (ref.current) observer?.observe(ref.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [zone.width, zone.height]);
  return { ref, box };
}

export function MenuBoard({
  zone,
  board,
  media,
}: {
  zone: ResolvedZone & { kind: 'menu-board' };
  board?: MenuBoardData;
  media: (url: string) => string;
}) {
  const hide = zone.soldOut === 'hide';
  const images = zone.showImages !== false && (board?.categories ?? []).some((c) => c.items.some((i) => i.imageUrl));
  const categories = (board?.categories ?? [])
    .map((c) => ({ ...c, items: c.items.filter((i) => !hide || !(i.soldOut || i.unavailable)) }))
    .filter((c) => c.items.length);
  // Category headings take a cell of the grid each, so the count the layout sizes for includes them.
  const entries: Entry[] = categories.flatMap((category) => [
    ...(categories.length > 1
      ? [{ kind: 'heading' as const, key: `h-${category.categoryId ?? category.name}`, name: category.name }]
      : []),
    ...category.items.map((item) => ({ kind: 'item' as const, key: String(item.productId), item })),
  ]);
  const { ref, box } = useBox(zone);
  const layout = menuLayout({ count: entries.length, ...box, minColumns: zone.columns ?? 1 });
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (layout.pages < 2) return;
    const timer = window.setInterval(() => setPage((p) => p + 1), MENU_PAGE_MS);
    return () => window.clearInterval(timer);
  }, [layout.pages]);
  const shown = menuPage(entries, layout, page);

  return (
    <div className="sg-menu">
      {zone.title && <h2 className="sg-menu-title">{zone.title}</h2>}
      <div
        ref={ref}
        className="sg-menu-grid"
        data-columns={layout.columns}
        data-pages={layout.pages}
        style={{
          gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${layout.rows}, minmax(0, 1fr))`,
          fontSize: `${layout.fontPx}px`,
        }}
      >
        {shown.map((entry) => {
          if (entry.kind === 'heading') {
            return (
              <h3 key={entry.key} className="sg-menu-cat-title">
                {entry.name}
              </h3>
            );
          }
          const { item } = entry;
          const off = item.soldOut || item.unavailable;
          return (
            <div
              key={entry.key}
              className={off ? 'sg-menu-item sg-soldout' : 'sg-menu-item'}
              data-product={item.productId}
            >
              {images &&
                (item.imageUrl ? (
                  <img className="sg-menu-img" src={media(item.imageUrl)} alt="" />
                ) : (
                  <span className="sg-menu-img" />
                ))}
              <span className="sg-menu-name">{item.name}</span>
              {off ? (
                <span className="sg-menu-badge">
                  {item.soldOut ? SIGNAGE_TEXTS.soldOut : SIGNAGE_TEXTS.unavailable}
                </span>
              ) : (
                <span className="sg-menu-price">{item.priceText ?? ''}</span>
              )}
            </div>
          );
        })}
      </div>
      {layout.pages > 1 && (
        <p className="sg-menu-page" aria-live="off">
          {(page % layout.pages) + 1} / {layout.pages}
        </p>
      )}
    </div>
  );
}
