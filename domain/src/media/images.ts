/** Image variant widths in pixels (spec 9). */
export const IMAGE_VARIANT_WIDTHS = {
  icon: 64,
  thumbnail: 128,
  tiny: 256,
  small: 640,
  medium: 1280,
  large: 1920,
} as const;

export type ImageVariant = keyof typeof IMAGE_VARIANT_WIDTHS | 'original';

/**
 * Variants to generate for an image of `width` px: every named width not larger than the image (no
 * upscaling), plus 'original' when the image is wider than 1920 (spec 9).
 */
/**
 * What the library calls an uploaded image (issue 39 item 4): the file name without folder and extension,
 * 'Bauernbrot vom Laib.jpg' -> 'Bauernbrot vom Laib'.
 */
export function imageNameFromFile(fileName: string): string {
  const base = fileName.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

export function imageVariants(width: number): ImageVariant[] {
  const variants = (Object.keys(IMAGE_VARIANT_WIDTHS) as (keyof typeof IMAGE_VARIANT_WIDTHS)[]).filter(
    (name) => IMAGE_VARIANT_WIDTHS[name] <= width,
  );
  return width > IMAGE_VARIANT_WIDTHS.large ? [...variants, 'original'] : variants;
}

/** Image URL (spec 2): /image/{id}-{version}.{extension}, or /image/{size}/... for a variant. */
export function imageUrl(
  image: { id: number | string; version: number; extension: string },
  size?: ImageVariant,
): string {
  const file = `${image.id}-${image.version}.${image.extension}`;
  return size && size !== 'original' ? `/image/${size}/${file}` : `/image/${file}`;
}

/** Upload URL (spec 2): /upload/{publicHash}/{id}-{version}.{extension}; preview always .jpg. */
export function uploadUrl(
  upload: { id: number | string; version: number; extension: string; publicHash: string },
  preview = false,
): string {
  return preview
    ? `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`
    : `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
}

/** Upload types with an image preview (spec 3): jpeg, png, gif. */
export function hasImagePreview(mimeType: string | null | undefined): boolean {
  return ['image/jpeg', 'image/png', 'image/gif'].includes((mimeType ?? '').toLowerCase());
}

/** Slider seconds (spec 3 and 9): the product's own duration, else 10 s with several images, else 5 s. */
export function sliderDuration(duration: number | null | undefined, imageCount: number): number {
  if (duration && duration > 0) return duration;
  return imageCount > 1 ? 10 : 5;
}
