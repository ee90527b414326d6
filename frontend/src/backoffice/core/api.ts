// Back-office calls: the shared client plus the spec's rule that any 401 sends the browser to
// /backend/login (spec 2, 6, 8). The login call itself answers 401 for wrong credentials, so it
// uses the plain client instead.
//
// `bo.get/post/put/delete` and `boGetPage` are typed by the server's OpenAPI document (issue 22): the
// path is a literal of the document (`'/api/orders/{id}'`), path parameters, query and body are checked
// against it and the answer is the document's `data` type, so a changed server shape breaks the
// frontend typecheck. `boRequest` stays untyped for the few callers that build the path at run time
// (the generic resource pages).
import { ApiError, apiRequest, readCookie, type RequestOptions } from '../../shared/api/client';
import { apiCall, buildPath, type ApiData, type PathsWith } from '../../shared/api/typed';

export const LOGIN_PATH = '/backend/login';

/** `message`: the server's 401 text, e.g. the spec's no-session text for a session that ran out. */
type UnauthorizedHandler = (message?: string) => void;

let onUnauthorized: UnauthorizedHandler = () => window.location.assign(LOGIN_PATH);

/** The app installs a router-aware handler; tests install a spy. Returns the previous handler. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): UnauthorizedHandler {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return previous;
}

/** Rethrows `error`; a 401 first sends the browser to the login (for calls outside `bo`, e.g. XHR uploads). */
export function guard(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) onUnauthorized(error.errors[0]?.message);
  throw error;
}

/** Untyped call of `/api{path}`; only for paths built at run time (generic resource pages). */
export async function boRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>(path, options).catch(guard);
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Path parameters, query, body, headers and signal of one operation of the document. */
export type BoOptions<M extends Method, P extends PathsWith<M>> = Parameters<typeof apiCall<M, P>>[2];

/** The options may be left out when the operation needs none (no path parameters). */
type OptionsArg<M extends Method, P extends PathsWith<M>> =
  object extends BoOptions<M, P> ? [options?: BoOptions<M, P>] : [options: BoOptions<M, P>];

/** One operation of the document with the back office's 401 rule. */
export function boCall<M extends Method, P extends PathsWith<M>>(
  method: M,
  path: P,
  ...[options]: OptionsArg<M, P>
): Promise<ApiData<P, M>> {
  return apiCall(method, path, (options ?? {}) as BoOptions<M, P>).catch(guard);
}

export const bo = {
  get: <P extends PathsWith<'get'>>(path: P, ...options: OptionsArg<'get', P>) => boCall('get', path, ...options),
  post: <P extends PathsWith<'post'>>(path: P, ...options: OptionsArg<'post', P>) => boCall('post', path, ...options),
  put: <P extends PathsWith<'put'>>(path: P, ...options: OptionsArg<'put', P>) => boCall('put', path, ...options),
  delete: <P extends PathsWith<'delete'>>(path: P, ...options: OptionsArg<'delete', P>) =>
    boCall('delete', path, ...options),
};

/** `V` with the fields `K` loosened to unknown. */
export type Loose<V, K extends keyof V> = Omit<V, K> & { [P in K]: unknown };

/**
 * The document's answer as a domain view whose fields `K` the document types loosely (free JSON such
 * as a site's `content` or a block list, validated by the domain's own rules): every other field of
 * the answer must still fit the view.
 */
export const asView = <V, K extends keyof V>(data: Loose<V, K>): V => data as V;
export const asViews = <V, K extends keyof V>(data: readonly Loose<V, K>[]): V[] => data as V[];

/** A filter as query: empty strings are left out (like undefined, which the typed call drops). */
export const withoutEmpty = <T extends object>(filter: T): T =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as T;

/**
 * GET of a generic resource list with its filter query (`?branch=…`). The document lists no query
 * parameters for these lists although the server filters by them, so the filter is the one part of the
 * call the document does not check; path and answer are typed.
 */
export function boGetFiltered<P extends PathsWith<'get'>>(
  path: P,
  filter: Record<string, string | undefined>,
  ...[options]: OptionsArg<'get', P>
): Promise<ApiData<P, 'get'>> {
  const query = { ...filter, ...(options as { query?: object } | undefined)?.query };
  return boCall('get', path, { ...options, query } as BoOptions<'get', P>);
}

/** The address of a GET of the document for a link (download, image): the path is checked, parameters filled in. */
export function apiHref<P extends PathsWith<'get'>>(path: P, ...[options]: OptionsArg<'get', P>): string {
  const { path: params, query } = (options ?? {}) as { path?: unknown; query?: unknown };
  return `/api${buildPath(path, params, query)}`;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** The element type of a list answer. */
type Item<D> = D extends readonly (infer I)[] ? I : never;

/** GET of a paged list: the shared client drops headers, and the total comes in X-Total-Count. */
export async function boGetPage<P extends PathsWith<'get'>>(
  path: P,
  ...[options]: OptionsArg<'get', P>
): Promise<Page<Item<ApiData<P, 'get'>>>> {
  type T = Item<ApiData<P, 'get'>>;
  const { path: params, query } = (options ?? {}) as { path?: unknown; query?: unknown };
  let response: Response;
  try {
    response = await fetch(`/api${buildPath(path, params, query)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    return guard(new ApiError(0, []));
  }
  const payload = (await response.json().catch(() => null)) as { data?: T[]; errors?: { message: string }[] } | null;
  if (!response.ok) return guard(new ApiError(response.status, payload?.errors ?? []));
  const items = payload?.data ?? [];
  return { items, total: Number(response.headers.get('X-Total-Count') ?? items.length) };
}

export { ApiError, readCookie };
