import { imageUrl, type ImageVariant, uploadUrl } from '@bestell/domain';
import type { MediaRef } from '../api/types';

export function imageSrc(image: MediaRef, size?: ImageVariant): string {
  // Uploaded catalogue images have no size variants; the browser scales the original.
  if (image.publicHash)
    return uploadUrl({
      id: image.id,
      version: image.version ?? 1,
      extension: image.extension ?? 'jpg',
      publicHash: image.publicHash,
    });
  return imageUrl({ id: image.id, version: image.version ?? 1, extension: image.extension ?? 'jpg' }, size);
}
