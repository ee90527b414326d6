import { slugify, STOREFRONT_TEXTS } from '@bestell/domain';
import { useNavigate } from 'react-router';
import type { Category } from '../../shared/api/types';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { Link } from '../../shared/shop-ui/Link';

/** /shop/{categoryId}/{slug} of a category (spec 2, route shop_category). */
export const categoryPath = (category: Pick<Category, 'id' | 'name'>) =>
  `/shop/${category.id}/${slugify(category.name) || 'kategorie'}`;

/**
 * Shop-variant category choice (spec 2): tabs on wide screens and a dropdown on phones, both starting
 * with 'Alle Artikel'. They are links (each category has its own URL), so the current one carries
 * aria-current rather than the ARIA tab pattern.
 */
export function CategoryTabs({ categories, activeId }: { categories: Category[]; activeId: string | null }) {
  const navigate = useNavigate();
  const entries = [
    { id: null, label: STOREFRONT_TEXTS.allArticles, to: '/shop', image: null },
    ...categories.map((category) => ({
      id: category.id,
      label: category.name,
      to: categoryPath(category),
      image: category.image ?? null,
    })),
  ];
  return (
    <div className="sf-shop-categories">
      <nav className="sf-shop-tabs" aria-label="Kategorien">
        {entries.map((entry) => (
          <Link
            key={entry.id ?? 'all'}
            to={entry.to}
            className={`sf-shop-tab${entry.id === activeId ? ' sf-shop-tab--active' : ''}`}
            aria-current={entry.id === activeId ? 'page' : undefined}
          >
            {entry.image && (
              <ResponsiveImage className="sf-shop-tab__image" image={entry.image} ratio={1} sizes="24px" priority />
            )}
            {entry.label}
          </Link>
        ))}
      </nav>
      <label className="sf-shop-select">
        <span className="visually-hidden">Kategorie</span>
        <select
          value={activeId ?? ''}
          onChange={(event) => {
            const entry = entries.find((candidate) => (candidate.id ?? '') === event.target.value);
            if (entry) navigate(entry.to);
          }}
        >
          {entries.map((entry) => (
            <option key={entry.id ?? 'all'} value={entry.id ?? ''}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
