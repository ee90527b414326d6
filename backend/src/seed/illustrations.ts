import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharp } from '../common/index.js';
import type { Illustration } from './demo-images.js';

/**
 * The SVG files: backend/src/seed/illustrations, reached from this file in src/ (tests) and dist/ (build)
 * alike, because both sit two levels below backend/ and the image ships the sources.
 */
export const ILLUSTRATIONS_DIR = fileURLToPath(new URL('../../src/seed/illustrations/', import.meta.url));

/** Width of the rasterised pictures: wide enough for the 'medium' variant (1280) of the item dialog. */
export const ILLUSTRATION_WIDTH = 1280;

/** The SVG of an illustration with its background colour applied. */
export async function illustrationSvg(illustration: Illustration): Promise<string> {
  const svg = await readFile(join(ILLUSTRATIONS_DIR, `${illustration.art}.svg`), 'utf8');
  if (!illustration.background) return svg;
  return svg.replace(/(<rect id="bg"[^>]*?fill=")[^"]*(")/, `$1${illustration.background}$2`);
}

/**
 * The illustration as a PNG ILLUSTRATION_WIDTH wide. Rasterising ~50 pictures costs seconds, so each is
 * kept under `cacheDir` by the hash of its SVG: a fresh database seeds from the cache, an edited SVG
 * (or another background) is drawn again.
 */
export async function illustrationPng(illustration: Illustration, cacheDir: string): Promise<Buffer> {
  const svg = await illustrationSvg(illustration);
  const hash = createHash('sha256').update(svg).update(String(ILLUSTRATION_WIDTH)).digest('hex').slice(0, 24);
  const path = join(cacheDir, `${illustration.art}-${hash}.png`);
  try {
    return await readFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const png = await sharp(Buffer.from(svg), { density: 150 }).resize({ width: ILLUSTRATION_WIDTH }).png().toBuffer();
  await mkdir(cacheDir, { recursive: true });
  // Write then rename: a concurrent boot never reads half a file.
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, png);
  await rename(temp, path);
  return png;
}
