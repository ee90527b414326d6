// Server field errors ('content.body.2.data.links.0.href') onto the form. Content forms are generated,
// and some values have no input of their own (an image reference's id, a slider's image list): an error
// lands on the deepest field its path starts with, and only errors with no field at all are left over.
import type { FormInstance } from 'antd';
import { ApiError } from '../../../shared/api/client';

export type NamePath = (string | number)[];

export const toNamePath = (field: string): NamePath =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const startsWith = (path: NamePath, prefix: NamePath) =>
  prefix.length <= path.length && prefix.every((part, i) => String(part) === String(path[i]));

/** The registered field the error belongs to: the longest registered name `path` starts with. */
export function nearestField(path: NamePath, registered: NamePath[]): NamePath | null {
  let best: NamePath | null = null;
  for (const name of registered) if (startsWith(path, name) && (!best || name.length > best.length)) best = name;
  return best;
}

export interface PlacedErrors {
  /** Dotted paths of the fields that got an error (blocks holding one open themselves). */
  fields: string[];
  /** Messages no field could show (shown above the form). */
  unplaced: string[];
}

/** Clears the last server errors, then places the new ones; returns where they went. */
export function applyServerErrors(form: FormInstance, error: unknown): PlacedErrors {
  const registered = form.getFieldsError().map((entry) => entry.name as NamePath);
  form.setFields(registered.map((name) => ({ name, errors: [] })));
  if (!(error instanceof ApiError)) return { fields: [], unplaced: [] };
  const byField = new Map<string, { name: NamePath; errors: string[] }>();
  const unplaced: string[] = [];
  for (const entry of error.errors) {
    if (!entry.field) continue;
    const name = nearestField(toNamePath(entry.field), registered);
    if (!name) {
      unplaced.push(entry.message);
      continue;
    }
    const key = name.join('.');
    const placed = byField.get(key) ?? { name, errors: [] };
    if (!placed.errors.includes(entry.message)) placed.errors.push(entry.message);
    byField.set(key, placed);
  }
  form.setFields([...byField.values()]);
  return { fields: [...byField.keys()], unplaced };
}
