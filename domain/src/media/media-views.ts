// What the media API returns (issue 14), typed once: the backend returns these with `satisfies`,
// the back office and storefront import them. Types only, no rules.
import type { ImageVariant } from './images.js';

/**
 * An image as stored in JSON columns of products, categories, branches, config, blocks (spec 3 "Image":
 * id, version, extension, width, alt). height and focal point are optional so old rows stay valid.
 */
export interface ImageRef {
  id: string;
  version: number;
  extension: string;
  width?: number;
  height?: number;
  alt?: string;
  /** Focal point in 0..1 of width and height; the centre when absent. */
  focalX?: number;
  focalY?: number;
}

/** GET /api/images and /api/images/{id}. */
export interface ImageView extends Required<Pick<ImageRef, 'id' | 'version' | 'extension' | 'width' | 'height'>> {
  alt: string;
  /** The uploaded file's name without its extension ('' when unknown): the library names the image by it. */
  name?: string;
  focalX: number;
  focalY: number;
  mimeType: string;
  /** Size of the stored original in bytes. */
  size: number;
  /** Variants that exist (or will, once the `images` job ran) for this image. */
  variants: ImageVariant[];
  /** false until the `images` job has rendered every variant. */
  variantsReady: boolean;
  /** How many records (products, categories, branches, config, blocks, ...) use the image; delete only at 0. */
  usageCount: number;
  /** The original's URL (spec 2): /image/{id}-{version}.{extension}. */
  url: string;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/images (JSON body; multipart sends the same fields plus `file`). PUT sends alt/focal only or a new `data`. */
export interface ImageUploadInput {
  /** data-URL of the file (spec 7 "created from file data"). */
  data: string;
  name?: string | null;
  alt?: string | null;
  focalX?: number | null;
  focalY?: number | null;
}

/** One layer of an image template, drawn in order (first at the bottom). Coordinates in template pixels. */
export type TemplateLayer =
  | {
      type: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      color: string;
      radius?: number;
    }
  | {
      type: 'image';
      x: number;
      y: number;
      width: number;
      height: number;
      fit: 'cover' | 'contain';
      /** A fixed library image, or a field of the data the template is rendered with (e.g. 'product.image'). */
      image?: ImageRef | null;
      field?: string | null;
    }
  | {
      type: 'text';
      x: number;
      y: number;
      width: number;
      /** Text with placeholders such as `{name}` or `{price}` filled from the data. */
      text: string;
      font: string;
      size: number;
      color: string;
      weight?: 'normal' | 'bold';
      align?: 'left' | 'center' | 'right';
    };

/** GET /api/image-templates and /api/image-templates/{id}; GET .../{id}/layers returns `layers` alone. */
export interface ImageTemplateView {
  id: string;
  identifier: string;
  name: string;
  width: number;
  height: number;
  background: string;
  layers: TemplateLayer[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/fonts (spec 3 "Font: family, variants"). */
export interface FontView {
  family: string;
  /** e.g. '400', '700', '400italic' — the `{variant}` of /fonts/google/{family}/style-{variant}.embed.css. */
  variants: string[];
  category: 'sans-serif' | 'serif' | 'display' | 'handwriting' | 'monospace';
}

/** GET /api/uploads (back office 'Uploads'): customer files with the order they belong to. */
export interface UploadListItem {
  id: string;
  version: number;
  extension: string;
  publicHash: string;
  mimeType: string;
  name: string | null;
  size: number;
  url: string;
  previewUrl: string | null;
  order: { id: string; uid: string; ticketNumber: number } | null;
  createdAt: string;
}
