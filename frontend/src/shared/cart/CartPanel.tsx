import {
  calculationModelFor,
  canDecrease,
  canIncrease,
  decreaseAmount,
  increaseAmount,
  quantityLimitsFor,
  formatMoney,
  freeDeliveryRemaining,
  itemTotal,
  minimumOrderMessage,
  ORDER_LABELS,
  type OrderType,
  OWN_TEXTS,
  type PartSelection,
  pricePrefix,
  STOREFRONT_TEXTS,
  totalsNotes,
  unitLabel,
} from '@bestell/domain';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ApiBranch, ApiProduct } from '../api/types';
import { amountText } from '../menu/QuantityPicker';
import { CartTotals } from './CartTotals';
import { cartTotals, deliveryAreaOf, orderTypeOf, orderTypesOf } from './selectors';
import { cartStore, useCart, type CartLine } from './store';
import { Alert } from '../shop-ui/Alert';
import { Button } from '../shop-ui/Button';
import { Select } from '../shop-ui/fields';

function partText(selection: PartSelection): string | null {
  if (selection === null || selection === undefined || selection === '') return null;
  if (typeof selection === 'string') return selection;
  if (Array.isArray(selection)) {
    if (selection.length === 0) return null;
    return selection.map((entry) => ('name' in entry ? String(entry.name) : '')).join(', ');
  }
  return selection.name;
}

export function LineText({ line, product, currency }: { line: CartLine; product?: ApiProduct; currency: string }) {
  const details = (line.parts ?? []).map(partText).filter(Boolean).join(' · ');
  const price =
    product && !product.isPriceHidden
      ? formatMoney(
          itemTotal({ product, amount: line.amount, unit: line.unit, parts: line.parts }),
          currency,
          pricePrefix(calculationModelFor(product, line.unit)),
        )
      : null;
  return (
    <div className="sf-cart-line__text">
      <span className="sf-cart-line__name">
        {amountText(line.amount)} {unitLabel(line.unit)} {line.product.name}
      </span>
      {details && <span className="sf-cart-line__details">{details}</span>}
      {price && <span className="sf-cart-line__price">{price}</span>}
    </div>
  );
}

/** + / − of one cart line by the product's step, within its minimum and maximum (spec 5 Quantity). */
export function LineStepper({ line, product }: { line: CartLine; product: ApiProduct }) {
  const limits = quantityLimitsFor(product, line.unit);
  const set = (amount: number) => cartStore.getState().setAmount(line.product.uid, amount);
  return (
    <span className="sf-line-stepper" role="group" aria-label={`Menge ${line.product.name}`}>
      <Button
        size="small"
        aria-label={`${line.product.name}: Menge verringern`}
        disabled={!canDecrease(line.amount, limits)}
        onClick={() => set(decreaseAmount(line.amount, limits))}
      >
        −
      </Button>
      <span className="sf-line-stepper__amount" aria-live="polite">
        {amountText(line.amount)}
      </span>
      <Button
        size="small"
        aria-label={`${line.product.name}: Menge erhöhen`}
        disabled={!canIncrease(line.amount, limits)}
        onClick={() => set(increaseAmount(line.amount, limits))}
      >
        +
      </Button>
    </span>
  );
}

export interface OrderSummaryProps {
  branch: ApiBranch;
  branches: ApiBranch[];
  products: ReadonlyMap<string, ApiProduct>;
  currency: string;
}

export interface CartPanelProps extends OrderSummaryProps {
  /** Where 'Jetzt vorbestellen' leads; default /store/{branch}/checkout (the shop variant passes its own). */
  checkoutPath?: string;
  /** Picking another pickup branch; default opens /store/{identifier}. */
  onSelectBranch?(identifier: string): void;
}

/** Order type, delivery area and totals (spec 2 branch shop page) with the minimum-order and price notes. */
export function OrderSummary({ branch, products, currency }: Omit<OrderSummaryProps, 'branches'>) {
  const cart = useCart((state) => state.cart);
  const types = orderTypesOf(branch);
  const orderType = orderTypeOf(cart);
  const area = deliveryAreaOf(cart, branch);
  const totals = useMemo(() => cartTotals(cart, branch, products), [cart, branch, products]);
  const minimum = minimumOrderMessage(totals.minimumOrder, currency);
  const remaining = orderType === 'delivery' && area ? freeDeliveryRemaining(area, totals.gross) : null;

  return (
    <div className="sf-summary">
      {types.length > 0 && (
        <label className="sf-field">
          <span className="sf-field__label">{STOREFRONT_TEXTS.deliveryType}</span>
          <Select<OrderType>
            value={types.includes(orderType) ? orderType : types[0]}
            options={types.map((type) => ({ value: type, label: ORDER_LABELS.orderTypeCustomer[type] }))}
            onChange={(type) => cartStore.getState().setOrderType(type)}
          />
        </label>
      )}
      {orderType === 'delivery' && (branch.deliveryAreas?.length ?? 0) > 0 && (
        <label className="sf-field">
          <span className="sf-field__label">{STOREFRONT_TEXTS.deliveryArea}</span>
          <Select
            value={area?.area}
            options={(branch.deliveryAreas ?? []).map((entry) => ({ value: entry.area, label: entry.area }))}
            onChange={(value) => cartStore.getState().setDeliveryArea(value)}
          />
        </label>
      )}
      <CartTotals totals={totals} currency={currency} orderType={orderType} />
      {minimum && <Alert type="warning" showIcon title={minimum} />}
      {remaining && <p className="sf-note">{OWN_TEXTS.freeDeliveryRemaining(formatMoney(remaining, currency))}</p>}
      {totalsNotes(totals).map((note) => (
        <p key={note} className="sf-note">
          {note}
        </p>
      ))}
    </div>
  );
}

/**
 * Cart panel (spec 2): items with removal, order summary, pickup branch selector 'Abholung in {city}',
 * 'Jetzt vorbestellen' (disabled when empty). The overlay is labelled 'Warenkorb ausblenden'; Escape closes.
 */
export function CartPanel({ branch, branches, products, currency, checkoutPath, onSelectBranch }: CartPanelProps) {
  const open = useCart((state) => state.isPanelOpen);
  const items = useCart((state) => state.cart.items);
  const navigate = useNavigate();
  const close = () => cartStore.getState().closePanel();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cartStore.getState().closePanel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  const pickupBranches = branches.filter((other) => other.isTakeawayEnabled !== false);
  return (
    <div className="sf-cart">
      <button type="button" className="sf-cart__overlay" aria-label={STOREFRONT_TEXTS.hideCart} onClick={close} />
      <aside className="sf-cart__panel" role="dialog" aria-modal="true" aria-labelledby="sf-cart-title">
        <div className="sf-cart__head">
          <h2 id="sf-cart-title">Warenkorb</h2>
          <Button variant="text" aria-label={STOREFRONT_TEXTS.hideCart} onClick={close}>
            ✕
          </Button>
        </div>
        <ul className="sf-cart__items">
          {items.map((line) => {
            const product = products.get(String(line.product.id));
            return (
              <li key={line.product.uid} className="sf-cart-line">
                <LineText line={line} product={product} currency={currency} />
                <span className="sf-cart-line__actions">
                  {product && <LineStepper line={line} product={product} />}
                  <Button
                    size="small"
                    danger
                    variant="text"
                    aria-label={`${line.product.name} entfernen`}
                    onClick={() => cartStore.getState().removeItem(line.product.uid)}
                  >
                    Entfernen
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
        <OrderSummary branch={branch} products={products} currency={currency} />
        {pickupBranches.length > 1 && (
          <Select
            className="sf-cart__pickup"
            aria-label="Filiale"
            value={branch.identifier}
            options={pickupBranches.map((other) => ({
              value: other.identifier,
              // The name too: two branches in one city would both read 'Abholung in Linz' (issue 39 item 6).
              label: STOREFRONT_TEXTS.pickupAt(other),
            }))}
            onChange={(identifier) => {
              close();
              if (onSelectBranch) onSelectBranch(identifier);
              else navigate(`/store/${identifier}`);
            }}
          />
        )}
        {pickupBranches.length <= 1 && branch.city && (
          <p className="sf-cart__pickup-text">
            {branches.length > 1 ? STOREFRONT_TEXTS.pickupAt(branch) : STOREFRONT_TEXTS.pickupIn(branch.city)}
          </p>
        )}
        <Button
          variant="primary"
          size="large"
          block
          disabled={items.length === 0}
          onClick={() => navigate(checkoutPath ?? `/store/${branch.identifier}/checkout`)}
        >
          {STOREFRONT_TEXTS.preorderNow}
        </Button>
      </aside>
    </div>
  );
}
