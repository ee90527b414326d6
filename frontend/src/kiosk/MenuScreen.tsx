import { formatTotal, KIOSK_TEXTS, type KioskOrderType } from '@bestell/domain';
import { useInitData } from '../shared/api/init';
import type { ApiBranch } from '../shared/api/types';
import { useNow } from '../shared/ui/use-now';
import { LineStepper, LineText } from '../shared/cart/CartPanel';
import { cartStore, useCart } from '../shared/cart/store';
import { ProductGrid, ShopDialogs, hasProductImages } from '../shared/menu/BranchShopParts';
import { CategoryBar, groupAnchor } from '../shared/menu/CategoryBar';
import { useBranchShop } from '../shared/menu/use-branch-shop';
import { Button } from '../shared/shop-ui/Button';

export const ORDER_TYPE_LABEL: Record<KioskOrderType, string> = {
  dineIn: KIOSK_TEXTS.dineIn,
  takeaway: KIOSK_TEXTS.takeaway,
};

/** The branch's menu with the storefront's cards and item dialog; the cart stays open at the bottom. */
export function MenuScreen({
  branch,
  orderType,
  onCancel,
  onPay,
  onChangeType,
}: {
  branch: ApiBranch;
  orderType: KioskOrderType;
  onCancel(): void;
  onPay(): void;
  onChangeType(): void;
}) {
  const { branches } = useInitData();
  const now = useNow();
  const shop = useBranchShop(branch, { now, onAdded: () => undefined });
  const items = useCart((state) => state.cart.items);
  const withImages = hasProductImages(shop.groups);

  return (
    <div className="ks-menu">
      <header className="ks-bar">
        <span className="ks-bar__name">{branch.name}</span>
        <Button className="ks-chip" onClick={onChangeType} aria-label={`${ORDER_TYPE_LABEL[orderType]} – ändern`}>
          {ORDER_TYPE_LABEL[orderType]}
        </Button>
      </header>
      {shop.groups.length > 1 && <CategoryBar groups={shop.groups} />}
      <div className="ks-menu__groups">
        {shop.groups.length === 0 && <p className="ks-hint">Derzeit sind keine Produkte verfügbar.</p>}
        {shop.groups.map((group, index) => (
          <section key={group.category.id} id={groupAnchor(group.category.id)} className="ks-group">
            <h2 className="ks-group__title">{group.category.name}</h2>
            <ProductGrid
              shop={shop}
              items={group.products}
              layout="tile"
              withImages={withImages}
              eager={index === 0 ? 6 : 0}
            />
          </section>
        ))}
      </div>
      <aside className="ks-cart" aria-label="Warenkorb">
        {items.length > 0 ? (
          <ul className="ks-cart__lines">
            {items.map((line) => {
              const product = shop.products.get(String(line.product.id));
              return (
                <li key={line.product.uid} className="ks-cart__line">
                  <LineText line={line} product={product} currency={shop.currency} />
                  {product && <LineStepper line={line} product={product} />}
                  <Button
                    variant="text"
                    aria-label={`${line.product.name} entfernen`}
                    onClick={() => cartStore.getState().removeItem(line.product.uid)}
                  >
                    ✕
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="ks-cart__empty">Tippen Sie auf ein Produkt, um es hinzuzufügen.</p>
        )}
        <div className="ks-cart__actions">
          <Button size="large" onClick={onCancel}>
            Abbrechen
          </Button>
          <Button
            size="large"
            variant="primary"
            disabled={items.length === 0 || !shop.totals}
            onClick={onPay}
            data-testid="kiosk-to-pay"
          >
            Bezahlen{shop.totals && !shop.totals.hasHiddenPrices ? ` · ${formatTotal(shop.totals, shop.currency)}` : ''}
          </Button>
        </div>
      </aside>
      <ShopDialogs shop={shop} branch={branch} branches={branches} />
    </div>
  );
}
