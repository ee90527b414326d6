import { sharp } from '../common/index.js';

export type ReencodeResult =
  { ok: true; bytes: Buffer; width: number; height: number } | { ok: false; reason: 'too-many-pixels' | 'undecodable' };

/** Longest side of the JPEG preview the back office shows (spec 2: /upload/{hash}/preview/{id}-{version}.jpg). */
export const PREVIEW_SIZE = 600;

/**
 * Pixel count from the file header only (IHDR, SOF, logical screen): a 20000x20000 "bomb" is refused
 * here without allocating its pixels. Animated images count every frame.
 */
async function headerPixels(bytes: Buffer): Promise<number | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return null;
    return meta.width * (meta.pageHeight && meta.pages ? meta.pageHeight * meta.pages : meta.height);
  } catch {
    return null;
  }
}

/**
 * Decodes and re-encodes an accepted image in its own format: pixels only, so EXIF/GPS and other
 * metadata, trailing bytes and anything a polyglot file hid beside the image are gone. The orientation
 * is applied to the pixels before the EXIF tag is dropped.
 */
export async function reencodeImage(bytes: Buffer, extension: string, maxPixels: number): Promise<ReencodeResult> {
  const pixels = await headerPixels(bytes);
  if (pixels === null) return { ok: false, reason: 'undecodable' };
  if (pixels > maxPixels) return { ok: false, reason: 'too-many-pixels' };
  const gif = extension === 'gif';
  try {
    // limitInputPixels again: the header could lie smaller than the data; failOn stops truncated files.
    let pipeline = sharp(bytes, { limitInputPixels: maxPixels, animated: gif, failOn: 'error' }).autoOrient();
    pipeline = gif ? pipeline.gif() : extension === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 90 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
}

/** A JPEG preview (first frame, transparency on white, at most PREVIEW_SIZE on the longer side). */
export async function jpegPreview(bytes: Buffer, maxPixels: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: maxPixels })
    .autoOrient()
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
