import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  IMAGE_VARIANT_WIDTHS,
  type ImageRef,
  type ImageVariant,
  imageNameFromFile,
  imageUrl,
  imageVariants,
  type ImageView,
  STOREFRONT_TEXTS,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import { ApiError, isUuid, maskFileName } from '../../common/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { enqueueOutbox } from '../../outbox/index.js';
import { FileStorage } from '../../storage/index.js';
import { Image } from './image.entity.js';
import { ImageRepository } from './image.repository.js';
import { acceptsWebp, inspectImage, MIME_TYPES, rasterizeSvg } from './image-processing.js';
import { IMAGE_RENDERER, type ImageRenderer } from './image-renderer.js';
import { type ImageFile, VariantCache } from './variant-cache.js';

export type { ImageFile } from './variant-cache.js';

/** A new original: the file's bytes and name plus the editable fields. */
export interface NewImage {
  bytes: Buffer;
  name: string;
  alt?: string | null;
  focalX?: number | null;
  focalY?: number | null;
}

export interface ImageChange {
  alt?: string | null;
  focalX?: number | null;
  focalY?: number | null;
  /** A new original: the image keeps its id and gets the next version (new URLs). */
  file?: { bytes: Buffer; name: string };
}

/** Storage layout: `images/{id}/{version}/source.{ext}` (untouched) and `.../{variant}.{format}` (rendered). */
const folder = (id: string, version?: number) => (version === undefined ? `images/${id}` : `images/${id}/${version}`);
const sourceKey = (i: { id: string; version: number; extension: string }) =>
  `${folder(i.id, i.version)}/source.${i.extension}`;
const variantKey = (id: string, version: number, variant: ImageVariant, format: string) =>
  `${folder(id, version)}/${variant}.${format}`;

/** How long a process trusts what it knows about an image's current version before asking the database. */
const VERSION_TTL_MS = 5_000;
/** Renders running at once in one process (see limited()). */
const RENDER_SLOTS = Math.max(1, availableParallelism());
/** Renditions kept in memory for serving (hot product cards). */
const CACHE_BYTES = 64 * 1024 * 1024;

interface Current {
  version: number;
  extension: string;
  width: number;
}

/**
 * The image library (spec 7 "Images"): originals stored untouched, renditions of spec 9's widths in the
 * original format and WebP, rendered once by the `images` job (outbox row written with the upload) or,
 * when asked for earlier, on demand and then stored. Other modules create images from bytes
 * (createFromBuffer: seed, logos) and read renditions (readVariant: the template renderer).
 */
@Injectable()
export class ImagesService {
  private readonly logger = new Logger('Images');
  private readonly cache = new VariantCache(CACHE_BYTES);
  private readonly versions = new Map<string, { value: Current | null; at: number }>();
  private readonly rendering = new Map<string, Promise<ImageFile | null>>();
  private readonly looking = new Map<string, Promise<Current | null>>();
  private renders = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly ds: DataSource,
    private readonly repo: ImageRepository,
    private readonly files: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(IMAGE_RENDERER) private readonly renderer: ImageRenderer,
  ) {}

  async list(): Promise<ImageView[]> {
    const images = await this.repo.list();
    const usage = await this.repo.usageCounts(images.map((i) => i.id));
    return images.map((i) => toView(i, usage.get(i.id) ?? 0));
  }

  async get(id: string): Promise<ImageView> {
    const image = isUuid(id) ? await this.repo.find(id) : null;
    if (!image) throw ApiError.notFound();
    const usage = await this.repo.usageCounts([id]);
    return toView(image, usage.get(id) ?? 0);
  }

  /** POST /api/images: a file from the back office; any reason to refuse is spec 8's upload message on `field`. */
  async create(input: NewImage, field = 'data'): Promise<ImageView> {
    const inspected = await this.inspect(input.bytes, input.name, field);
    const image = this.ds.getRepository(Image).create({
      id: randomUUID(),
      version: 1,
      extension: inspected.extension,
      mimeType: inspected.mimeType,
      width: inspected.width,
      height: inspected.height,
      size: input.bytes.length,
      alt: (input.alt ?? '').trim().slice(0, 200),
      focalX: input.focalX ?? 0.5,
      focalY: input.focalY ?? 0.5,
      originalName: input.name.trim().slice(0, 255),
      variantsReady: false,
    });
    // File first: a row never points at bytes that are not there (an orphan file is harmless).
    await this.files.put(sourceKey(image), input.bytes);
    const saved = await this.ds.transaction(async (em) => {
      const row = await this.repo.insert(em, image);
      await this.enqueueVariants(em, row);
      return row;
    });
    return toView(saved, 0);
  }

  /**
   * For other modules (seed illustrations, logos, generated pictures): stores bytes as a library image
   * with the same checks as an upload. SVG is drawn as a PNG `svgWidth` pixels wide first (trusted
   * callers only; the HTTP API never accepts SVG).
   */
  async createFromBuffer(
    bytes: Buffer,
    options: { name?: string; alt?: string; focalX?: number; focalY?: number; svgWidth?: number } = {},
  ): Promise<ImageView> {
    const name = options.name ?? 'bild';
    const png = /^\s*(<\?xml|<svg)/i.test(bytes.subarray(0, 256).toString('utf8'))
      ? await rasterizeSvg(bytes, options.svgWidth ?? 1600)
      : null;
    return this.create({ ...options, name: png ? name.replace(/\.svg$/i, '.png') : name, bytes: png ?? bytes });
  }

  /** PUT /api/images/{id}: alt text and focal point; with a file the original is replaced (version + 1). */
  async update(id: string, change: ImageChange, field = 'data'): Promise<ImageView> {
    if (!isUuid(id)) throw ApiError.notFound();
    const inspected = change.file ? await this.inspect(change.file.bytes, change.file.name, field) : null;
    const { image, replaced } = await this.ds.transaction(async (em) => {
      const image = await this.repo.findForUpdate(em, id);
      if (!image) throw ApiError.notFound();
      if (change.alt !== undefined) image.alt = (change.alt ?? '').trim().slice(0, 200);
      if (change.focalX !== undefined) image.focalX = change.focalX ?? 0.5;
      if (change.focalY !== undefined) image.focalY = change.focalY ?? 0.5;
      let replaced: number | null = null;
      if (change.file && inspected) {
        replaced = image.version;
        Object.assign(image, {
          version: image.version + 1,
          extension: inspected.extension,
          mimeType: inspected.mimeType,
          width: inspected.width,
          height: inspected.height,
          size: change.file.bytes.length,
          originalName: change.file.name.trim().slice(0, 255),
          variantsReady: false,
        });
        // Written inside the transaction (the version is known only under the row lock), before commit.
        await this.files.put(sourceKey(image), change.file.bytes);
        await this.enqueueVariants(em, image);
        await this.repo.refreshReferences(em, image);
      }
      return { image: await this.repo.save(em, image), replaced };
    });
    if (replaced !== null) {
      this.forget(id);
      // The old version's original and renditions go; its URLs answer 404 from now on.
      await this.removeFiles(folder(id, replaced));
    }
    const usage = await this.repo.usageCounts([id]);
    return toView(image, usage.get(id) ?? 0);
  }

  /** DELETE /api/images/{id}: refused while a product, category, branch, ... still shows the image. */
  async remove(id: string): Promise<void> {
    if (!isUuid(id)) throw ApiError.notFound();
    await this.ds.transaction(async (em) => {
      const image = await this.repo.findForUpdate(em, id);
      if (!image) throw ApiError.notFound();
      const used = (await this.repo.usageCounts([id], em)).get(id) ?? 0;
      if (used > 0) throw new ApiError(409, [{ message: VALIDATION_IN_USE }]);
      await this.repo.delete(em, id);
    });
    this.forget(id);
    await this.removeFiles(folder(id));
  }

  /** After the commit: a file left behind (storage error) is harmless, the change must not fail for it. */
  private async removeFiles(prefix: string): Promise<void> {
    await this.files
      .deleteFolder(prefix)
      .catch((err: unknown) => this.logger.warn({ err, prefix }, 'files not removed'));
  }

  /**
   * The `images` job: renders every rendition of this version that is not stored yet and marks the image
   * ready. Idempotent (a re-run finds the files); a job for a replaced or deleted version does nothing.
   */
  async renderVariants(id: string, version: number): Promise<'rendered' | 'stale'> {
    const image = isUuid(id) ? await this.repo.find(id) : null;
    if (!image || image.version !== version) return 'stale';
    const wanted = renditions(image).flatMap((variant) =>
      formatsOf(image.extension).map((format) => ({ variant, format })),
    );
    const missing: typeof wanted = [];
    for (const w of wanted)
      if (!(await this.files.exists(variantKey(id, version, w.variant, w.format)))) missing.push(w);
    if (missing.length > 0) {
      const source = await this.files.get(sourceKey(image));
      if (!source) {
        // Replaced between the two reads: the new version has its own job.
        return (await this.repo.find(id))?.version === version ? Promise.reject(missingSource(id)) : 'stale';
      }
      const bytes = await this.limited(() =>
        this.renderer.renderTargets(
          source,
          image.extension,
          missing.map((m) => ({ width: widthOf(image, m.variant), format: m.format })),
          this.config.uploads.maxPixels,
        ),
      );
      // Replaced or deleted while rendering: its folder is gone, writing would only leave orphans.
      if ((await this.repo.current(id))?.version !== version) return 'stale';
      for (const [i, m] of missing.entries())
        await this.files.put(variantKey(id, version, m.variant, m.format), bytes[i]!);
    }
    await this.repo.markVariantsReady(id, version);
    return 'rendered';
  }

  /**
   * A rendition of the image's CURRENT version for other modules (template renderer): `size` is clamped
   * to the original's width, WebP when `accept` (an Accept header or 'image/webp') asks for it. Null
   * when the image does not exist.
   */
  async readVariant(
    ref: Pick<ImageRef, 'id'>,
    size: ImageVariant = 'original',
    accept?: string,
  ): Promise<ImageFile | null> {
    const current = await this.current(ref.id, true);
    if (!current) return null;
    return this.rendition(ref.id, current, size, acceptsWebp(accept) ? 'webp' : current.extension);
  }

  /** The untouched original of the current version (template renderer, downloads). */
  async readOriginal(ref: Pick<ImageRef, 'id'>): Promise<ImageFile | null> {
    const current = await this.current(ref.id, true);
    if (!current) return null;
    const bytes = await this.files.get(sourceKey({ id: ref.id, ...current }));
    return bytes && { bytes, mimeType: MIME_TYPES[current.extension]!, etag: `"${ref.id}-${current.version}-source"` };
  }

  /**
   * The file behind a public URL (spec 2), or null for 404: the id must exist with exactly this version,
   * the extension must be the original's or webp. The same URL with `Accept: image/webp` is WebP.
   */
  async serve(
    id: string,
    version: number,
    size: ImageVariant,
    extension: string,
    accept: string | undefined,
  ): Promise<ImageFile | null> {
    const current = await this.current(id);
    if (!current || current.version !== version) return null;
    if (extension !== current.extension && extension !== 'webp') return null;
    const format = extension === 'webp' || acceptsWebp(accept) ? 'webp' : current.extension;
    return this.rendition(id, current, size, format);
  }

  /** Memory, then storage, then rendered once (concurrent requests share the render) and stored. */
  private async rendition(id: string, current: Current, size: ImageVariant, format: string): Promise<ImageFile | null> {
    const variant = size !== 'original' && IMAGE_VARIANT_WIDTHS[size] < current.width ? size : 'original';
    const key = variantKey(id, current.version, variant, format);
    const cached = this.cache.get(key);
    if (cached) return cached;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.loadOrRender(id, current, variant, format, key).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async loadOrRender(
    id: string,
    current: Current,
    variant: ImageVariant,
    format: string,
    key: string,
  ): Promise<ImageFile | null> {
    let bytes = await this.files.get(key);
    if (!bytes) {
      const source = await this.files.get(sourceKey({ id, ...current }));
      if (!source) return null; // replaced or deleted meanwhile
      const width = variant === 'original' ? current.width : Math.min(IMAGE_VARIANT_WIDTHS[variant], current.width);
      [bytes] = await this.limited(() =>
        this.renderer.renderTargets(source, current.extension, [{ width, format }], this.config.uploads.maxPixels),
      );
      await this.files.put(key, bytes!);
    }
    const file: ImageFile = {
      bytes: bytes!,
      mimeType: MIME_TYPES[format]!,
      etag: `"${id}-${current.version}-${variant}-${format}"`,
    };
    this.cache.set(key, file);
    return file;
  }

  /** The current version of an image, trusted for VERSION_TTL_MS (fresh: always from the database). */
  private async current(id: string, fresh = false): Promise<Current | null> {
    if (!isUuid(id)) return null;
    const known = this.versions.get(id);
    if (!fresh && known && Date.now() - known.at < VERSION_TTL_MS) return known.value;
    let pending = this.looking.get(id);
    if (!pending) {
      pending = this.repo.current(id).finally(() => this.looking.delete(id));
      this.looking.set(id, pending);
    }
    const value = await pending;
    if (this.versions.size > 10_000) this.versions.clear();
    this.versions.set(id, { value, at: Date.now() });
    return value;
  }

  /**
   * At most one render per core at a time in this process: a 12-megapixel original decodes to ~36 MB of
   * pixels, and twenty jobs at once (JOB_CONCURRENCY) would hold all of them; the rest wait their turn.
   */
  private async limited<T>(render: () => Promise<T>): Promise<T> {
    if (this.renders >= RENDER_SLOTS) await new Promise<void>((ready) => this.waiting.push(ready));
    else this.renders++;
    try {
      return await render();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.renders--;
    }
  }

  private forget(id: string): void {
    this.versions.delete(id);
    this.cache.deletePrefix(`${folder(id)}/`);
  }

  private async enqueueVariants(em: Parameters<typeof enqueueOutbox>[0], image: Image): Promise<void> {
    await enqueueOutbox(em, [
      { topic: 'image-variants', orderId: null, payload: { imageId: image.id, version: image.version } },
    ]);
  }

  private async inspect(bytes: Buffer, name: string, field: string) {
    const refuse = () =>
      ApiError.validation([{ field, message: STOREFRONT_TEXTS.uploadFailed(name.trim() || 'Datei') }]);
    if (bytes.length === 0 || bytes.length > this.config.uploadMaxBytes) throw refuse();
    const inspected = await inspectImage(bytes, this.config.uploads.maxPixels);
    if (!inspected.ok) {
      this.logger.warn({ name: maskFileName(name), reason: inspected.reason }, 'image refused');
      throw refuse();
    }
    return inspected;
  }
}

const VALIDATION_IN_USE = 'Das Bild wird noch verwendet und kann nicht gelöscht werden.';

const missingSource = (id: string) => new Error(`Original von Bild ${id} fehlt im Speicher`);

/** The job renders spec 9's variants plus the full-size rendition every original URL serves. */
const renditions = (image: { width: number }): ImageVariant[] => {
  const list = imageVariants(image.width);
  return list.includes('original') ? list : [...list, 'original'];
};

/** Original format and WebP (one format when the original is WebP). */
const formatsOf = (extension: string): string[] => (extension === 'webp' ? ['webp'] : [extension, 'webp']);

const widthOf = (image: { width: number }, variant: ImageVariant) =>
  variant === 'original' ? image.width : Math.min(IMAGE_VARIANT_WIDTHS[variant], image.width);

export function toView(image: Image, usageCount: number): ImageView {
  return {
    id: image.id,
    version: image.version,
    extension: image.extension,
    width: image.width,
    height: image.height,
    alt: image.alt,
    name: imageNameFromFile(image.originalName),
    focalX: image.focalX,
    focalY: image.focalY,
    mimeType: image.mimeType,
    size: image.size,
    variants: imageVariants(image.width),
    variantsReady: image.variantsReady,
    usageCount,
    url: imageUrl(image),
    createdAt: image.createdAt.toISOString(),
    updatedAt: image.updatedAt.toISOString(),
  } satisfies ImageView;
}
