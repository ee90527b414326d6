// Back-office calls: the shared client plus the spec's rule that any 401 sends the browser to
// /backend/login (spec 2, 6, 8). The login call itself answers 401 for wrong credentials, so it
// uses the plain client instead.
import { ApiError, apiRequest, readCookie, type RequestOptions } from '../../shared/api/client';

export const LOGIN_PATH = '/backend/login';

let onUnauthorized: () => void = () => window.location.assign(LOGIN_PATH);

/** The app installs a router-aware handler; tests install a spy. Returns the previous handler. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return previous;
}

/** Rethrows `error`; a 401 first sends the browser to the login (for calls outside `bo`, e.g. XHR uploads). */
export function guard(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) onUnauthorized();
  throw error;
}

export async function boRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>(path, options).catch(guard);
}

export const bo = {
  get: <T>(path: string) => boRequest<T>(path),
  post: <T>(path: string, body?: unknown) => boRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => boRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => boRequest<T>(path, { method: 'DELETE' }),
};

export interface Page<T> {
  items: T[];
  total: number;
}

/** GET of a paged list: the shared client drops headers, and the total comes in X-Total-Count. */
export async function boGetPage<T>(path: string): Promise<Page<T>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    return guard(new ApiError(0, []));
  }
  const payload = (await response.json().catch(() => null)) as { data?: T[]; errors?: { message: string }[] } | null;
  if (!response.ok) return guard(new ApiError(response.status, payload?.errors ?? []));
  const items = payload?.data ?? [];
  return { items, total: Number(response.headers.get('X-Total-Count') ?? items.length) };
}

export { ApiError, readCookie };
