import type { PartSelection, UploadRef } from '../types.js';
import { hasImagePreview, uploadUrl } from '../media/images.js';
import type { OrderStatus } from './order-flags.js';

/** A photo the customer uploaded for one step of an order line, as a preview the status page can show. */
export interface ItemPhoto {
  /** Index of the configuration step the photo belongs to. */
  step: number;
  url: string;
}

// Only what an upload reference from the server's own snapshot looks like passes into a URL path, so a
// tampered or foreign value can never point the <img> anywhere but /upload/{hash}/preview/.
const SAFE_HASH = /^[A-Za-z0-9_-]{8,128}$/;
const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

function previewOf(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null || 'name' in entry) return null;
  const ref = entry as UploadRef;
  if (!hasImagePreview(ref.mimeType)) return null;
  if (typeof ref.publicHash !== 'string' || !SAFE_HASH.test(ref.publicHash)) return null;
  if (!SAFE_ID.test(String(ref.id)) || !Number.isInteger(ref.version) || (ref.version ?? -1) < 0) return null;
  return uploadUrl({ id: ref.id, version: ref.version!, extension: 'jpg', publicHash: ref.publicHash }, true);
}

/** The previewable photos of an order line (jpeg, png, gif uploads), in step order (issue 40 item 9). */
export function itemPhotos(parts: readonly PartSelection[]): ItemPhoto[] {
  return parts.flatMap((part, step) =>
    Array.isArray(part) ? part.map(previewOf).flatMap((url) => (url === null ? [] : [{ step, url }])) : [],
  );
}

/** The parts with every step that shows as photos emptied, so the text list does not also say '1 Bild'. */
export function partsWithoutPhotos(parts: readonly PartSelection[], photos: readonly ItemPhoto[]): PartSelection[] {
  const steps = new Set(photos.map((photo) => photo.step));
  return parts.map((part, step) =>
    steps.has(step) && Array.isArray(part) && part.every((entry) => previewOf(entry) !== null) ? null : part,
  );
}

/**
 * Map link for a branch: directions to its coordinates when it has both, otherwise a search for its
 * address; null without either (issue 40 item 9).
 */
export function branchMapUrl(branch: {
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
}): string | null {
  const lat = Number(branch.latitude);
  const lng = Number(branch.longitude);
  const hasCoordinates =
    branch.latitude !== null &&
    branch.latitude !== undefined &&
    branch.latitude !== '' &&
    branch.longitude !== null &&
    branch.longitude !== undefined &&
    branch.longitude !== '' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  if (hasCoordinates) return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
  const address = branchAddressLine(branch);
  return address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null;
}

/** 'Hauptplatz 1, 1010 Wien': street, then zip code and city, leaving out what is empty. */
export function branchAddressLine(branch: {
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
}): string {
  const place = [branch.zipCode, branch.city]
    .map((v) => (v ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return [(branch.street ?? '').trim(), place].filter(Boolean).join(', ');
}

/**
 * When the order is expected to be ready, once the branch has confirmed it and while it is being prepared:
 * the appointment it was confirmed for (a customer's wish or an accepted counter proposal). Orders for
 * 'as soon as possible' carry no time, so there is none to promise; null then and in every other status.
 */
export function expectedReadyAt(order: { status: OrderStatus; appointmentDate: string | null }): string | null {
  return order.status === 'confirmed' && order.appointmentDate ? order.appointmentDate : null;
}

/** The label of the expected time per order type: pickup, delivery, table. */
export const READY_TIME_LABELS = {
  takeaway: 'Voraussichtlich abholbereit',
  delivery: 'Voraussichtliche Lieferung',
  dineIn: 'Ihr Tisch ist bereit',
} as const;
