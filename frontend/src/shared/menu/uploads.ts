import { checkPartFile, checkUpload, partExtensions, STOREFRONT_TEXTS, UPLOAD_TYPES, type Part } from '@bestell/domain';
import type { PendingUpload } from '../cart/store';

/**
 * What a file step accepts: the server's list (domain UPLOAD_TYPES), so a file the server would refuse
 * is refused in the dialog, not at submit (issue 16).
 */
export const FILE_EXTENSIONS: readonly string[] = Object.keys(UPLOAD_TYPES);

/** Largest file read into the browser (10 MB, the server's default UPLOAD_MAX_BYTES). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A step as the file rules read it (issue 40 item 7: its own types and minimum size, if it states them). */
type UploadPart = Pick<Part, 'type'> & Partial<Pick<Part, 'minimumWidth' | 'minimumHeight' | 'allowedExtensions'>>;

const isImageStep = (part: Pick<Part, 'type'>) => part.type === 'image' || part.type === 'images';

export function acceptedExtensions(part: UploadPart): readonly string[] {
  return partExtensions(part);
}

export function acceptAttribute(part: UploadPart): string {
  return acceptedExtensions(part)
    .map((extension) => `.${extension}`)
    .join(',');
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedFile(part: UploadPart, file: Pick<File, 'name' | 'size'>): boolean {
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

/**
 * The pixel size of an image as the browser decodes it (the server decodes it the same way): null when
 * it does not decode, undefined where the browser cannot tell (no createImageBitmap; the server measures).
 */
async function measure(file: Blob): Promise<{ width: number | null; height: number | null } | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: null, height: null };
  }
}

/**
 * Reads a chosen file as a data URL (the upload payload, spec 7). Refused with a German reason when the
 * server would refuse it: a type the step does not take, empty or too large, content that is not what
 * the extension claims (the domain's checkUpload, as the server runs it), an image that does not decode
 * or is smaller than the step's minimum (the domain's checkPartFile, as the order check runs it).
 */
export async function readUpload(part: UploadPart, file: File): Promise<PendingUpload> {
  const failed = new Error(STOREFRONT_TEXTS.uploadFailed(file.name));
  const stated = checkPartFile(part, { name: file.name, type: file.type, size: file.size }, MAX_UPLOAD_BYTES);
  if (stated) throw new Error(stated);
  if (!isAcceptedFile(part, file)) throw failed;
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file);
  } catch {
    throw failed;
  }
  const check = checkUpload({ name: file.name, claimedType: file.type, bytes }, MAX_UPLOAD_BYTES);
  if (!check.ok) throw failed;
  if (isImageStep(part)) {
    const size = await measure(file);
    const reason = size && checkPartFile(part, { name: file.name, type: file.type, size: file.size, ...size });
    if (reason) throw new Error(reason);
  }
  try {
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
