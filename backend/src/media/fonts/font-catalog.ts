import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { type FontView, fontFamilyKey, fontVariantName, parseFontVariant } from '@bestell/domain';

/**
 * The @fontsource family packages installed in the backend workspace (issue 14 item 7). Only these
 * families, and of each only regular and bold (with italics where the family has them), are offered:
 * what the shop may choose stays small and every file is served from this app, never from Google.
 */
export const FONT_PACKAGES = [
  '@fontsource/inter',
  '@fontsource/roboto',
  '@fontsource/open-sans',
  '@fontsource/lato',
  '@fontsource/merriweather',
  '@fontsource/roboto-slab',
  '@fontsource/playfair-display',
  '@fontsource/caveat',
] as const;

const OFFERED_WEIGHTS = [400, 700];

/** Where the files named in the served style sheets are fetched from (FontsController). */
export const FONT_FILES_PATH = '/fonts/files';

interface FontPackage {
  view: FontView;
  dir: string;
  version: string;
}

interface PackageMetadata {
  family: string;
  weights: number[];
  styles: string[];
  category: string;
}

const CATEGORIES: readonly FontView['category'][] = ['sans-serif', 'serif', 'display', 'handwriting', 'monospace'];

const FONT_TYPES: Readonly<Record<string, string>> = { woff2: 'font/woff2', woff: 'font/woff' };

/**
 * Reads the installed packages once; builds each style sheet on first request and keeps it (spec 3
 * "style sheets cached per family and variant"). Font files are served only when a served style sheet
 * names them, so no path from a request ever reaches the file system unchecked.
 */
export class FontCatalog {
  private readonly packages = new Map<string, FontPackage>();
  private readonly css = new Map<string, string | null>();
  private readonly files = new Map<string, { path: string; type: string }>();

  constructor(packageNames: readonly string[] = FONT_PACKAGES) {
    const require = createRequire(import.meta.url);
    for (const name of packageNames) {
      const dir = dirname(require.resolve(`${name}/package.json`));
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
      const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as PackageMetadata;
      const variants = OFFERED_WEIGHTS.filter((w) => meta.weights.includes(w)).flatMap((weight) =>
        (['normal', 'italic'] as const)
          .filter((style) => meta.styles.includes(style))
          .map((style) => fontVariantName({ weight, style })),
      );
      variants.sort((a, b) => Number(a.endsWith('italic')) - Number(b.endsWith('italic')));
      const category = (CATEGORIES as string[]).includes(meta.category)
        ? (meta.category as FontView['category'])
        : 'sans-serif';
      this.packages.set(fontFamilyKey(meta.family), {
        view: { family: meta.family, variants, category },
        dir,
        version: pkg.version,
      });
    }
  }

  list(): FontView[] {
    return [...this.packages.values()]
      .map((p) => ({ ...p.view, variants: [...p.view.variants] }))
      .sort((a, b) => a.family.localeCompare(b.family));
  }

  /** One family by name ('Playfair Display', 'playfair-display', 'Playfair+Display'); null when not offered. */
  find(family: string): FontView | null {
    const pkg = this.packages.get(fontFamilyKey(family));
    return pkg ? { ...pkg.view, variants: [...pkg.view.variants] } : null;
  }

  /** The WOFF files of the offered variants' latin subset (what image templates render with). */
  latinFiles(family: string): string[] {
    const pkg = this.packages.get(fontFamilyKey(family));
    if (!pkg) return [];
    const id = basename(pkg.dir);
    return pkg.view.variants.map((name) => {
      const v = parseFontVariant(name)!;
      return join(pkg.dir, 'files', `${id}-latin-${v.weight}-${v.style}.woff`);
    });
  }

  /** The style sheet of one family and variant, with its font URLs on this app; null when not offered. */
  async styleSheet(family: string, variant: string): Promise<string | null> {
    const pkg = this.packages.get(fontFamilyKey(family));
    const parsed = parseFontVariant(variant);
    if (!pkg || !parsed) return null;
    const name = fontVariantName(parsed);
    if (!pkg.view.variants.includes(name)) return null;
    const key = `${pkg.view.family}/${name}`;
    if (this.css.has(key)) return this.css.get(key)!;
    const file = parsed.style === 'italic' ? `${parsed.weight}-italic.css` : `${parsed.weight}.css`;
    const source = await readFile(join(pkg.dir, file), 'utf8');
    const css = source.replace(/url\(\s*['"]?\.\/files\/([\w.-]+)['"]?\s*\)/g, (_m, fileName: string) => {
      const type = FONT_TYPES[fileName.split('.').pop() ?? ''];
      if (!type) return 'url()';
      this.files.set(fileName, { path: join(pkg.dir, 'files', fileName), type });
      return `url(${FONT_FILES_PATH}/${fileName}?v=${pkg.version})`;
    });
    this.css.set(key, css);
    return css;
  }

  /** A font file named by a served style sheet (bytes and MIME type), or null. */
  async file(fileName: string): Promise<{ bytes: Buffer; type: string } | null> {
    let entry = this.files.get(fileName);
    if (!entry) {
      // A browser may ask for a file before this process served its style sheet (restart, another replica).
      await this.loadSheetNaming(fileName);
      entry = this.files.get(fileName);
    }
    if (!entry) return null;
    return { bytes: await readFile(entry.path), type: entry.type };
  }

  private allSheetsLoaded = false;

  private async loadSheetNaming(fileName: string): Promise<void> {
    if (this.allSheetsLoaded) return;
    for (const pkg of this.packages.values()) {
      for (const variant of pkg.view.variants) {
        if (this.files.has(fileName)) return;
        await this.styleSheet(pkg.view.family, variant);
      }
    }
    this.allSheetsLoaded = true;
  }
}
