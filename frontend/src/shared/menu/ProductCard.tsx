import { STOREFRONT_TEXTS } from '@bestell/domain';
import type { ApiProduct } from '../api/types';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { perUnitText, priceText } from './price';
import { useLocalSetting } from '../local-settings/store';
import { Button } from '../shop-ui/Button';

export interface ProductCardProps {
  product: ApiProduct;
  available: boolean;
  /** 'DD.MM.YYYY' an unavailable product comes back, when known. */
  availableAgain?: string | null;
  currency: string;
  onOpen(): void;
  onAllergens(): void;
  /** 'tile': the shop variant's grid card with a large image on top (spec 2, shop variant list). */
  layout?: 'row' | 'tile';
  /** false when no product around has a picture: no row of grey placeholders then. */
  withImage?: boolean;
  /** Above the fold: the image loads at once instead of lazily. */
  priority?: boolean;
}

/**
 * Rendered widths of the card images (storefront.css .sf-product__image, shop.css tiles). Desktop tiles
 * are 263 px; 256 lets the browser take the 256 px variant (3% upscaled) instead of the 640 px one.
 */
export const PRODUCT_IMAGE_SIZES = {
  row: '96px',
  tile: '(max-width: 420px) calc(50vw - 20px), (max-width: 960px) 33vw, 256px',
} as const;

/**
 * The card's button already reads the product name, so an image without its own description is decorative
 * (an alt repeating the name would be read twice).
 */
export function cardImageAlt(alt: string | null | undefined, name: string): string {
  const text = alt?.trim() ?? '';
  return text.toLowerCase() === name.trim().toLowerCase() ? '' : text;
}

/** Product card: cover image, name, description, price ('ca.' / 'ab', hidden price) and the allergen button. */
export function ProductCard({
  product,
  available,
  availableAgain,
  currency,
  onOpen,
  onAllergens,
  layout = 'row',
  withImage = true,
  priority = false,
}: ProductCardProps) {
  const price = priceText(product, currency);
  const image = product.images?.[0];
  // Spec 3 local setting: off on a device shows name, image and price only (description, allergens hidden).
  const details = useLocalSetting('showProductData');
  const className = `sf-product${layout === 'tile' ? ' sf-product--tile' : ''}${available ? '' : ' sf-product--unavailable'}`;
  return (
    <article className={className} data-testid="product-card">
      {/* An unavailable product opens no dialog that ends in a disabled button (issue 40 item 9). */}
      <button type="button" className="sf-product__main" onClick={onOpen} disabled={!available}>
        <span className="sf-product__text">
          <span className="sf-product__name">{product.name}</span>
          {details && product.description && <span className="sf-product__description">{product.description}</span>}
          <span className="sf-product__price">
            {price && (
              <>
                <strong>{price}</strong> <span className="sf-product__per">{perUnitText(product)}</span>
              </>
            )}
            {!available && (
              <span className="sf-product__unavailable">
                {availableAgain ? STOREFRONT_TEXTS.availableAgain(availableAgain) : 'Derzeit nicht verfügbar'}
              </span>
            )}
          </span>
        </span>
        {/* After the text in the DOM (CSS shows it first): the button's name starts with the product name. */}
        {withImage && (
          <ResponsiveImage
            className="sf-product__image"
            image={image ? { ...image, alt: cardImageAlt(image.alt, product.name) } : null}
            ratio={layout === 'tile' ? 4 / 3 : 1}
            sizes={PRODUCT_IMAGE_SIZES[layout]}
            priority={priority}
          />
        )}
        {/* An unavailable product is not orderable: no '+', its state instead (issue 16). */}
        {available && (
          <span className="sf-product__add" aria-hidden="true">
            +
          </span>
        )}
      </button>
      {details && product.allergens && (
        <Button variant="link" size="small" className="sf-product__allergens" onClick={onAllergens}>
          Allergene
        </Button>
      )}
    </article>
  );
}
