import { Button } from 'antd';
import type { ApiProduct } from '../../shared/api/types';
import { imageSrc } from '../../shared/ui/media';
import { perUnitText, priceText } from './price';

export interface ProductCardProps {
  product: ApiProduct;
  available: boolean;
  currency: string;
  onOpen(): void;
  onAllergens(): void;
  /** 'tile': the shop variant's grid card with a large image on top (spec 2, shop variant list). */
  layout?: 'row' | 'tile';
}

/** Product card: image, name, description, price ('ca.' / 'ab', hidden price) and the allergen button. */
export function ProductCard({ product, available, currency, onOpen, onAllergens, layout = 'row' }: ProductCardProps) {
  const price = priceText(product, currency);
  const image = product.images?.[0];
  const className = `sf-product${layout === 'tile' ? ' sf-product--tile' : ''}${available ? '' : ' sf-product--unavailable'}`;
  return (
    <article className={className} data-testid="product-card">
      <button type="button" className="sf-product__main" onClick={onOpen}>
        {image && (
          <img
            className="sf-product__image"
            src={imageSrc(image, layout === 'tile' ? 'small' : 'tiny')}
            alt=""
            loading="lazy"
          />
        )}
        <span className="sf-product__text">
          <span className="sf-product__name">{product.name}</span>
          {product.description && <span className="sf-product__description">{product.description}</span>}
          <span className="sf-product__price">
            {price && (
              <>
                <strong>{price}</strong> <span className="sf-product__per">{perUnitText(product)}</span>
              </>
            )}
            {!available && <span className="sf-product__unavailable">Derzeit nicht verfügbar</span>}
          </span>
        </span>
        <span className="sf-product__add" aria-hidden="true">
          +
        </span>
      </button>
      {product.allergens && (
        <Button type="link" size="small" className="sf-product__allergens" onClick={onAllergens}>
          Allergene
        </Button>
      )}
    </article>
  );
}
