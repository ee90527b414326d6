import { Injectable } from '@nestjs/common';
import { type AppIconKind, type IconImage, IMAGE_VARIANT_WIDTHS, type ImageVariant } from '@bestell/domain';
import { ImagesService } from '../media/index.js';
import { ShopConfigService } from '../settings/index.js';
import { drawIcon } from './draw-icon.js';

/** Generated icons kept in memory: a handful of small PNGs per logo version. */
const CACHE_ENTRIES = 32;

const variantFor = (width: number): ImageVariant =>
  (Object.keys(IMAGE_VARIANT_WIDTHS) as (keyof typeof IMAGE_VARIANT_WIDTHS)[]).find(
    (name) => IMAGE_VARIANT_WIDTHS[name] >= width,
  ) ?? 'original';

const libraryImage = (image: IconImage | null | undefined): IconImage | null =>
  image && !image.publicHash ? image : null;

/**
 * Favicon and app icons drawn from the shop's logo (issue 14 item 4). Each icon is drawn once per logo
 * version and kept; a new logo version has new URLs (domain appIcons), so old entries just age out.
 */
@Injectable()
export class IconsService {
  private readonly cache = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly config: ShopConfigService,
    private readonly images: ImagesService,
  ) {}

  /** The icon of the CURRENT logo with this id and version; null when the logo is another (or none). */
  async logoIcon(id: string, version: number, kind: AppIconKind): Promise<Buffer | null> {
    const logo = libraryImage((await this.config.get()).logo);
    if (!logo || logo.id !== id || logo.version !== version) return null;
    return this.draw(logo, kind);
  }

  /** GET /favicon.ico: the configured favicon, else the logo's, else none. With an ETag of its source. */
  async favicon(): Promise<{ bytes: Buffer; etag: string } | null> {
    const config = await this.config.get();
    for (const image of [libraryImage(config.favicon), libraryImage(config.logo)]) {
      if (!image) continue;
      const bytes = await this.draw(image, '32');
      if (bytes) return { bytes, etag: `"favicon-${image.id}-${image.version}"` };
    }
    return null;
  }

  private draw(image: IconImage, kind: AppIconKind): Promise<Buffer | null> {
    const key = `${image.id}-${image.version}-${kind}`;
    let icon = this.cache.get(key);
    if (!icon) {
      icon = this.render(image, kind);
      this.cache.set(key, icon);
      // A failed or missing source is not kept: the next request tries again.
      void icon.then(
        (bytes) => bytes ?? this.cache.delete(key),
        () => this.cache.delete(key),
      );
      while (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    }
    return icon;
  }

  private async render(image: IconImage, kind: AppIconKind): Promise<Buffer | null> {
    const size = kind === 'maskable-512' ? 512 : Number(kind);
    // A variant about twice the icon's size keeps the downscale sharp without decoding a huge original.
    const file = await this.images.readVariant(image, variantFor(size * 2));
    if (!file) return null;
    return drawIcon(file.bytes, kind);
  }
}
