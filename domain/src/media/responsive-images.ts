// What a browser may load of a library image (spec 2 image URLs, spec 9 variant widths): the srcset
// candidates that exist for the image's width, a fallback src, and the crop around the focal point.
import { IMAGE_VARIANT_WIDTHS, imageUrl, imageVariants, uploadUrl } from './images.js';

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

/** An image as the storefront's JSON carries it (library image, or an upload with its publicHash). */
export interface ImageElementSource {
  id: number | string;
  version?: number | null;
  extension?: string | null;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
  focalX?: number | null;
  focalY?: number | null;
  publicHash?: string | null;
}

/** The attributes of an <img> showing `image` in a box `sizes` wide (ResponsiveImage, the server's loading shell). */
export interface ImageElementAttributes {
  src: string;
  /** '' for uploads (no variants) and images of unknown width. */
  srcSet: string;
  width: number | null;
  height: number | null;
  alt: string;
  objectPosition: string;
}

/** The widest px length in `sizes` (its last entry is the default), for the src of srcset-less browsers. */
function fallbackWidth(sizes: string): number {
  const px = /(\d+(?:\.\d+)?)px\s*$/.exec(sizes.trim());
  return px ? Math.ceil(Number(px[1])) : 640;
}

/**
 * One rule for the storefront's image elements: uploads are their original file, library images offer
 * their variants (srcset) with the narrowest one covering `sizes` as src; the image's own alt text first.
 */
export function imageElement(image: ImageElementSource, sizes: string, alt = ''): ImageElementAttributes {
  const ref = { ...image, version: image.version ?? 1, extension: image.extension ?? 'jpg' };
  const srcSet = image.publicHash ? '' : imageSrcSet(ref);
  const src = image.publicHash
    ? uploadUrl({ ...ref, publicHash: image.publicHash })
    : srcSet
      ? imageFallbackUrl(ref, fallbackWidth(sizes))
      : imageUrl(ref);
  return {
    src,
    srcSet,
    width: image.width || null,
    height: image.height || null,
    alt: image.alt?.trim() || alt,
    objectPosition: imageObjectPosition(image),
  };
}

/** The branch page's banner (StorePage): the page's width less its padding, at most 1,088 px. */
export const STORE_BANNER_SIZES = '(max-width: 1120px) calc(100vw - 32px), 1088px';
