import { IMAGE_EXTENSIONS } from '../catalog/parts.js';

// What a customer may upload for a configuration step (spec 5): images for image steps and the default
// document / archive list for file steps. The server decides by extension AND content, never by the
// client's claimed MIME type alone.

/** Extension -> the MIME type the file is stored and served with. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = Object.freeze({
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
});

/** The accept list of a file input for a part type (spec 5). */
export function uploadAccept(partType: 'image' | 'images' | 'file' | 'files'): string[] {
  const extensions = partType === 'image' || partType === 'images' ? IMAGE_EXTENSIONS : Object.keys(UPLOAD_TYPES);
  return extensions.map((e) => `.${e}`);
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The image MIME type the bytes really are (magic numbers), or null. */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  )
    return 'image/gif';
  return null;
}

/** True when the bytes fit the container the extension promises (images, PDF, OLE and ZIP based formats). */
function contentMatches(extension: string, bytes: Uint8Array): boolean {
  const mime = UPLOAD_TYPES[extension]!;
  if (mime.startsWith('image/')) return sniffImageType(bytes) === mime;
  switch (extension) {
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(bytes, OLE);
    case 'docx':
    case 'xlsx':
    case 'pptx':
    case 'odt':
    case 'ods':
    case 'zip':
      return startsWith(bytes, ZIP) || (extension === 'zip' && startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]));
    default:
      // Plain text: no NUL bytes, so a binary cannot be smuggled in as .txt / .csv.
      return !bytes.includes(0);
  }
}

export interface UploadCheck {
  ok: boolean;
  extension?: string;
  mimeType?: string;
}

/**
 * Decides whether a file may be stored: known extension (from the name, else from the data-URL type),
 * non-empty, at most `maxBytes`, and content matching the extension.
 */
export function checkUpload(
  input: { name: string; claimedType: string; bytes: Uint8Array },
  maxBytes: number,
): UploadCheck {
  const fromName = /\.([a-z0-9]{1,10})$/i.exec(input.name)?.[1]?.toLowerCase();
  const fromType = Object.keys(UPLOAD_TYPES).find((e) => UPLOAD_TYPES[e] === input.claimedType.toLowerCase());
  const extension = fromName ?? fromType;
  if (!extension || !Object.hasOwn(UPLOAD_TYPES, extension)) return { ok: false };
  if (input.bytes.length === 0 || input.bytes.length > maxBytes) return { ok: false };
  if (!contentMatches(extension, input.bytes)) return { ok: false };
  return { ok: true, extension, mimeType: UPLOAD_TYPES[extension] };
}

/** Splits a `data:<mime>;base64,<data>` URL; null when it is not one. */
export function parseDataUrl(value: string): { type: string; base64: string } | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*);base64,/i.exec(value);
  if (!match) return null;
  const base64 = value.slice(match[0].length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  return { type: (match[1] ?? 'application/octet-stream').toLowerCase(), base64 };
}
