import { type EntityManager, type EntityTarget, In, type ObjectLiteral } from 'typeorm';
import { type ImageRef, VALIDATION } from '@bestell/domain';
import { ApiError } from '../api-error.js';
import { ImageRefsRepository } from './image-refs.repository.js';

/** Loads referenced rows by id; an id that does not exist is a 422 on the named field. */
export async function loadRefs<T extends ObjectLiteral & { id: string }>(
  em: EntityManager,
  entity: EntityTarget<T>,
  refs: { id: string }[],
  field: string,
): Promise<T[]> {
  const ids = [...new Set(refs.map((r) => r.id))];
  if (ids.length === 0) return [];
  const found = await em.getRepository(entity).findBy({ id: In(ids) } as never);
  if (found.length !== ids.length) throw ApiError.validation([{ message: VALIDATION.invalidReference, field }]);
  const byId = new Map(found.map((f) => [f.id, f]));
  return ids.map((id) => byId.get(id)!);
}

export async function loadRef<T extends ObjectLiteral & { id: string }>(
  em: EntityManager,
  entity: EntityTarget<T>,
  ref: { id: string } | null | undefined,
  field: string,
): Promise<T | null> {
  if (!ref) return null;
  const [one] = await loadRefs(em, entity, [ref], field);
  return one ?? null;
}

/** Copies the plain (non-reference) fields that are present in the input. */
export function assignPlain<E extends object>(
  entity: E,
  input: Record<string, unknown>,
  skip: readonly string[] = [],
): void {
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && !skip.includes(key)) (entity as Record<string, unknown>)[key] = value;
  }
}

/**
 * Image fields of an input (ImageRef objects or lists of them, issue 14): every id must be an image of
 * the library (table "image" of media/, named here like users/ names entities), else a 422 on the field.
 * The stored reference takes the library's version, extension, width and height, so URLs and aspect
 * ratios are right whatever the client sent; alt text and focal point may be the record's own.
 */
export async function resolveImageRefs(
  em: EntityManager,
  input: Record<string, unknown>,
  fields: readonly string[],
): Promise<void> {
  const refsOf = (value: unknown) => (value == null ? [] : Array.isArray(value) ? value : [value]) as ImageRef[];
  const ids = [...new Set(fields.flatMap((f) => refsOf(input[f]).map((r) => r.id)))];
  if (ids.length === 0) return;
  const rows = await new ImageRefsRepository(em).lockForReference(ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const field of fields) {
    const value = input[field];
    if (value == null) continue;
    const resolved = refsOf(value).map((ref) => {
      const image = byId.get(ref.id);
      if (!image) throw ApiError.validation([{ message: VALIDATION.invalidReference, field }]);
      return { ...ref, ...image };
    });
    input[field] = Array.isArray(value) ? resolved : resolved[0];
  }
}
