import {
  closedNotice,
  formatTotal,
  openingStatusText,
  pickupLine,
  preorderNotice,
  STOREFRONT_TEXTS,
} from '@bestell/domain';
import { Alert, message as antMessage } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useInitData } from '../../shared/api/init';
import type { ApiProduct } from '../../shared/api/types';
import { baseTitle, pageTitle, useDocumentMeta } from '../../shared/ui/document-meta';
import { useNow } from '../../shared/ui/use-now';
import { cartTotals, orderTypeOf, productSnapshot, selectCount } from '../cart/selectors';
import { cartStore, useCart } from '../cart/store';
import { NotFoundPage } from '../content/NotFoundPage';
import { CategoryBar, groupAnchor } from './CategoryBar';
import { GUIDE_PRICE_NOTE, hasGuidePrices } from './guide-price';
import { menuGroups, orderableProducts } from './menu-groups';
import { ProductCard } from './ProductCard';

// Dialogs and the cart panel load on first use, keeping the shop page's first visit small.
const ItemDialog = lazy(async () => ({ default: (await import('./ItemDialog')).ItemDialog }));
const AllergenDialog = lazy(async () => ({ default: (await import('./AllergenDialog')).AllergenDialog }));
const CartPanel = lazy(async () => ({ default: (await import('../cart/CartPanel')).CartPanel }));

/** Branch shop page (spec 2): intro, notices, category bar, menu groups, item dialog and cart panel. */
export function StorePage() {
  const { branch: identifier } = useParams();
  const data = useInitData();
  const { config, branches, menus, categories } = data;
  const tz = config.timezone;
  const currency = config.currency;
  const now = useNow();
  const [message, messageHolder] = antMessage.useMessage();
  const branch = branches.find((entry) => entry.identifier === identifier);
  const products = useMemo(() => new Map(data.products.map((product) => [product.id, product])), [data.products]);
  const groups = useMemo(
    () => (branch ? menuGroups(branch, menus, categories, products, now, tz) : []),
    [branch, menus, categories, products, now, tz],
  );
  const [dialog, setDialog] = useState<{ product: ApiProduct; available: boolean } | null>(null);
  const [allergens, setAllergens] = useState<ApiProduct | null>(null);
  const cart = useCart((state) => state.cart);
  const loadedBranch = useCart((state) => state.branch);
  const count = useCart(selectCount);
  const isPanelOpen = useCart((state) => state.isPanelOpen);

  useDocumentMeta({
    title: branch
      ? pageTitle(branch.name, baseTitle(config))
      : pageTitle(STOREFRONT_TEXTS.notFoundTitle, baseTitle(config)),
    description: branch?.description,
    path: `/store/${identifier}`,
  });

  // Load this branch's cart; stale items are dropped against the orderable catalogue (spec 4).
  const catalogue = useMemo(() => orderableProducts(groups).map(productSnapshot), [groups]);
  const catalogueKey = catalogue.map((product) => `${product.id}:${product.price}`).join('|');
  useEffect(() => {
    if (!branch) return;
    const types = [
      branch.isTakeawayEnabled && 'takeaway',
      branch.isDeliveryEnabled && 'delivery',
      branch.isDineInEnabled && 'dineIn',
    ];
    const preferred = types.includes(config.defaultDeliveryMethod) ? config.defaultDeliveryMethod : undefined;
    cartStore.getState().load(branch.identifier, catalogue, preferred);
    // catalogueKey stands for the catalogue's content.
  }, [branch, catalogueKey, config.defaultDeliveryMethod]);

  if (!branch) return <NotFoundPage />;

  const closed = closedNotice(branch, now, tz);
  const preorder = closed ? preorderNotice(branch, orderTypeOf(cart), now, tz) : null;
  const pickup = pickupLine(branch, now, tz);
  const ready = loadedBranch === branch.identifier;
  const totals = ready && cart.items.length ? cartTotals(cart, branch, products) : null;

  return (
    <div className="sf-page sf-store">
      {messageHolder}
      <section className="sf-intro">
        <h1 className="sf-intro__title">{branch.name}</h1>
        {branch.description && <p className="sf-intro__text">{branch.description}</p>}
        <p className="sf-store__meta">
          {[branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
          <br />
          {openingStatusText(branch, now, tz)}
          {pickup && (
            <>
              <br />
              {pickup}
            </>
          )}
        </p>
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
      {groups.length > 1 && <CategoryBar groups={groups} />}
      {groups.length === 0 && <p className="sf-result-note">Derzeit sind keine Produkte verfügbar.</p>}
      {groups.map((group) => (
        <section key={group.category.id} id={groupAnchor(group.category.id)} className="sf-group">
          <h2 className="sf-group__title">{group.category.name}</h2>
          <div className="sf-product-grid">
            {group.products.map(({ product, available }) => (
              <ProductCard
                key={product.id}
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
      {hasGuidePrices(groups) && <p className="sf-note sf-store__guide">{GUIDE_PRICE_NOTE}</p>}{' '}
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
              void message.success(STOREFRONT_TEXTS.productAdded);
            }}
          />
        )}
        {allergens && <AllergenDialog product={allergens} onClose={() => setAllergens(null)} />}
        {ready && isPanelOpen && (
          <CartPanel branch={branch} branches={branches} products={products} currency={currency} />
        )}
      </Suspense>
    </div>
  );
}
