import { IMAGE_EXTENSIONS } from '../catalog/parts.js';
import { STOREFRONT_TEXTS } from '../messages/storefront.js';
import type { Part } from '../types.js';
import { UPLOAD_TYPES } from './uploads.js';

// The rules a configuration step states for its files (issue 40 item 7): type and, for images, the
// minimum size. The item dialog checks them when a file is chosen and the server again on the order,
// with the same function, so both refuse with the same German sentence.

type UploadPart = Pick<Part, 'type' | 'minimumWidth' | 'minimumHeight' | 'allowedExtensions'>;

/** The facts about a chosen or stored file. Width/height null: the image did not decode; absent: not measured. */
export interface PartFileFacts {
  name: string;
  /** MIME type claimed by the browser or stored with the upload; used when the name has no extension. */
  type?: string | null;
  width?: number | null;
  height?: number | null;
  size?: number | null;
}

export const PART_FILE_TEXTS = {
  wrongType: (file: string, allowed: readonly string[]) =>
    `Die Datei "${file}" hat einen nicht erlaubten Dateityp. Erlaubt ${allowed.length === 1 ? 'ist' : 'sind'}: ${allowed
      .map((e) => e.toUpperCase())
      .join(', ')}.`,
  tooSmall: (file: string, width: number, height: number, minimum: string) =>
    `Das Bild "${file}" ist zu klein (${width} x ${height} Pixel). Bitte wählen Sie ein Bild mit mindestens ${minimum}.`,
} as const;

const isImagePart = (part: Pick<Part, 'type'>) => part.type === 'image' || part.type === 'images';
const normalise = (extension: string) => extension.trim().toLowerCase().replace(/^\./, '');

/** The extensions a step takes: the type's list, narrowed by `allowedExtensions` (jpg and jpeg go together). */
export function partExtensions(part: UploadPart): string[] {
  const base = isImagePart(part) ? IMAGE_EXTENSIONS : Object.keys(UPLOAD_TYPES);
  const allowed = new Set((part.allowedExtensions ?? []).map(normalise));
  if (allowed.has('jpg') || allowed.has('jpeg')) allowed.add('jpg').add('jpeg');
  return allowed.size === 0 ? [...base] : base.filter((extension) => allowed.has(extension));
}

/** The step's minimum size as the messages name it ('1000 x 1000 Pixel'), or null without a minimum. */
export function minimumSizeText(part: UploadPart): string | null {
  const width = part.minimumWidth || 0;
  const height = part.minimumHeight || 0;
  if (!isImagePart(part) || (!width && !height)) return null;
  if (width && height) return `${width} x ${height} Pixel`;
  return width ? `${width} Pixel Breite` : `${height} Pixel Höhe`;
}

function extensionOf(file: PartFileFacts): string | undefined {
  const fromName = /\.([a-z0-9]{1,10})$/i.exec(file.name)?.[1]?.toLowerCase();
  if (fromName) return fromName;
  const type = (file.type ?? '').toLowerCase();
  return Object.keys(UPLOAD_TYPES).find((extension) => UPLOAD_TYPES[extension] === type);
}

/**
 * The German reason a file does not fit the step, or null when it does. Order: type, then a file that
 * is empty, exceeds `maxBytes` or (images) did not decode (the spec's upload-failure text), then the
 * minimum size; an image whose size was not measured passes the size check (the server measures).
 */
export function checkPartFile(part: UploadPart, file: PartFileFacts, maxBytes = Infinity): string | null {
  const allowed = partExtensions(part);
  const extension = extensionOf(file);
  if (!extension || !allowed.includes(extension)) {
    // Outside the type's own list it is the spec's upload-failure text; against a step's list, name the list.
    if (!part.allowedExtensions?.length) return STOREFRONT_TEXTS.uploadFailed(file.name);
    const shown = allowed.filter((e) => e !== 'jpeg' || !allowed.includes('jpg'));
    return PART_FILE_TEXTS.wrongType(file.name, shown);
  }
  if (file.size === 0 || (file.size ?? 0) > maxBytes) return STOREFRONT_TEXTS.uploadFailed(file.name);
  if (!isImagePart(part)) return null;
  const { width, height } = file;
  if (width === undefined || height === undefined) return null;
  if (!width || !height) return STOREFRONT_TEXTS.uploadFailed(file.name);
  const minimum = minimumSizeText(part);
  if (minimum && (width < (part.minimumWidth || 0) || height < (part.minimumHeight || 0)))
    return PART_FILE_TEXTS.tooSmall(file.name, width, height, minimum);
  return null;
}
