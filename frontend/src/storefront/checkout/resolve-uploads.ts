// At submit the files chosen in the item dialog (kept as data URLs in the cart) are uploaded and replaced
// by their references `{ id, publicHash, ... }` (spec 3 Upload). Done at submit, not at add-to-cart, so
// files of items the customer removes again never reach the server.
import { STOREFRONT_TEXTS, type PartSelection } from '@bestell/domain';
import type { UploadedFile } from '../../shared/api/orders';
import type { PendingUpload } from '../../shared/cart/store';

export type Uploader = (dataUrl: string, name: string) => Promise<UploadedFile>;

const isPending = (value: unknown): value is PendingUpload =>
  !!value && typeof value === 'object' && typeof (value as PendingUpload).dataUrl === 'string';

/** Error carrying the spec's upload-failure text for the file that failed. */
export class UploadFailedError extends Error {}

/**
 * Replaces every pending upload in `parts` by its server reference. `cache` (local id -> reference) keeps
 * a retried submit from uploading the same file twice.
 */
export async function resolveUploads(
  parts: readonly PartSelection[] | undefined,
  upload: Uploader,
  cache: Map<string, UploadedFile>,
): Promise<PartSelection[]> {
  const resolved: PartSelection[] = [];
  for (const part of parts ?? []) {
    if (!Array.isArray(part) || !part.some(isPending)) {
      resolved.push(part);
      continue;
    }
    const refs = [];
    for (const entry of part as unknown[]) {
      if (!isPending(entry)) {
        refs.push(entry);
        continue;
      }
      let ref = cache.get(String(entry.id));
      if (!ref) {
        try {
          ref = await upload(entry.dataUrl, entry.name);
        } catch {
          throw new UploadFailedError(STOREFRONT_TEXTS.uploadFailed(entry.name));
        }
        cache.set(String(entry.id), ref);
      }
      refs.push({
        id: ref.id,
        publicHash: ref.publicHash,
        ...(ref.version === undefined ? {} : { version: ref.version }),
        ...(ref.extension ? { extension: ref.extension } : {}),
        ...(ref.mimeType ? { mimeType: ref.mimeType } : {}),
      });
    }
    resolved.push(refs as PartSelection);
  }
  return resolved;
}
