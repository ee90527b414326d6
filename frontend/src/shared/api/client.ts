// Typed fetch wrapper: responses carry `{ data }`, failures `{ errors: [{ message, field }] }` (spec 7).
import { STOREFRONT_TEXTS } from '@bestell/domain';

export interface ApiErrorEntry {
  message: string;
  field?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorEntry[],
  ) {
    super(errors[0]?.message ?? STOREFRONT_TEXTS.unknownError);
    this.name = 'ApiError';
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const found = document.cookie.split(';').find((part) => part.trim().startsWith(prefix));
  return found ? decodeURIComponent(found.trim().slice(prefix.length)) : null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls `/api{path}` and returns the `data` member; throws ApiError with the server's error list. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCookie('XSRF-TOKEN');
    if (token) headers['X-XSRF-TOKEN'] = token;
  }
  return apiAnswer<T>(
    fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    }),
  );
}

/** The `data` member of a started request's answer; ApiError with the server's list, or offline. */
export async function apiAnswer<T>(pending: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await pending;
  } catch {
    throw new ApiError(0, [{ message: STOREFRONT_TEXTS.offline }]);
  }
  const payload = (await response.json().catch(() => null)) as { data?: T; errors?: ApiErrorEntry[] } | null;
  if (!response.ok) {
    const errors = payload?.errors?.length ? payload.errors : [{ message: STOREFRONT_TEXTS.unknownError }];
    throw new ApiError(response.status, errors);
  }
  return payload?.data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    apiRequest<T>(path, { method: 'POST', body, headers }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
