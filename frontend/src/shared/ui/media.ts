import { imageUrl, type ImageVariant } from '@bestell/domain';
import type { MediaRef } from '../api/types';

export function imageSrc(image: MediaRef, size?: ImageVariant): string {
  return imageUrl({ id: image.id, version: image.version ?? 1, extension: image.extension ?? 'jpg' }, size);
}
