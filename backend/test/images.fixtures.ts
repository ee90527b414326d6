import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG; `noise` fills it with random pixels so it does not compress (a big file from few pixels). */
export async function pngImage(width: number, height: number, noise = false): Promise<Buffer> {
  if (noise) {
    return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  }
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF (camera, GPS-like comment) and ICC metadata, as phones send them. */
export async function jpegWithMetadata(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .withExif({ IFD0: { Make: 'Spionkamera', Model: 'GPS 48.2082N 16.3738E', Copyright: 'Geheim' } })
    .jpeg()
    .toBuffer();
}

const crc32 = (bytes: Buffer): number => {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * A few hundred bytes whose PNG header claims width x height (a decompression bomb's header): the
 * server must refuse it from the header, long before it would allocate the pixels.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  // The first rows only; a real bomb would continue with highly compressible zeros.
  const idat = deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const dataUrl = (type: string, bytes: Buffer): string => `data:${type};base64,${bytes.toString('base64')}`;
