import { checkPartFile, IMAGE_EXTENSIONS, type Part, type PartSelection, type UploadRef } from '@bestell/domain';
import type { DataSource } from 'typeorm';
import { type ErrorEntry, hashMatches } from '../common/index.js';
import { findUploads, type StoredUploadFacts as Stored } from '../uploads/index.js';
import { ORDER_TEXTS } from './messages.js';
import type { ResolvedItem } from './order-pricing.js';

const UPLOAD_PARTS = new Set(['image', 'images', 'file', 'files']);

/**
 * Replaces the client's upload references of image/file parts by the stored uploads: each must exist
 * with the presented publicHash (else it is unknown, whoever guessed an id), image parts take images
 * only and single parts one file. The snapshot keeps the server's id, version, extension, hash, type.
 */
export async function attachUploads(
  ds: DataSource,
  entries: ReadonlyArray<{ item: ResolvedItem; field: string }>,
  errors: ErrorEntry[],
): Promise<void> {
  const refs = entries.flatMap(({ item }) =>
    (item.product.config?.parts ?? []).flatMap((part, p) =>
      UPLOAD_PARTS.has(part.type) && Array.isArray(item.parts[p]) ? (item.parts[p] as UploadRef[]) : [],
    ),
  );
  if (refs.length === 0) return;
  const stored = await findUploads(
    ds,
    refs.map((r) => String(r.id)),
  );
  entries.forEach(({ item, field: itemField }) => {
    (item.product.config?.parts ?? []).forEach((part: Part, p) => {
      const selection = item.parts[p];
      if (!UPLOAD_PARTS.has(part.type) || !Array.isArray(selection)) return;
      const field = `${itemField}.parts.${p}`;
      const resolved = (selection as UploadRef[]).map((ref) => {
        const upload = stored.get(String(ref.id));
        // Constant time: the error must not tell how much of a guessed hash was right.
        return upload && typeof ref.publicHash === 'string' && hashMatches(ref.publicHash, upload.publicHash)
          ? upload
          : null;
      });
      if (resolved.some((u) => u === null)) {
        errors.push({ field, message: ORDER_TEXTS.uploadUnknown });
      } else if ((part.type === 'image' || part.type === 'file') && resolved.length > 1) {
        errors.push({ field, message: ORDER_TEXTS.uploadSingle });
      } else if (
        (part.type === 'image' || part.type === 'images') &&
        resolved.some((u) => !IMAGE_EXTENSIONS.includes(u!.extension))
      ) {
        errors.push({ field, message: ORDER_TEXTS.uploadImagesOnly });
      } else {
        // The step's stated rules (issue 40 item 7), as the item dialog checked them at selection.
        const reason = resolved.map((u) => partFileReason(part, u!)).find((r) => r !== null);
        if (reason) errors.push({ field, message: reason });
        else item.parts[p] = resolved.map((u) => snapshot(u!)) as PartSelection;
      }
    });
  });
}

/** What the order keeps of an upload: the reference the spec's /upload/... URL needs, nothing more. */
const snapshot = (u: Stored) => ({
  id: u.id,
  version: u.version,
  extension: u.extension,
  publicHash: u.publicHash,
  mimeType: u.mimeType,
});

/** An image stored before its size was kept (null) is checked by type only; it decoded when stored. */
function partFileReason(part: Part, u: Stored): string | null {
  const name = u.originalName || `${u.id}.${u.extension}`;
  const facts = { name: `${name.replace(/\.[a-z0-9]{1,10}$/i, '')}.${u.extension}`, size: u.size };
  if (u.width === null || u.height === null) return checkPartFile(part, facts);
  return checkPartFile(part, { ...facts, width: u.width, height: u.height });
}
