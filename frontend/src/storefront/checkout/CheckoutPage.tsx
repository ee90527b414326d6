import type { PlacedOrder } from '@bestell/domain';
import { checkoutCanonicalPath, checkoutMeta } from '@bestell/domain';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useInitData } from '../../shared/api/init';
import { placeOrder, uploadFile } from '../../shared/api/orders';
import { setAnalyticsBranch, track } from '../../shared/analytics/analytics';
import { useDocumentMeta } from '../../shared/ui/document-meta';
import { useNow } from '../../shared/ui/use-now';
import { cartStore, SHOP_CART_KEY, useCart } from '../../shared/cart/store';
import { NotFoundPage } from '../content/NotFoundPage';
import { branchCatalogue, loadBranchCart } from '../../shared/cart/branch-cart';
import { CheckoutView, type CheckoutApi } from './CheckoutView';
import { fetchSlots } from './slot-availability';

const checkoutApi: CheckoutApi = { placeOrder, upload: uploadFile, slots: fetchSlots };

export interface CheckoutPageProps {
  /** Shop variant (/shop/{branch}/checkout): the cart is stored as 'default' and back goes to /shop/{branch}. */
  variant?: 'store' | 'shop';
  paymentFailed?: boolean;
}

/** Checkout routes (spec 2): /store/{branch}/checkout, .../checkout/error and /shop/{branch}/checkout. */
export function CheckoutPage({ variant = 'store', paymentFailed = false }: CheckoutPageProps) {
  const { branch: identifier } = useParams();
  const data = useInitData();
  const { config, branches } = data;
  const now = useNow(10_000);
  const navigate = useNavigate();
  const branch = branches.find((entry) => entry.identifier === identifier);
  const products = useMemo(() => new Map(data.products.map((product) => [product.id, product])), [data.products]);
  const cartKey = variant === 'shop' ? SHOP_CART_KEY : (branch?.identifier ?? null);
  const loadedKey = useCart((state) => state.branch);
  // The cart this page shows: set in a transition once the effect below has loaded it, so the checkout's
  // first render runs in slices. Rendered straight on the store's change (synchronous, as every external
  // store's is), a fresh load of the checkout spent one 500 ms task on it in Lighthouse (issue 17, TBT).
  const [shownKey, setShownKey] = useState(() => (cartStore.getState().branch === cartKey ? cartKey : null));

  useDocumentMeta({ ...checkoutMeta(config), path: checkoutCanonicalPath(variant, identifier ?? '') });

  // The stored cart is checked against the branch's orderable catalogue on load (spec 4).
  useEffect(() => {
    if (!branch || !cartKey) return;
    loadBranchCart(cartKey, branch, config, () => branchCatalogue(branch, data, new Date()));
    cartStore.getState().closePanel();
    startTransition(() => setShownKey(cartKey));
  }, [branch, cartKey, config, data]);

  const branchId = branch?.id;
  useEffect(() => {
    if (!branchId) return;
    setAnalyticsBranch(branchId);
    track('checkout_step', 'ecommerce', { step: 1 });
  }, [branchId]);

  if (!branch) return <NotFoundPage />;
  if (loadedKey !== cartKey || shownKey !== cartKey) return null;

  const onPlaced = (placed: PlacedOrder) => {
    track('order_placed', 'ecommerce', { value: Number(placed.totalGross), currency: config.currency || 'EUR' });
    if (placed.paymentRedirectUrl) {
      window.location.assign(placed.paymentRedirectUrl);
      return;
    }
    // Spec 4: a new order clears the cart; then the public status page.
    cartStore.getState().clear();
    navigate(`/status/${placed.uid}/${placed.hash}`);
  };

  return (
    <CheckoutView
      branch={branch}
      config={config}
      tables={data.tables}
      donatees={data.donatees}
      products={products}
      now={now}
      backPath={`/${variant}/${branch.identifier}`}
      paymentFailed={paymentFailed}
      api={checkoutApi}
      onPlaced={onPlaced}
      staff={!!data.me}
      branches={branches}
    />
  );
}
