import { closedNotice, formatTotal, preorderNotice, STOREFRONT_TEXTS } from '@bestell/domain';
import { Alert } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useInitData } from '../../shared/api/init';
import type { ApiProduct } from '../../shared/api/types';
import { baseDescription, baseTitle, pageTitle, useDocumentMeta } from '../../shared/ui/document-meta';
import { useNow } from '../../shared/ui/use-now';
import { cartTotals, orderTypeOf, orderTypesOf, productSnapshot, selectCount } from '../cart/selectors';
import { cartStore, SHOP_CART_KEY, useCart } from '../cart/store';
import { NotFoundPage } from '../content/NotFoundPage';
import { menuGroups, orderableProducts } from '../store/menu-groups';
import { ProductCard } from '../store/ProductCard';
import { GUIDE_PRICE_NOTE, hasGuidePrices } from '../store/guide-price';
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
import './shop.css';

// Dialogs and the cart panel load on first use, as on the branch page.
const ItemDialog = lazy(async () => ({ default: (await import('../store/ItemDialog')).ItemDialog }));
const AllergenDialog = lazy(async () => ({ default: (await import('../store/AllergenDialog')).AllergenDialog }));
const CartPanel = lazy(async () => ({ default: (await import('../cart/CartPanel')).CartPanel }));

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
  const data = useInitData();
  const { config, branches, menus, categories } = data;
  const tz = config.timezone;
  const currency = config.currency;
  const now = useNow();
  const navigate = useNavigate();
  const remembered = useRememberedShopBranch();
  const branch = useMemo(
    () => resolveShopBranch(branches, menus, { requested, remembered }, now, tz),
    // `now` only breaks ties between open and closed branches; resolving it once per choice is enough.
    [branches, menus, requested, remembered, tz],
  );
  const products = useMemo(() => new Map(data.products.map((product) => [product.id, product])), [data.products]);
  const groups = useMemo(
    () => (branch ? menuGroups(branch, menus, categories, products, now, tz) : []),
    [branch, menus, categories, products, now, tz],
  );
  const category = categoryId ? categories.find((entry) => entry.id === categoryId) : undefined;
  const shownGroups = categoryId ? groups.filter((group) => group.category.id === categoryId) : groups;
  const [dialog, setDialog] = useState<{ product: ApiProduct; available: boolean } | null>(null);
  const [allergens, setAllergens] = useState<ApiProduct | null>(null);
  const { notices, push } = useNotices();
  const cart = useCart((state) => state.cart);
  const ready = useCart((state) => state.branch === SHOP_CART_KEY);
  const count = useCart(selectCount);
  const isPanelOpen = useCart((state) => state.isPanelOpen);

  useDocumentMeta({
    title: pageTitle(category?.name ?? 'Shop', baseTitle(config)),
    description: baseDescription(config),
    path: category ? categoryPath(category) : requested ? `/shop/${requested}` : '/shop',
  });

  // A branch chosen through the URL holds for the rest of the session (category pages, checkout back).
  useEffect(() => {
    if (requested && branch?.identifier === requested) rememberShopBranch(requested);
  }, [requested, branch]);

  // The shop variant's single cart ('default') is checked against the current branch's catalogue.
  const catalogue = useMemo(() => orderableProducts(groups).map(productSnapshot), [groups]);
  const catalogueKey = catalogue.map((product) => `${product.id}:${product.price}`).join('|');
  useEffect(() => {
    if (!branch) return;
    const offered = orderTypesOf(branch);
    const preferred = offered.includes(config.defaultDeliveryMethod) ? config.defaultDeliveryMethod : undefined;
    cartStore.getState().load(SHOP_CART_KEY, catalogue, preferred);
    // catalogueKey stands for the catalogue's content.
  }, [branch, catalogueKey, config.defaultDeliveryMethod]);

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
  const closed = closedNotice(branch, now, tz);
  const preorder = closed ? preorderNotice(branch, orderTypeOf(cart), now, tz) : null;
  const totals = ready && cart.items.length ? cartTotals(cart, branch, products) : null;
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
      {closed && (
        <Alert
          className="sf-closed"
          type="warning"
          showIcon
          title={closed[0]}
          description={[...closed.slice(1), ...(preorder ?? [])].join(' ') || undefined}
        />
      )}
      <CategoryTabs categories={groups.map((group) => group.category)} activeId={category?.id ?? null} />
      {shownGroups.length === 0 && <p className="sf-result-note">Derzeit sind keine Produkte verfügbar.</p>}
      {shownGroups.map((group) => (
        <section key={group.category.id} className="sf-group" aria-labelledby={`shop-group-${group.category.id}`}>
          {!categoryId && (
            <h2 className="sf-group__title" id={`shop-group-${group.category.id}`}>
              {group.category.name}
            </h2>
          )}
          <div className="sf-product-grid sf-product-grid--tiles">
            {group.products.map(({ product, available }) => (
              <ProductCard
                key={product.id}
                layout="tile"
                product={product}
                available={available}
                currency={currency}
                onOpen={() => setDialog({ product, available })}
                onAllergens={() => setAllergens(product)}
              />
            ))}
          </div>
        </section>
      ))}
      {hasGuidePrices(shownGroups) && <p className="sf-note sf-store__guide">{GUIDE_PRICE_NOTE}</p>}
      {ready && count > 0 && (
        <div className="sf-cart-bar">
          <button
            type="button"
            className="sf-button sf-cart-bar__button"
            onClick={() => cartStore.getState().openPanel()}
          >
            Warenkorb ({count}){totals && !totals.hasHiddenPrices ? ` · ${formatTotal(totals, currency)}` : ''}
          </button>
        </div>
      )}
      <ShopNotifications notices={notices} checkoutPath={checkoutPath} />
      <Suspense fallback={null}>
        {dialog && (
          <ItemDialog
            key={dialog.product.id}
            product={dialog.product}
            available={dialog.available}
            currency={currency}
            onClose={() => setDialog(null)}
            onAdd={({ amount, unit, parts }) => {
              cartStore.getState().addItem({ product: productSnapshot(dialog.product), amount, unit, parts });
              setDialog(null);
              push(STOREFRONT_TEXTS.productAdded);
            }}
          />
        )}
        {allergens && <AllergenDialog product={allergens} onClose={() => setAllergens(null)} />}
        {ready && isPanelOpen && (
          <CartPanel
            branch={branch}
            branches={candidates}
            products={products}
            currency={currency}
            checkoutPath={checkoutPath}
            onSelectBranch={selectBranch}
          />
        )}
      </Suspense>
    </div>
  );
}
