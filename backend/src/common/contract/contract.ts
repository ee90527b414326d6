import { SetMetadata } from '@nestjs/common';
import { z } from 'zod';
import { dropReadOnly, readBackBody } from '../read-back.js';
import { parseInput } from '../validation.js';

/**
 * Route contracts (issue 22): one object per route declares its path parameters, query, body and
 * answers as zod schemas. The controller parses its input through the same object (`route.body(raw)`)
 * and `@Contract(route)` hands it to the OpenAPI generator, so the document cannot drift from what the
 * server validates; the integration tests check every answer against the generated document.
 */
export const CONTRACT_METADATA = 'bestell:contract';

/**
 * Who may call a route (OpenAPI security schemes of the same names). staffSession: the session cookie
 * plus X-XSRF-TOKEN on writes; frontdeskKey: a branch tablet's X-Branch-Id + X-Api-Key; deviceToken and
 * externalUserToken: `Authorization: Bearer …`; anonymous: also without credentials (public views).
 */
export type SecurityName = 'staffSession' | 'frontdeskKey' | 'deviceToken' | 'externalUserToken' | 'anonymous';

/** A success answer that is not `{ data }` JSON (a file, a page, a redirect). */
export interface RawAnswer {
  contentType?: string;
  description: string;
  /** Response headers worth naming (Location of a redirect, ETag, …). */
  headers?: string[];
}

export interface RouteSpec<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  M extends z.ZodObject | undefined = undefined,
> {
  summary: string;
  description?: string;
  /** Tags of the document; default: the controller's tag. */
  tags?: string[];
  /** Path parameters (every `:name` of the route, as strings). */
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Media types the body is accepted in (default application/json): a payment provider's webhook may post
   * form-encoded fields, which the body schema then describes.
   */
  bodyMediaTypes?: string[];
  /** The same request as multipart/form-data: its text fields (a binary `file` part is added). */
  multipart?: M;
  /**
   * The view a client may send back as the body (issue 40 item 10): its fields the body schema does not
   * take are dropped before parsing, at any depth, and documented as read-only.
   */
  readBack?: z.ZodType;
  /** Request headers the route reads (Idempotency-Key, If-None-Match, …). */
  headers?: Record<string, { description: string; required?: boolean; schema?: z.ZodType }>;
  /**
   * Success answers by status: the zod schema of the `data` member (`null`: `{ data: null }`), or a raw
   * answer (file, page, redirect).
   */
  responses: Record<number, z.ZodType | null | RawAnswer>;
  /**
   * Failure statuses this route answers with `{ errors }`, besides those every route of its kind has:
   * 400/422/500 on every route (undecodable path or JSON, the input guard, an unexpected failure), 413 on
   * writes, 401/403 on staff routes, 429 on rate-limited ones.
   */
  errors?: number[];
  /** Who may call it; default: derived from the route's guards (none: public). */
  security?: SecurityName[];
  /** Response headers of the success answer, e.g. X-Total-Count of a paged list. */
  responseHeaders?: Record<string, string>;
}

export interface Route<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  M extends z.ZodObject | undefined = undefined,
> {
  spec: RouteSpec<P, Q, B, M>;
  /** Validates the body with the documented schema (422 with German errors). */
  body(raw: unknown): B extends z.ZodType ? z.output<B> : never;
  query(raw: unknown): Q extends z.ZodObject ? z.output<Q> : never;
  params(raw: unknown): P extends z.ZodObject ? z.output<P> : never;
  /** Validates the text fields of a multipart request. */
  multipart(raw: unknown): M extends z.ZodObject ? z.output<M> : never;
}

const parser = (schema: z.ZodType | undefined, what: string) => (raw: unknown) => {
  if (!schema) throw new Error(`route contract has no ${what} schema`);
  return parseInput(schema, raw);
};

/** Declares a route's contract; pass it to `@Contract()` and parse the input with it. */
export function defineRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  M extends z.ZodObject | undefined = undefined,
>(spec: RouteSpec<P, Q, B, M>): Route<P, Q, B, M> {
  type R = Route<P, Q, B, M>;
  const readBack = spec.readBack;
  const body = spec.body;
  const documented =
    readBack && body instanceof z.ZodObject ? { ...spec, body: readBackBody(body, readBack) as unknown as B } : spec;
  return {
    spec: documented,
    body: (readBack && body
      ? (raw: unknown) => parseInput(body, dropReadOnly(body, readBack, raw))
      : parser(spec.body, 'body')) as R['body'],
    query: parser(spec.query, 'query') as R['query'],
    params: parser(spec.params, 'params') as R['params'],
    multipart: parser(spec.multipart, 'multipart') as R['multipart'],
  };
}

// The contract's spec is what the generator reads; generics do not matter there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = Route<any, any, any, any>;

/** Records the route's contract for the OpenAPI document (issue 22). */
export const Contract = (route: AnyRoute) => SetMetadata(CONTRACT_METADATA, route.spec);

/** `{ errors: [{ message, field }] }`: every failure, with German messages (spec 7). */
export const errorsSchema = z
  .strictObject({
    errors: z.array(
      z.strictObject({
        message: z.string().meta({ example: 'Dieser Wert sollte nicht leer sein.' }),
        field: z.string().optional().meta({ example: 'firstName' }),
      }),
    ),
  })
  .meta({ id: 'Errors', description: 'Failure: German messages, each with the field it concerns (if any).' });

/** A reference to another record by id, as views carry them. */
export const refView = z.strictObject({ id: z.uuid() });

/** A library image as records carry it (domain ImageRef, issue 14). */
export const imageRefView = z
  .strictObject({
    id: z.string(),
    version: z.number().int(),
    extension: z.string().meta({ example: 'jpg' }),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
    alt: z.string().optional(),
    focalX: z.number().optional(),
    focalY: z.number().optional(),
  })
  .meta({ id: 'ImageRef', description: 'A library image: served under /image/{id}/{version}…' });

/** Compile-time check that a zod view schema's output and the domain's view type are the same. */
export type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2
    ? (<T>() => T extends B ? 1 : 2) extends <T>() => T extends A ? 1 : 2
      ? true
      : false
    : false;
/** `assertSameShape<z.output<typeof schema>, DomainType>(true)` fails to compile when they differ. */
export const assertSameShape = <A, B>(ok: Equals<A, B>): void => void ok;
