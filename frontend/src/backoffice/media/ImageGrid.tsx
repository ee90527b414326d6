// Thumbnails of library images, shared by the 'Bilder' screen and the picker. Each tile is a button:
// the library opens the image, the picker selects it. Crops follow the image's focal point.
import type { ImageView } from '@bestell/domain';
import { focalPosition, variantSrc } from './image-src';

type Props = {
  images: ImageView[];
  /** Accessible name of the list. */
  label: string;
  selected?: ReadonlySet<string>;
  onOpen: (image: ImageView) => void;
  /** Extra line under the size (e.g. the usage in the library). */
  meta?: (image: ImageView) => string | null;
};

export function imageName(image: ImageView): string {
  // Without an alt text the file's name (issue 39 item 4), then the size.
  return image.alt || image.name || `Bild ohne Alternativtext (${image.width} × ${image.height})`;
}

export function ImageGrid({ images, label, selected, onOpen, meta }: Props) {
  return (
    <ul className="bo-media-grid" aria-label={label}>
      {images.map((image) => {
        const isSelected = selected?.has(image.id);
        const extra = meta?.(image);
        return (
          <li key={image.id}>
            <button
              type="button"
              className={`bo-media-tile${isSelected ? ' bo-media-tile--selected' : ''}`}
              aria-pressed={selected ? !!isSelected : undefined}
              onClick={() => onOpen(image)}
            >
              <span className="bo-media-tile__frame">
                {/* The tile's text names the image; the picture itself adds nothing for a screen reader. */}
                <img
                  src={variantSrc(image, 'tiny')}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={256}
                  height={256}
                  style={{ objectPosition: focalPosition(image) }}
                />
              </span>
              {/* Long names wrap to two lines and end in an ellipsis; the title shows all of it. */}
              <span className="bo-media-tile__name" title={imageName(image)}>
                {imageName(image)}
              </span>
              <span className="bo-media-tile__meta">
                {image.width} × {image.height} · {image.extension.toUpperCase()}
              </span>
              {extra && <span className="bo-media-tile__meta">{extra}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
