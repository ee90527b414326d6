// Back-office calls of the media resources (issue 14): the image library, fonts and customer uploads
// as TanStack queries; changes go through mutations that update and invalidate the cached lists.
import {
  STOREFRONT_TEXTS,
  type FontView,
  type ImageRef,
  type ImageView,
  type TemplateLayer,
  type UploadListItem,
} from '@bestell/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorEntry } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/query-keys';
import type { ApiData } from '../../shared/api/typed';
import { bo, guard, readCookie } from '../core/api';

export const imagesQuery = queryOptions({
  queryKey: queryKeys.images,
  queryFn: (): Promise<ImageView[]> => bo.get('/api/images'),
});

/** GET /api/fonts: the families the shop can use; they change only with a deployment. */
export const fontsQuery = queryOptions({
  queryKey: queryKeys.fonts,
  queryFn: (): Promise<FontView[]> => bo.get('/api/fonts'),
  staleTime: Infinity,
});

/** GET /api/uploads: customer files with the order they belong to. */
export const uploadsQuery = queryOptions({
  queryKey: queryKeys.uploads,
  queryFn: (): Promise<UploadListItem[]> => bo.get('/api/uploads'),
});

/** How often the library is read again while the `images` job still renders some image's variants. */
export const VARIANTS_POLL_MS = 2000;
/** A job that has not finished this long after the upload has failed: stop asking. */
const VARIANTS_POLL_FOR_MS = 10 * 60_000;

/** Whether the list holds an image whose variants are still being rendered (uploaded or replaced lately). */
export function rendering(images: ImageView[] | undefined, now = Date.now()): boolean {
  return !!images?.some((image) => !image.variantsReady && now - Date.parse(image.updatedAt) < VARIANTS_POLL_FOR_MS);
}

/**
 * GET /api/images: the whole library (newest first as the server sends it). While the `images` job
 * renders a fresh upload's variants the list is read again, so the tiles and the note 'Die Bildgrößen
 * werden noch berechnet.' follow the job instead of staying stale until the next save.
 */
export function useImages() {
  return useQuery({
    ...imagesQuery,
    refetchInterval: (query) => (rendering(query.state.data) ? VARIANTS_POLL_MS : false),
  });
}

/** The reference a record keeps of a library image (spec 3 "Image" plus size and focal point). */
export function toImageRef(image: ImageView): ImageRef {
  return {
    id: image.id,
    version: image.version,
    extension: image.extension,
    width: image.width,
    height: image.height,
    alt: image.alt,
    focalX: image.focalX,
    focalY: image.focalY,
  };
}

export interface ImageChange {
  id: string;
  alt?: string;
  focalX?: number;
  focalY?: number;
}

function useReplaceInList() {
  const client = useQueryClient();
  return (saved: ImageView) => {
    client.setQueryData<ImageView[]>(queryKeys.images, (list) => {
      if (!list) return list;
      return list.some((i) => i.id === saved.id) ? list.map((i) => (i.id === saved.id ? saved : i)) : [saved, ...list];
    });
    void client.invalidateQueries({ queryKey: queryKeys.images });
  };
}

/** PUT /api/images/{id}: alt text and focal point (a new file goes through sendImageFile). */
export function useUpdateImage() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: (change: ImageChange): Promise<ImageView> =>
      bo.put('/api/images/{id}', { path: { id: change.id }, body: change }),
    onSuccess: replace,
  });
}

/** DELETE /api/images/{id}; the server refuses (German message) while the image is used. */
export function useDeleteImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => bo.delete('/api/images/{id}', { path: { id } }),
    onSuccess: (_, id) => {
      client.setQueryData<ImageView[]>(queryKeys.images, (list) => list?.filter((i) => i.id !== id));
      void client.invalidateQueries({ queryKey: queryKeys.images });
    },
  });
}

/** Adds a freshly uploaded image to the cached library (the upload itself runs through XHR for progress). */
export function useImageAdded() {
  return useReplaceInList();
}

export interface PendingRequest<T> {
  promise: Promise<T>;
  abort: () => void;
}

function xhrErrors(xhr: XMLHttpRequest): ApiErrorEntry[] {
  try {
    const payload = JSON.parse(xhr.responseText) as { errors?: ApiErrorEntry[] } | null;
    return payload?.errors ?? [];
  } catch {
    return [];
  }
}

/** What POST /api/images and PUT /api/images/{id} answer, by the OpenAPI document. */
type SentImage = ApiData<'/api/images', 'post'> & ApiData<'/api/images/{id}', 'put'>;

/**
 * A file to the library as multipart/form-data (`file` plus alt), through XMLHttpRequest because fetch
 * reports no upload progress: POST /api/images creates, PUT /api/images/{id} replaces (version + 1).
 * `onProgress` gets 0..100. Outside the typed client (multipart, progress); the answer is the document's.
 */
export function sendImageFile(
  target: { method: 'POST' } | { method: 'PUT'; id: string },
  file: File,
  onProgress?: (percent: number) => void,
  fields: { alt?: string } = {},
): PendingRequest<ImageView> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ImageView>((resolve, reject) => {
    xhr.open(target.method, target.method === 'PUT' ? `/api/images/${encodeURIComponent(target.id)}` : '/api/images');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie('XSRF-TOKEN');
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const sent: ImageView = (JSON.parse(xhr.responseText) as { data: SentImage }).data;
          resolve(sent);
        } catch {
          reject(new ApiError(xhr.status, []));
        }
        return;
      }
      try {
        guard(new ApiError(xhr.status, xhrErrors(xhr)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, [{ message: STOREFRONT_TEXTS.offline }]));
    xhr.onabort = () => reject(new ApiError(0, []));
    const form = new FormData();
    form.append('file', file, file.name);
    if (fields.alt) form.append('alt', fields.alt);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/** POST /api/images (multipart, with progress). */
export const postImageFile = (file: File, onProgress?: (percent: number) => void, fields: { alt?: string } = {}) =>
  sendImageFile({ method: 'POST' }, file, onProgress, fields);

export function useFonts() {
  return useQuery(fontsQuery);
}

export function useUploads() {
  return useQuery(uploadsQuery);
}

/** An unsaved template as POST /api/image-templates/render takes it (plus the product to fill it with). */
export interface TemplateRenderInput {
  width: number;
  height: number;
  background: string;
  layers: TemplateLayer[];
  productId?: string | null;
}

/** The wire shape of the render call: the template under `template`, the product's id under `product`. */
export function renderBody({ productId, ...template }: TemplateRenderInput) {
  return { template, product: productId ?? null };
}

/**
 * POST /api/image-templates/render: the PNG of an unsaved template, for the editor's live preview. A
 * binary answer, so a plain fetch outside the typed client. The body stays on the domain's
 * TemplateLayer: its image `field` is any string there, the document allows only 'product.image'.
 */
export async function renderTemplatePreview(body: TemplateRenderInput, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'image/png, application/json', 'Content-Type': 'application/json' };
  const token = readCookie('XSRF-TOKEN');
  if (token) headers['X-XSRF-TOKEN'] = token;
  let response: Response;
  try {
    response = await fetch('/api/image-templates/render', {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify(renderBody(body)),
      signal,
    });
  } catch {
    throw new ApiError(0, [{ message: STOREFRONT_TEXTS.offline }]);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { errors?: ApiErrorEntry[] } | null;
    return guard(new ApiError(response.status, payload?.errors ?? []));
  }
  return response.blob();
}
