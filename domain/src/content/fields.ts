// Field descriptors: one declarative description of what a block or a page type holds. The API
// validates with it (validate.ts), the back office builds its form from it, the storefront renders
// the stored data. Types only plus tiny helpers; no IO.
import type { ImageRef } from '../media/media-views.js';

/** A stored upload a link or block points to (spec 2 "Files": /upload/{publicHash}/{id}-{version}.{extension}). */
export interface FileRef {
  id: string;
  version: number;
  extension: string;
  publicHash: string;
  name?: string | null;
}

/** spec 4 "Image slider": images and duration in seconds (default 5). */
export interface ImageSliderValue {
  images: ImageRef[];
  duration: number;
}

interface FieldBase {
  /** Key in the stored `data` object. */
  name: string;
  /** German label of the back-office form. */
  label: string;
  required?: boolean;
  /** Short German help text under the field in the back office. */
  help?: string;
}

export type FieldDef =
  | (FieldBase & { type: 'text'; max?: number; default?: string })
  | (FieldBase & { type: 'textarea'; max?: number; default?: string })
  /** HTML from the editor; stored only after the server sanitised it (never trusted as typed). */
  | (FieldBase & { type: 'richtext'; max?: number; default?: string })
  | (FieldBase & { type: 'email' })
  | (FieldBase & { type: 'number'; min?: number; max?: number; integer?: boolean; default?: number })
  | (FieldBase & { type: 'boolean'; default?: boolean })
  | (FieldBase & { type: 'date'; mode: 'date' | 'time' | 'dateTime' })
  | (FieldBase & { type: 'select'; options: readonly { value: string; label: string }[]; default?: string })
  | (FieldBase & { type: 'image' })
  | (FieldBase & { type: 'images'; max?: number })
  | (FieldBase & { type: 'file' })
  | (FieldBase & { type: 'slider' })
  | (FieldBase & { type: 'links'; max?: number })
  /** A site (stored as its id) or a reusable block (stored as its id). */
  | (FieldBase & { type: 'reference'; to: 'site' | 'block' })
  | (FieldBase & { type: 'collection'; fields: readonly FieldDef[]; max?: number; itemLabel: string })
  | (FieldBase & { type: 'group'; fields: readonly FieldDef[] })
  /** An ordered list of content blocks (page bodies). */
  | (FieldBase & { type: 'blocks' });

export type FieldType = FieldDef['type'];
