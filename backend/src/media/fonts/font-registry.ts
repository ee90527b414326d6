import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sharp } from '../../common/index.js';
import type { FontCatalog } from './font-catalog.js';
import { woffToSfnt } from './woff.js';

/**
 * Makes the @fontsource families usable by sharp's SVG renderer (librsvg through fontconfig), for image
 * templates. fontconfig only knows the system fonts (DejaVu, Liberation); a font file given to a sharp
 * text image is added to the process's fontconfig, so every family's TTF (converted from the package's
 * WOFF, latin subset) is written under `dir` and registered that way.
 *
 * All at once and before the first SVG text is drawn: librsvg keeps one font map per thread, and a
 * thread that drew text before a font was added never sees it (measured: 28 files, ~0.5 s, once per process).
 */
export class FontRegistry {
  private ready: Promise<void> | null = null;

  constructor(
    private readonly catalog: FontCatalog,
    private readonly dir: string,
  ) {}

  ensureAll(): Promise<void> {
    this.ready ??= this.registerAll().catch((err: unknown) => {
      this.ready = null;
      throw err;
    });
    return this.ready;
  }

  private async registerAll(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    for (const font of this.catalog.list()) {
      for (const woff of this.catalog.latinFiles(font.family)) {
        const bytes = await readFile(woff);
        const name = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
        const path = join(this.dir, `${name}.ttf`);
        await writeFile(path, woffToSfnt(bytes));
        // Rendering one character with `fontfile` adds the file to fontconfig (FcConfigAppFontAddFile).
        await sharp({ text: { text: '.', fontfile: path } })
          .png()
          .toBuffer();
      }
    }
  }
}
