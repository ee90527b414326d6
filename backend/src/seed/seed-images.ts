import type { ImageRef, ImageView } from '@bestell/domain';
import type { ImagesService } from '../media/index.js';
import { type CategoryKey, DEMO_BRANCHES, DEMO_CATEGORIES, type DemoBranchKey, DEMO_PRODUCTS } from './demo-data.js';
import {
  BRANCH_ILLUSTRATIONS,
  CATEGORY_ILLUSTRATIONS,
  DONATEE_ILLUSTRATIONS,
  type Illustration,
  LOGO_ILLUSTRATION,
  PRODUCT_ILLUSTRATIONS,
} from './demo-images.js';
import { illustrationPng } from './illustrations.js';

/** Library images of the demo business, as the catalogue's JSON columns store them. */
export interface DemoPictures {
  products: Map<string, ImageRef>;
  categories: Map<CategoryKey, ImageRef>;
  branches: Map<DemoBranchKey, ImageRef>;
  donatees: ImageRef[];
  logo: ImageRef;
}

const ref = (image: ImageView): ImageRef => ({
  id: image.id,
  version: image.version,
  extension: image.extension,
  width: image.width,
  // The height too: a slider's box takes the picture's aspect ratio from the record (issue 40 item 6).
  height: image.height,
  alt: image.alt,
});

/**
 * Puts every demo picture into the image library through the normal pipeline (checks, stored original,
 * `images` job for the variants). The PNGs come from the illustration cache; the same illustration with
 * the same background becomes one library image, shared.
 */
export async function createDemoPictures(images: ImagesService, cacheDir: string): Promise<DemoPictures> {
  const created = new Map<string, Promise<ImageRef>>();
  const picture = (illustration: Illustration): Promise<ImageRef> => {
    const key = `${illustration.art}|${illustration.background ?? ''}`;
    if (!created.has(key)) {
      created.set(
        key,
        illustrationPng(illustration, cacheDir)
          .then((png) => images.createFromBuffer(png, { name: `${illustration.art}.png`, alt: illustration.alt }))
          .then(ref),
      );
    }
    // A shared image keeps the alt text of its first use; each use gets its own.
    return created.get(key)!.then((r) => ({ ...r, alt: illustration.alt }));
  };
  // One after another: the pictures are small, and the boot should not crowd out the 2-core machine.
  const products = new Map<string, ImageRef>();
  for (const p of DEMO_PRODUCTS) products.set(p.key, await picture(PRODUCT_ILLUSTRATIONS[p.key]!));
  const categories = new Map<CategoryKey, ImageRef>();
  for (const c of DEMO_CATEGORIES) categories.set(c.key, await picture(CATEGORY_ILLUSTRATIONS[c.key]));
  const branches = new Map<DemoBranchKey, ImageRef>();
  for (const b of DEMO_BRANCHES) branches.set(b.key, await picture(BRANCH_ILLUSTRATIONS[b.key]));
  const donatees: ImageRef[] = [];
  for (const d of DONATEE_ILLUSTRATIONS) donatees.push(await picture(d));
  return { products, categories, branches, donatees, logo: await picture(LOGO_ILLUSTRATION) };
}
