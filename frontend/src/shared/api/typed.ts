// Calls typed by the OpenAPI document (issue 22): `generated/openapi.ts` is written from the server's route
// contracts by `npm run api:client` (openapi-typescript), so a changed server shape breaks the typecheck
// of every caller. Runtime is the existing apiRequest (German errors, CSRF header, offline message).
import { apiRequest } from './client';
import type { paths } from './generated/openapi';

type Method = 'get' | 'post' | 'put' | 'delete';
type Json = 'application/json';

/** Paths of the document that have `method`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

export type Operation<P extends keyof paths, M extends Method> = Extract<paths[P][M], { responses: unknown }>;

type SuccessStatus = 200 | 201;
/** The `data` member of the operation's success answer. */
export type ApiData<P extends keyof paths, M extends Method> = Operation<P, M>['responses'] extends infer R
  ? {
      [S in keyof R & SuccessStatus]: R[S] extends { content: { [K in Json]: { data: infer D } } } ? D : never;
    }[keyof R & SuccessStatus]
  : never;

type PathParams<O> = O extends { parameters: { path: infer X } } ? ([X] extends [never] ? never : X) : never;
type QueryParams<O> = O extends { parameters: { query?: infer X } } ? X : never;
export type ApiBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { [K in Json]: infer B } } } ? B : never;

type Options<P extends keyof paths, M extends Method> = ([PathParams<Operation<P, M>>] extends [never]
  ? { path?: undefined }
  : { path: PathParams<Operation<P, M>> }) & {
  query?: QueryParams<Operation<P, M>>;
  body?: ApiBody<P, M>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Fills `{name}` from `params` (encoded) and appends the query; `/api` is apiRequest's prefix. */
export function buildPath(template: string, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) search.append(key, String(value));
  const qs = search.toString();
  return `${path.replace(/^\/api(?=\/)/, '')}${qs ? `?${qs}` : ''}`;
}

/** One operation of the document: typed path parameters, query, body and answer. */
export function apiCall<M extends Method, P extends PathsWith<M>>(
  method: M,
  path: P,
  options: Options<P, M>,
): Promise<ApiData<P, M>> {
  return apiRequest<ApiData<P, M>>(buildPath(path, options.path, options.query), {
    method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
    body: options.body,
    headers: options.headers,
    signal: options.signal,
  });
}
