import type { ApiProduct } from '../api/types';
import { sanitizeHtml } from '../ui/sanitize-html';
import { Dialog } from '../shop-ui/Dialog';

/** Allergen dialog: the product's allergen HTML, sanitised. Escape closes it. */
export function AllergenDialog({ product, onClose }: { product: ApiProduct; onClose(): void }) {
  return (
    <Dialog title={`Allergene: ${product.name}`} onClose={onClose}>
      <div className="sf-rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.allergens) }} />
    </Dialog>
  );
}
