import { ORDER_OWN_TEXTS } from '../messages/order-texts.js';
import type { PartSelection } from '../types.js';

/** One chosen option of an order line as the customer reads it: step name and what was chosen. */
export interface ItemChoice {
  name: string;
  value: string;
}

const isUploadEntry = (entry: unknown): entry is { mimeType?: string } =>
  typeof entry === 'object' && entry !== null && !('name' in entry) && 'id' in entry;

/**
 * The choices of an order line (status page, receipts): one entry per filled step, in step order.
 * Options by name, texts as typed, uploads counted as 'N Bilder' / 'N Dateien' (spec 9).
 */
export function itemChoices(parts: readonly PartSelection[], partNames: readonly string[] = []): ItemChoice[] {
  const choices: ItemChoice[] = [];
  parts.forEach((part, index) => {
    const name = partNames[index] || `Schritt ${index + 1}`;
    if (part === null || part === undefined) return;
    if (typeof part === 'string') {
      if (part.trim()) choices.push({ name, value: part.trim() });
      return;
    }
    const list: unknown[] = Array.isArray(part) ? part : [part];
    if (list.length === 0) return;
    const uploads = list.filter(isUploadEntry);
    if (uploads.length > 0) {
      const images = uploads.filter((u) => (u.mimeType ?? '').startsWith('image/')).length;
      const files = uploads.length - images;
      const counts = [
        images ? ORDER_OWN_TEXTS.imagesCount(images) : '',
        files ? ORDER_OWN_TEXTS.filesCount(files) : '',
      ];
      choices.push({ name, value: counts.filter(Boolean).join(', ') });
      return;
    }
    const names = list.map((entry) => (entry as { name?: string }).name ?? '').filter(Boolean);
    if (names.length > 0) choices.push({ name, value: names.join(', ') });
  });
  return choices;
}
