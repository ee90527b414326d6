// One image element for every picture of the storefront (issue 14): a box of fixed aspect ratio (nothing
// shifts when the file arrives), srcset from the variants that exist, lazy below the fold, cropped around
// the focal point. A plain <img srcset>: the server picks WebP by Accept, so <picture> would add nothing.
import { imageElement } from '@bestell/domain';
import type { CSSProperties, SyntheticEvent } from 'react';
import type { MediaRef } from '../api/types';
import './responsive-image.css';

export interface ResponsiveImageProps {
  image: MediaRef | null | undefined;
  /** The `sizes` attribute: the rendered CSS width of the box, as the surrounding CSS lays it out. */
  sizes: string;
  /** Width / height of the box; without it the class must give the box its aspect-ratio. */
  ratio?: number;
  /** 'cover' crops the image into the box around its focal point; 'contain' fits it (logos). */
  fit?: 'cover' | 'contain';
  /** Used when the image has no alt text of its own; '' marks it decorative. */
  alt?: string;
  /** Decorative next to text saying the same (a category's icon beside its name): alt="" even if the image has one. */
  decorative?: boolean;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Load at once at normal priority (an image about to be shown, e.g. a slider's next one). */
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
  /** The file arrived (a slider reads its natural size when the record has none). */
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

export function ResponsiveImage({
  image,
  sizes,
  ratio,
  fit = 'cover',
  alt = '',
  decorative = false,
  priority = false,
  eager = false,
  className,
  style,
  onLoad,
}: ResponsiveImageProps) {
  const classes = ['sf-img', `sf-img--${fit}`, image ? '' : 'sf-img--empty', className].filter(Boolean).join(' ');
  const boxStyle: CSSProperties = ratio ? { aspectRatio: String(ratio), ...style } : { ...style };
  if (!image) {
    return (
      <span className={classes} style={boxStyle} data-testid="image-placeholder" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path
            fill="currentColor"
            d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h14a2 2 0 0 0 2-2ZM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z"
          />
        </svg>
      </span>
    );
  }
  // Uploads (publicHash) have no variants; library images offer those their width has.
  const img = imageElement(image, sizes, alt);
  return (
    <span className={classes} style={boxStyle}>
      <img
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        width={img.width ?? undefined}
        height={img.height ?? undefined}
        sizes={img.srcSet ? sizes : undefined}
        srcSet={img.srcSet || undefined}
        src={img.src}
        alt={decorative ? '' : img.alt}
        style={fit === 'cover' ? { objectPosition: img.objectPosition } : undefined}
        onLoad={onLoad}
      />
    </span>
  );
}
