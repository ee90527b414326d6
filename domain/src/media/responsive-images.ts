// What a browser may load of a library image (spec 2 image URLs, spec 9 variant widths): the srcset
// candidates that exist for the image's width, a fallback src, and the crop around the focal point.
import { IMAGE_VARIANT_WIDTHS, imageUrl, imageVariants } from './images.js';

/** An image reference as catalogue JSON carries it; width is unknown for old rows. */
export interface SizedImage {
  id: number | string;
  version: number;
  extension: string;
  width?: number | null;
  focalX?: number | null;
  focalY?: number | null;
}

export interface ImageCandidate {
  url: string;
  /** Pixel width of the file behind `url`. */
  width: number;
}

/**
 * The files that exist for an image, narrowest first, all in the original format (the server swaps in
 * WebP by Accept): each named variant not wider than the image, and the original itself when it is at
 * most 1920 px wide and wider than its largest variant. A wider original is never offered (it may be
 * 12 megapixels); an image of unknown width offers nothing, as no variant is known to exist.
 */
export function imageCandidates(image: SizedImage): ImageCandidate[] {
  const width = image.width ?? 0;
  if (!(width > 0)) return [];
  const named = imageVariants(width).flatMap((variant) =>
    variant === 'original' ? [] : [{ url: imageUrl(image, variant), width: IMAGE_VARIANT_WIDTHS[variant] }],
  );
  const largest = named.at(-1)?.width ?? 0;
  return width <= IMAGE_VARIANT_WIDTHS.large && width > largest ? [...named, { url: imageUrl(image), width }] : named;
}

/** `srcset` value: "{url} {width}w" for every candidate; '' when none is known. */
export function imageSrcSet(image: SizedImage): string {
  return imageCandidates(image)
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(', ');
}

/**
 * `src` value for browsers that ignore srcset: the narrowest candidate at least `wanted` px wide, else the
 * widest one; the original when the image's width (and so its variants) is unknown.
 */
export function imageFallbackUrl(image: SizedImage, wanted: number): string {
  const candidates = imageCandidates(image);
  if (candidates.length === 0) return imageUrl(image);
  return (candidates.find((candidate) => candidate.width >= wanted) ?? candidates.at(-1)!).url;
}

const percent = (value: number | null | undefined) =>
  `${Math.round(Math.min(1, Math.max(0, typeof value === 'number' && Number.isFinite(value) ? value : 0.5)) * 1000) / 10}%`;

/** CSS object-position keeping the focal point (0..1 of width and height, centre when absent) in a cropped box. */
export function imageObjectPosition(image: Pick<SizedImage, 'focalX' | 'focalY'>): string {
  return `${percent(image.focalX)} ${percent(image.focalY)}`;
}
