import { type EntityManager, type EntityTarget, In, type ObjectLiteral } from 'typeorm';
import { VALIDATION } from '@bestell/domain';
import { ApiError } from '../api-error.js';

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
