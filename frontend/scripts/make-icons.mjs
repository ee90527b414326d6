// Draws the app icons of the web app manifest (frontend/public/icons) with no image library: a white
// shopping bag on the spec's default theme colour, anti-aliased by supersampling, written as RGBA PNGs
// with node:zlib. The PNGs are committed; run again only to change the design.
//   node frontend/scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BACKGROUND = [0, 0, 0];
const MARK = [255, 255, 255];
const SAMPLES = 4; // 4 x 4 samples per pixel

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function inRoundedRect(x, y, left, top, right, bottom, radius) {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + radius), right - radius);
  const cy = Math.min(Math.max(y, top + radius), bottom - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** The bag in unit coordinates around the centre; `scale` shrinks it for the maskable safe zone. */
function inMark(x, y, scale) {
  const u = 0.5 + (x - 0.5) / scale;
  const v = 0.5 + (y - 0.5) / scale;
  const body = inRoundedRect(u, v, 0.26, 0.38, 0.74, 0.8, 0.05);
  const d = Math.hypot(u - 0.5, v - 0.38);
  const handle = v <= 0.4 && d <= 0.14 && d >= 0.095;
  // A notch across the bag's top edge reads as its opening.
  const opening = inRoundedRect(u, v, 0.36, 0.47, 0.64, 0.51, 0.02);
  return (body && !opening) || handle;
}

function draw(size, { maskable }) {
  const rgba = Buffer.alloc(size * size * 4);
  const step = 1 / (size * SAMPLES);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let cover = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px / size + (sx + 0.5) * step;
          const y = py / size + (sy + 0.5) * step;
          // The "any" icon is a rounded tile; the maskable one fills the square (the OS applies its mask).
          if (!maskable && !inRoundedRect(x, y, 0, 0, 1, 1, 0.18)) continue;
          cover++;
          if (inMark(x, y, maskable ? 0.8 : 1)) mark++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const offset = (py * size + px) * 4;
      const share = cover ? mark / cover : 0;
      for (let c = 0; c < 3; c++) rgba[offset + c] = Math.round(BACKGROUND[c] * (1 - share) + MARK[c] * share);
      rgba[offset + 3] = Math.round((cover / total) * 255);
    }
  }
  return png(size, rgba);
}

mkdirSync(OUT, { recursive: true });
for (const [file, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  const data = draw(size, { maskable });
  writeFileSync(join(OUT, file), data);
  console.log(`${file}: ${size}x${size}, ${data.length} bytes`);
}
