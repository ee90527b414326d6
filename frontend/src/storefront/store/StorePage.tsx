import { branchMeta, openingStatusText, pickupLine, STORE_BANNER_SIZES } from '@bestell/domain';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useInitData } from '../../shared/api/init';
import { useDocumentMeta } from '../../shared/ui/document-meta';
import { useNow } from '../../shared/ui/use-now';
import { useCart } from '../../shared/cart/store';
import { NotFoundPage } from '../content/NotFoundPage';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { CartBar, ClosedAlert, hasProductImages, ProductGrid, ShopDialogs } from '../../shared/menu/BranchShopParts';
import { CategoryBar, groupAnchor } from '../../shared/menu/CategoryBar';
import { GUIDE_PRICE_NOTE, hasGuidePrices } from '../../shared/menu/guide-price';
import { useBranchShop } from '../../shared/menu/use-branch-shop';
import { useToast } from '../../shared/shop-ui/toast';

/** Branch shop page (spec 2): intro, notices, category bar, menu groups, item dialog and cart panel. */
export function StorePage() {
  const { branch: identifier } = useParams();
  const { config, branches } = useInitData();
  const tz = config.timezone;
  const now = useNow();
  const [message, messageHolder] = useToast();
  const branch = branches.find((entry) => entry.identifier === identifier);

  useDocumentMeta({ ...branchMeta(branch, config), path: `/store/${identifier}` });

  // Loads this branch's own cart.
  const shop = useBranchShop(branch, { now, onAdded: (text) => message.success(text) });
  const { groups } = shop;
  // The added-to-cart notice sits at the top, where the opened cart has its title and close button:
  // opening the cart (which lists the item anyway) dismisses it (issue 16).
  const cartOpen = useCart((state) => state.isPanelOpen);
  useEffect(() => {
    if (cartOpen) message.destroy();
  }, [cartOpen, message]);

  // Opening-hours texts once per branch and minute, not again when the cart's load re-renders the page.
  const pickup = useMemo(() => branch && pickupLine(branch, now, tz), [branch, now, tz]);
  const status = useMemo(() => branch && openingStatusText(branch, now, tz), [branch, now, tz]);

  if (!branch) return <NotFoundPage />;

  const banner = branch.images?.[0];
  const withImages = hasProductImages(groups);

  return (
    <div className="sf-page sf-store">
      {messageHolder}
      {banner && <ResponsiveImage className="sf-store__banner" image={banner} sizes={STORE_BANNER_SIZES} priority />}
      <section className="sf-intro">
        <h1 className="sf-intro__title">{branch.name}</h1>
        {branch.description && <p className="sf-intro__text">{branch.description}</p>}
        <p className="sf-store__meta">
          {[branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
          <br />
          {status}
          {pickup && (
            <>
              <br />
              {pickup}
            </>
          )}
        </p>
      </section>
      <ClosedAlert shop={shop} />
      {groups.length > 1 && <CategoryBar groups={groups} />}
      {groups.length === 0 && <p className="sf-result-note">Derzeit sind keine Produkte verfügbar.</p>}
      {groups.map((group, index) => (
        <section key={group.category.id} id={groupAnchor(group.category.id)} className="sf-group">
          <h2 className="sf-group__title">{group.category.name}</h2>
          <ProductGrid shop={shop} items={group.products} withImages={withImages} eager={index === 0 ? 4 : 0} />
        </section>
      ))}
      {hasGuidePrices(groups) && <p className="sf-note sf-store__guide">{GUIDE_PRICE_NOTE}</p>}
      <CartBar shop={shop} />
      <ShopDialogs shop={shop} branch={branch} branches={branches} />
    </div>
  );
}
