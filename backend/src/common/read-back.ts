import { z } from 'zod';
import { OWN_TEXTS } from '@bestell/domain';
import { ApiError } from './api-error.js';

/**
 * Issue 40 item 10: what GET returns, PUT accepts. A client may send an item back as it read it; the
 * fields its view shows but its input schema does not take (id, createdAt, computed values, the name
 * beside a reference's id, a delivery area's id) are dropped before the input is parsed, at any depth.
 * Keys neither schema knows still get the 422 of the strict input schema (a typo is no read-back).
 */

type Json = Record<string, unknown>;

/** The object or array schema beneath optional/nullable/default/pipe/readonly wrappers, if any. */
function core(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 10; depth++) {
    const def = (current as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } }).def;
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else return current;
  }
  return current;
}

/** The object schemas a union offers (the view of a record that is one of several shapes). */
function objectsOf(schema: z.ZodType | undefined): z.ZodObject[] {
  const c = core(schema);
  if (c instanceof z.ZodObject) return [c];
  if (c instanceof z.ZodUnion) return (c.options as z.ZodType[]).flatMap(objectsOf);
  return [];
}

function dropIn(input: z.ZodType | undefined, view: z.ZodType | undefined, value: unknown): unknown {
  const i = core(input);
  const v = core(view);
  if (Array.isArray(value)) {
    if (i instanceof z.ZodArray && v instanceof z.ZodArray)
      return value.map((item) => dropIn(i.element as z.ZodType, v.element as z.ZodType, item));
    return value;
  }
  if (!value || typeof value !== 'object') return value;
  const inputs = objectsOf(i);
  const views = objectsOf(v);
  if (inputs.length !== 1 || views.length === 0) return value;
  const inputShape = inputs[0]!.shape as Record<string, z.ZodType>;
  const out: Json = {};
  for (const [key, field] of Object.entries(value as Json)) {
    const seen = views.find((o) => key in o.shape);
    if (!(key in inputShape) && seen) continue;
    out[key] = seen ? dropIn(inputShape[key], (seen.shape as Record<string, z.ZodType>)[key], field) : field;
  }
  return out;
}

/** The body without what the view shows and the input schema does not take (read-only fields). */
export function dropReadOnly(input: z.ZodType, view: z.ZodType | undefined, body: unknown): unknown {
  if (!view) return body;
  return dropIn(input, view, body);
}

/**
 * A PUT body read back from GET carries the item's id (spec 3/7 "body carries id"): the same id as the
 * path is fine, another one is refused rather than silently ignored.
 */
export function assertSameId(pathId: string, body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const id = (body as Json).id;
  if (id !== undefined && id !== null && id !== pathId)
    throw ApiError.validation([{ field: 'id', message: OWN_TEXTS.readBackIdMismatch }]);
}

/**
 * The update body as documented: the input's fields, plus the view's other top-level fields marked
 * read-only (accepted and ignored), so the document says a GET answer may be sent back as it is.
 */
export function readBackBody(input: z.ZodObject, view: z.ZodType | undefined): z.ZodObject {
  const shape = input.shape as Record<string, z.ZodType>;
  const extra: Record<string, z.ZodType> = {};
  for (const o of objectsOf(view))
    for (const key of Object.keys(o.shape))
      if (!(key in shape) && !(key in extra))
        extra[key] = z.unknown().optional().meta({ readOnly: true, description: 'Read-only: accepted and ignored' });
  return Object.keys(extra).length ? input.extend(extra) : input;
}
