import { IMAGE_EXTENSIONS, STOREFRONT_TEXTS, type Part } from '@bestell/domain';
import type { PendingUpload } from '../cart/store';

/** Default accept list of file steps (spec 5): document, image, video and archive extensions. */
export const FILE_EXTENSIONS: readonly string[] = [
  'pdf', 'doc', 'docx', 'odt', 'rtf', 'txt', 'xls', 'xlsx', 'ods', 'csv', 'ppt', 'pptx', 'odp',
  'jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'heic', 'tif', 'tiff', 'bmp',
  'mp4', 'mov', 'avi', 'mkv', 'webm', 'm4v',
  'zip', 'rar', '7z', 'tar', 'gz',
]; // prettier-ignore

/** Largest file read into the browser (10 MB); bigger files get the upload error text. */
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
  return acceptedExtensions(part).includes(extensionOf(file.name)) && file.size <= MAX_UPLOAD_BYTES;
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Reads a chosen file as a data URL (the upload payload, spec 7); rejects with the spec's upload error text. */
export async function readUpload(part: Pick<Part, 'type'>, file: File): Promise<PendingUpload> {
  const failed = new Error(STOREFRONT_TEXTS.uploadFailed(file.name));
  if (!isAcceptedFile(part, file)) throw failed;
  try {
    const dataUrl = await readDataUrl(file);
    if (isImageStep(part) && !/^data:image\/(jpeg|png|gif);/.test(dataUrl)) throw failed;
    return {
      id: `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      name: file.name,
      extension: extensionOf(file.name),
      mimeType: file.type || undefined,
      dataUrl,
    };
  } catch {
    throw failed;
  }
}
