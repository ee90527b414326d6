// Pieces the branch shop page and the shop variant render alike, driven by useBranchShop.
import { formatTotal } from '@bestell/domain';
import { lazy, memo, Suspense } from 'react';
import type { CartPanelProps } from '../cart/CartPanel';
import { Alert } from '../shop-ui/Alert';
import { cartStore } from '../cart/store';
import type { MenuGroup } from './menu-groups';
import { ProductCard, type ProductCardProps } from './ProductCard';
import type { BranchShop } from './use-branch-shop';

// Dialogs and the cart panel load on first use, keeping the shop pages' first visit small.
const ItemDialog = lazy(async () => ({ default: (await import('./ItemDialog')).ItemDialog }));
const AllergenDialog = lazy(async () => ({ default: (await import('./AllergenDialog')).AllergenDialog }));
const CartPanel = lazy(async () => ({ default: (await import('../cart/CartPanel')).CartPanel }));

/** The closed notice (spec 2), with the preorder lines when ordering ahead is possible. */
export function ClosedAlert({ shop }: { shop: BranchShop }) {
  if (!shop.closed) return null;
  return (
    <Alert
      className="sf-closed"
      type="warning"
      showIcon
      title={shop.closed[0]}
      description={[...shop.closed.slice(1), ...(shop.preorder ?? [])].join(' ') || undefined}
    />
  );
}

/** Whether any product of the menu has a picture: otherwise cards show none (no rows of placeholders). */
export const hasProductImages = (groups: MenuGroup[]) =>
  groups.some((group) => group.products.some(({ product }) => !!product.images?.length));

type GridCardProps = Omit<ProductCardProps, 'onOpen' | 'onAllergens'> & Pick<BranchShop, 'openItem' | 'openAllergens'>;

/**
 * A card that re-renders only when its own props change. Loading the cart after the first render updates
 * a store, and React re-renders a store's readers at once, in one task (issue 17: the branch page's whole
 * product list again, a 370 ms task at 4x CPU); the cards take no part in that.
 */
const GridCard = memo(function GridCard({ openItem, openAllergens, ...card }: GridCardProps) {
  return (
    <ProductCard
      {...card}
      onOpen={() => openItem(card.product, card.available)}
      onAllergens={() => openAllergens(card.product)}
    />
  );
});

/** A menu group's product cards; 'tile' is the shop variant's grid. `eager`: how many images load at once. */
export function ProductGrid({
  shop,
  items,
  layout,
  withImages = true,
  eager = 0,
}: {
  shop: BranchShop;
  items: MenuGroup['products'];
  layout?: 'tile';
  withImages?: boolean;
  eager?: number;
}) {
  return (
    <div className={`sf-product-grid${layout === 'tile' ? ' sf-product-grid--tiles' : ''}`}>
      {items.map(({ product, available, availableAgain }, index) => (
        <GridCard
          key={product.id}
          layout={layout}
          withImage={withImages}
          priority={index < eager}
          product={product}
          available={available}
          availableAgain={availableAgain}
          currency={shop.currency}
          openItem={shop.openItem}
          openAllergens={shop.openAllergens}
        />
      ))}
    </div>
  );
}

/** 'Warenkorb (n) · total' bar opening the cart panel, once the cart holds something. */
export function CartBar({ shop }: { shop: BranchShop }) {
  if (!shop.ready || shop.count <= 0) return null;
  const { totals } = shop;
  return (
    <div className="sf-cart-bar">
      <button type="button" className="sf-button sf-cart-bar__button" onClick={() => cartStore.getState().openPanel()}>
        Warenkorb ({shop.count}){totals && !totals.hasHiddenPrices ? ` · ${formatTotal(totals, shop.currency)}` : ''}
      </button>
    </div>
  );
}

/** The item and allergen dialogs and the cart panel; the panel's branch options come from the page. */
export function ShopDialogs({ shop, ...panel }: { shop: BranchShop } & Omit<CartPanelProps, 'products' | 'currency'>) {
  return (
    <Suspense fallback={null}>
      {shop.dialog && (
        <ItemDialog
          key={shop.dialog.product.id}
          product={shop.dialog.product}
          available={shop.dialog.available}
          currency={shop.currency}
          onClose={shop.closeItem}
          onAdd={shop.addItem}
        />
      )}
      {shop.allergens && <AllergenDialog product={shop.allergens} onClose={shop.closeAllergens} />}
      {shop.ready && shop.isPanelOpen && <CartPanel {...panel} products={shop.products} currency={shop.currency} />}
    </Suspense>
  );
}
