import { Modal } from 'antd';
import type { ApiProduct } from '../../shared/api/types';
import { sanitizeHtml } from '../../shared/ui/sanitize';

/** Allergen dialog: the product's allergen HTML, sanitised. Escape closes it (antd Modal). */
export function AllergenDialog({ product, onClose }: { product: ApiProduct; onClose(): void }) {
  return (
    <Modal open title={`Allergene: ${product.name}`} onCancel={onClose} footer={null}>
      <div className="sf-rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.allergens) }} />
    </Modal>
  );
}
