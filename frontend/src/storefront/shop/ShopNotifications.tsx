import { STOREFRONT_TEXTS } from '@bestell/domain';
import { useCart } from '../../shared/cart/store';
import type { Notice } from './notifications';
import { Link } from '../../shared/shop-ui/Link';

/**
 * Notification stack of the shop variant: one line per added product and one 'Jetzt bestellen' link to
 * the checkout, shown while any notification is left. The live region stays mounted so screen readers
 * announce additions.
 */
export function ShopNotifications({ notices, checkoutPath }: { notices: Notice[]; checkoutPath: string }) {
  // With the cart open the notice goes behind it: it must never cover the cart's title or close button.
  const cartOpen = useCart((state) => state.isPanelOpen);
  return (
    <div className={`sf-toasts${cartOpen ? ' sf-toasts--behind' : ''}`} role="status" aria-live="polite">
      {notices.length > 0 && (
        <div className="sf-toast">
          <ul className="sf-toast__list">
            {notices.map((notice) => (
              <li key={notice.id}>{notice.text}</li>
            ))}
          </ul>
          <Link to={checkoutPath} className="sf-button sf-toast__action">
            {STOREFRONT_TEXTS.orderNow}
          </Link>
        </div>
      )}
    </div>
  );
}
