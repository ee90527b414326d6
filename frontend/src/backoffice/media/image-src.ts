// Which URL the back office shows for an image: a size variant when it exists, else the original
// (variants of a fresh upload appear once the `images` job ran; small images have no wide variants).
import { imageUrl, imageVariants, type ImageVariant, type ImageView } from '@bestell/domain';
import type { MediaRef } from '../../shared/api/types';
import { imageSrc } from '../../shared/ui/media';

type Shown = MediaRef | ImageView;

function isView(image: Shown): image is ImageView {
  return 'variants' in image && Array.isArray(image.variants);
}

export function variantSrc(image: Shown, size: ImageVariant): string {
  // Older catalogue images came through POST /api/uploads and have no variants.
  if ('publicHash' in image && image.publicHash) return imageSrc(image);
  const ref = { id: image.id, version: image.version ?? 1, extension: image.extension ?? 'jpg' };
  if (isView(image)) {
    return image.variantsReady && image.variants.includes(size) ? imageUrl(ref, size) : image.url;
  }
  if (image.width && !imageVariants(image.width).includes(size)) return imageUrl(ref);
  return imageUrl(ref, size);
}

/** CSS object-position of the focal point (0..1 each), so crops keep the important part. */
export function focalPosition(image: { focalX?: number | null; focalY?: number | null }): string {
  const x = image.focalX ?? 0.5;
  const y = image.focalY ?? 0.5;
  return `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
}

/** 'N Bilder' / 'N Dateien' (spec 9), with the singular for one. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('de-AT', { maximumFractionDigits: 0 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('de-AT', { maximumFractionDigits: 1 })} MB`;
}

/** The library search: alt text, file name and file type. */
export function filterImages(images: ImageView[], search: string): ImageView[] {
  const term = search.trim().toLowerCase();
  if (!term) return images;
  return images.filter((image) => `${image.alt} ${image.name ?? ''} ${image.extension}`.toLowerCase().includes(term));
}
