// Test fixtures: library images as GET /api/images returns them.
import { imageUrl, imageVariants, type ImageView } from '@bestell/domain';

export function imageView(id: string, patch: Partial<ImageView> = {}): ImageView {
  const base = { id, version: 1, extension: 'jpg', width: 1600, height: 1200 };
  const merged = { ...base, ...patch };
  return {
    alt: '',
    focalX: 0.5,
    focalY: 0.5,
    mimeType: 'image/jpeg',
    size: 240_000,
    variants: imageVariants(merged.width),
    variantsReady: true,
    usageCount: 0,
    url: imageUrl(merged),
    createdAt: '2026-11-02T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    ...merged,
  };
}
