import type { Metadata, Sharp } from 'sharp';
import { sharp } from '../../common/index.js';

/** Formats the library keeps originals in: sharp's format name -> extension and MIME type. */
const FORMATS: Readonly<Record<string, { extension: string; mimeType: string }>> = {
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  gif: { extension: 'gif', mimeType: 'image/gif' },
  webp: { extension: 'webp', mimeType: 'image/webp' },
};

export const MIME_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(FORMATS).map((f) => [f.extension, f.mimeType]),
);

export type Inspected =
  | { ok: true; extension: string; mimeType: string; width: number; height: number }
  | { ok: false; reason: 'unknown-format' | 'too-many-pixels' | 'undecodable' };

/**
 * Checks a file before it becomes a library original (the hardening of uploads, issue 12): a known
 * raster format by content, the pixel count from the header only (a 20000x20000 "bomb" is refused
 * without allocating its pixels; animations count every frame), then a full decode with failOn so a
 * truncated or corrupt file is refused now rather than when its variants are rendered. Width and
 * height are after EXIF orientation, as every variant shows the image.
 */
export async function inspectImage(bytes: Buffer, maxPixels: number): Promise<Inspected> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'unknown-format' };
  }
  const format = FORMATS[meta.format ?? ''];
  if (!format || !meta.width || !meta.height) return { ok: false, reason: 'unknown-format' };
  const frameHeight = meta.pageHeight && meta.pages ? meta.pageHeight : meta.height;
  if (meta.width * frameHeight * (meta.pages ?? 1) > maxPixels) return { ok: false, reason: 'too-many-pixels' };
  try {
    // A 1/8-scale decode still reads all entropy-coded data of a JPEG; other formats decode fully.
    await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).resize(64).raw().toBuffer();
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    ok: true,
    ...format,
    width: rotated ? frameHeight : meta.width,
    height: rotated ? meta.width : frameHeight,
  };
}

/** An SVG (trusted input: seed illustrations, never an HTTP upload) drawn as a PNG `width` pixels wide. */
export async function rasterizeSvg(bytes: Buffer, width: number): Promise<Buffer | null> {
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format !== 'svg' || !meta.width) return null;
    const density = Math.min(2400, Math.max(1, (72 * width) / meta.width));
    return await sharp(bytes, { density }).resize({ width }).png().toBuffer();
  } catch {
    return null;
  }
}

export interface RenderTarget {
  /** Width in pixels; never upscaled beyond the original. */
  width: number;
  /** Output extension: the original's (jpg, png, gif, webp) or webp. */
  format: string;
}

/**
 * WebP effort (0-6): 2 for the variants pages show; 1 for full-size renditions above 1920 px, which
 * pages rarely load and which cost seconds at higher effort (measured by `npm run bench -- images`).
 */
const webpEffort = (width: number) => (width > 1920 ? 1 : 2);

function encode(pipeline: Sharp, format: string, width: number): Sharp {
  switch (format) {
    case 'jpg':
      return pipeline.jpeg({ quality: 80, progressive: true });
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
    case 'gif':
      return pipeline.gif();
    default:
      return pipeline.webp({ quality: 80, effort: webpEffort(width) });
  }
}

/**
 * Renders several widths/formats of one original. The original is decoded once (JPEG shrink-on-load
 * to the largest width needed); targets of that width are encoded from those pixels, the smaller ones
 * from one intermediate downscale to the largest of them (resizing a 12-megapixel image once, not per
 * target). Output carries no metadata (sharp's default), so EXIF/GPS of the original never reaches
 * the public. Animated GIFs keep their frames and take the slower path per target.
 */
export async function renderTargets(
  source: Buffer,
  extension: string,
  targets: readonly RenderTarget[],
  maxPixels: number,
): Promise<Buffer[]> {
  if (targets.length === 0) return [];
  const input = { limitInputPixels: maxPixels, failOn: 'error' as const };
  if (extension === 'gif') {
    return Promise.all(
      targets.map((t) =>
        encode(
          sharp(source, { ...input, animated: true }).resize({ width: t.width, withoutEnlargement: true }),
          t.format,
          t.width,
        ).toBuffer(),
      ),
    );
  }
  const widest = Math.max(...targets.map((t) => t.width));
  const { data, info } = await sharp(source, input)
    .autoOrient()
    .resize({ width: widest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const full = { data, raw: { width: info.width, height: info.height, channels: info.channels } };
  const smaller = targets.filter((t) => t.width < info.width);
  let base = full;
  if (smaller.length > 0) {
    const next = Math.max(...smaller.map((t) => t.width));
    const scaled = await sharp(full.data, { raw: full.raw })
      .resize({ width: next })
      .raw()
      .toBuffer({ resolveWithObject: true });
    base = {
      data: scaled.data,
      raw: { width: scaled.info.width, height: scaled.info.height, channels: scaled.info.channels },
    };
  }
  return Promise.all(
    targets.map((t) => {
      const from = t.width < info.width ? base : full;
      let pipeline = sharp(from.data, { raw: from.raw });
      if (t.width < from.raw.width) pipeline = pipeline.resize({ width: t.width });
      return encode(pipeline, t.format, t.width).toBuffer();
    }),
  );
}

/** The Accept header asks for WebP (every current browser sends image/webp for <img>). */
export const acceptsWebp = (accept: string | undefined): boolean => /\bimage\/webp\b/i.test(accept ?? '');
