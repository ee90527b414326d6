import { checkUpload, IMAGE_EXTENSIONS, STOREFRONT_TEXTS, UPLOAD_TYPES, type Part } from '@bestell/domain';
import type { PendingUpload } from '../cart/store';

/**
 * What a file step accepts: the server's list (domain UPLOAD_TYPES), so a file the server would refuse
 * is refused in the dialog, not at submit (issue 16).
 */
export const FILE_EXTENSIONS: readonly string[] = Object.keys(UPLOAD_TYPES);

/** Largest file read into the browser (10 MB, the server's default UPLOAD_MAX_BYTES). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const isImageStep = (part: Pick<Part, 'type'>) => part.type === 'image' || part.type === 'images';

export function acceptedExtensions(part: Pick<Part, 'type'>): readonly string[] {
  return isImageStep(part) ? IMAGE_EXTENSIONS : FILE_EXTENSIONS;
}

export function acceptAttribute(part: Pick<Part, 'type'>): string {
  return acceptedExtensions(part)
    .map((extension) => `.${extension}`)
    .join(',');
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedFile(part: Pick<Part, 'type'>, file: Pick<File, 'name' | 'size'>): boolean {
  return acceptedExtensions(part).includes(extensionOf(file.name)) && file.size > 0 && file.size <= MAX_UPLOAD_BYTES;
}

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** The browser must be able to draw an image the server will decode; where it cannot tell, it passes. */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads a chosen file as a data URL (the upload payload, spec 7). Refused with the spec's upload error
 * text when the server would refuse it: wrong extension, empty or too large, content that is not what
 * the extension claims (the domain's checkUpload, as the server runs it), or an image that does not decode.
 */
export async function readUpload(part: Pick<Part, 'type'>, file: File): Promise<PendingUpload> {
  const failed = new Error(STOREFRONT_TEXTS.uploadFailed(file.name));
  if (!isAcceptedFile(part, file)) throw failed;
  try {
    const bytes = await readBytes(file);
    const check = checkUpload({ name: file.name, claimedType: file.type, bytes }, MAX_UPLOAD_BYTES);
    if (!check.ok) throw failed;
    if (isImageStep(part) && !(await decodes(file))) throw failed;
    const dataUrl = await readDataUrl(file);
    return {
      id: `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      name: file.name,
      extension: check.extension,
      mimeType: check.mimeType,
      dataUrl,
    };
  } catch {
    throw failed;
  }
}
