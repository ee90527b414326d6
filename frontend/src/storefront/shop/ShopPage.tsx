import { shopMeta, STOREFRONT_TEXTS } from '@bestell/domain';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useInitData } from '../../shared/api/init';
import { useDocumentMeta } from '../../shared/ui/document-meta';
import { useNow } from '../../shared/ui/use-now';
import { SHOP_CART_KEY } from '../../shared/cart/store';
import { NotFoundPage } from '../content/NotFoundPage';
import { CartBar, ClosedAlert, hasProductImages, ProductGrid, ShopDialogs } from '../../shared/menu/BranchShopParts';
import { GUIDE_PRICE_NOTE, hasGuidePrices } from '../../shared/menu/guide-price';
import { useBranchShop } from '../../shared/menu/use-branch-shop';
import { CategoryTabs, categoryPath } from './CategoryTabs';
import { useNotices } from './notifications';
import {
  rememberShopBranch,
  resolveShopBranch,
  shopBranches,
  shopCheckoutPath,
  useRememberedShopBranch,
} from './shop-branch';
import { ShopNotifications } from './ShopNotifications';
import '../../shared/menu/shop.css';

/**
 * Shop variant (spec 2), route `shop/*`: /shop lists every category, /shop/{categoryId}/{slug} one
 * category, /shop/{branch} selects the branch. Category tabs and a dropdown starting with 'Alle Artikel', product
 * tiles, the allergen and configuration dialogs, one cart 'default', 5-second notifications with
 * 'Jetzt bestellen'.
 */
export function ShopPage() {
  const segments = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const requested = segments.length === 1 ? segments[0] : undefined;
  const categoryId = segments.length === 2 ? segments[0] : undefined;
  const { config, branches, menus, categories } = useInitData();
  const tz = config.timezone;
  const now = useNow();
  const navigate = useNavigate();
  const remembered = useRememberedShopBranch();
  const branch = useMemo(
    () => resolveShopBranch(branches, menus, { requested, remembered }, now, tz),
    // `now` only breaks ties between open and closed branches; resolving it once per choice is enough.
    [branches, menus, requested, remembered, tz],
  );
  const { notices, push } = useNotices();
  const category = categoryId ? categories.find((entry) => entry.id === categoryId) : undefined;

  useDocumentMeta({
    ...shopMeta(category?.name, config),
    path: category ? categoryPath(category) : requested ? `/shop/${requested}` : '/shop',
  });

  // A branch chosen through the URL holds for the rest of the session (category pages, checkout back).
  useEffect(() => {
    if (requested && branch?.identifier === requested) rememberShopBranch(requested);
  }, [requested, branch]);

  // The shop variant's single cart ('default') is checked against the current branch's catalogue.
  const shop = useBranchShop(branch, { now, cartKey: SHOP_CART_KEY, onAdded: push });
  const { groups } = shop;
  const shownGroups = categoryId ? groups.filter((group) => group.category.id === categoryId) : groups;

  const unknown = segments.length > 2 || (requested && branch?.identifier !== requested) || (categoryId && !category);
  if (unknown) return <NotFoundPage />;
  if (!branch) {
    return (
      <div className="sf-page">
        <p className="sf-result-note">Derzeit sind keine Produkte verfügbar.</p>
      </div>
    );
  }

  const selectBranch = (identifier: string) => {
    rememberShopBranch(identifier);
    if (requested) navigate(`/shop/${identifier}`);
  };
  const candidates = shopBranches(branches);
  const checkoutPath = shopCheckoutPath(branch.identifier);

  return (
    <div className="sf-page sf-shop">
      <section className="sf-intro sf-shop__intro">
        <h1 className="sf-intro__title">{category?.name ?? STOREFRONT_TEXTS.allArticles}</h1>
        {candidates.length > 1 ? (
          <label className="sf-shop-branch">
            <span className="sf-field__label">Filiale</span>
            <select value={branch.identifier} onChange={(event) => selectBranch(event.target.value)}>
              {candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.identifier}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="sf-store__meta">{branch.name}</p>
        )}
      </section>
      <ClosedAlert shop={shop} />
      <CategoryTabs categories={groups.map((group) => group.category)} activeId={category?.id ?? null} />
      {shownGroups.length === 0 && <p className="sf-result-note">Derzeit sind keine Produkte verfügbar.</p>}
      {shownGroups.map((group, index) => (
        <section key={group.category.id} className="sf-group" aria-labelledby={`shop-group-${group.category.id}`}>
          {!categoryId && (
            <h2 className="sf-group__title" id={`shop-group-${group.category.id}`}>
              {group.category.name}
            </h2>
          )}
          <ProductGrid
            shop={shop}
            items={group.products}
            layout="tile"
            withImages={hasProductImages(shownGroups)}
            eager={index === 0 ? 4 : 0}
          />
        </section>
      ))}
      {hasGuidePrices(shownGroups) && <p className="sf-note sf-store__guide">{GUIDE_PRICE_NOTE}</p>}
      <CartBar shop={shop} />
      <ShopNotifications notices={notices} checkoutPath={checkoutPath} />
      <ShopDialogs
        shop={shop}
        branch={branch}
        branches={candidates}
        checkoutPath={checkoutPath}
        onSelectBranch={selectBranch}
      />
    </div>
  );
}
