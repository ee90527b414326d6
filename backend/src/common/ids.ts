import { ApiError } from './api-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** An id in a path that is not a uuid cannot exist: 404, same as an unknown id. */
export function requireUuid(value: string): string {
  if (!isUuid(value)) throw ApiError.notFound();
  return value;
}
