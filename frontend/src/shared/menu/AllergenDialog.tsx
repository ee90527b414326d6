import type { ApiProduct } from '../api/types';
import { sanitizeHtml } from '../ui/sanitize-html';
import { Dialog } from '../shop-ui/Dialog';

/**
 * Allergen dialog: the product's allergen HTML, sanitised. Escape closes it. Text typed without any tag
 * (one allergen a line, issue 39 item 4) keeps its line breaks.
 */
export function AllergenDialog({ product, onClose }: { product: ApiProduct; onClose(): void }) {
  const plain = !/<[a-z!/]/i.test(product.allergens ?? '');
  return (
    <Dialog title={`Allergene: ${product.name}`} onClose={onClose}>
      <div
        className="sf-rich-text"
        style={plain ? { whiteSpace: 'pre-line' } : undefined}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.allergens) }}
      />
    </Dialog>
  );
}
