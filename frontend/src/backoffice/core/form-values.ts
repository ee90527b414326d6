// Conversions between API values and form inputs (decimal strings, datetime-local, refs).

/** '' and undefined become undefined (field left unchanged), other values are trimmed strings. */
export const optionalText = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v).trim());
/** '' becomes null (field cleared), for nullable columns. */
export const nullableText = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v).trim());

/** ISO instant -> value of an <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(iso: unknown): string | undefined {
  if (typeof iso !== 'string' || !iso) return undefined;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** <input type="datetime-local"> value -> ISO instant with offset, as the API's dateTime() takes it. */
export function fromLocalInput(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Drops undefined members so a PUT leaves those fields as they are. */
export function compact<T extends Record<string, unknown>>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T;
}

/** API references `[{ id }]` -> ids for a multiple select, and back. */
export const refIds = (refs: unknown): string[] =>
  Array.isArray(refs) ? refs.map((r) => (r as { id: string }).id) : [];
export const toRefs = (ids: unknown): { id: string }[] =>
  Array.isArray(ids) ? (ids as string[]).map((id) => ({ id })) : [];
