// Upload into the library (issue 14): multipart through XHR with progress and the XSRF header; a
// finished upload joins the cached library; a failure shows the server text or the spec's upload text.
import { STOREFRONT_TEXTS, type ImageView } from '@bestell/domain';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { App } from 'antd';
import { ApiError } from '../../shared/api/client';
import { queryClient } from '../../shared/api/query-client';
import { queryKeys } from '../../shared/api/query-keys';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { ImageUploader } from './ImageUploader';
import { postImageFile, sendImageFile, type PendingRequest } from './media-api';
import { imageView } from './test-images';

const WAIT = { timeout: 4000 };

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, payload: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(payload);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('postImageFile', () => {
  it('posts multipart with the XSRF token, reports progress and returns the image', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    document.cookie = 'XSRF-TOKEN=tok-1';
    const progress: number[] = [];
    const file = new File(['x'], 'breze.jpg', { type: 'image/jpeg' });
    const request = postImageFile(file, (p) => progress.push(p), { alt: 'Breze' });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers['X-XSRF-TOKEN']]).toEqual(['POST', '/api/images', 'tok-1']);
    expect((xhr.body!.get('file') as File).name).toBe('breze.jpg');
    expect(xhr.body!.get('alt')).toBe('Breze');
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 30, total: 120 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 120, total: 120 });
    const image = imageView('img-9');
    xhr.answer(201, { data: image });
    await expect(request.promise).resolves.toEqual(image);
    expect(progress).toEqual([25, 100]);
  });

  it('replaces an image with PUT /api/images/{id}: the answer carries the new version', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    const request = sendImageFile({ method: 'PUT', id: 'img-2' }, new File(['y'], 'neu.png'));
    expect([FakeXhr.last.method, FakeXhr.last.url]).toEqual(['PUT', '/api/images/img-2']);
    FakeXhr.last.answer(200, { data: imageView('img-2', { version: 4 }) });
    await expect(request.promise).resolves.toMatchObject({ id: 'img-2', version: 4, url: '/image/img-2-4.jpg' });
  });

  it("rejects with the server's German message", async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    const request = postImageFile(new File(['x'], 'a.heic'));
    FakeXhr.last.answer(422, { errors: [{ message: 'Dateityp nicht erlaubt.', field: 'file' }] });
    await expect(request.promise).rejects.toMatchObject({ status: 422, message: 'Dateityp nicht erlaubt.' });
  });
});

describe('ImageUploader', () => {
  async function drop(post: typeof postImageFile, name: string) {
    await act(async () => {
      render(
        <App>
          <ImageUploader post={post} />
        </App>,
      );
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'image/jpeg' })] } });
    });
  }

  it('adds the uploaded image to the cached library', async () => {
    const existing = imageView('img-1');
    queryClient.setQueryData<ImageView[]>(queryKeys.images, [existing]);
    let finish: (image: ImageView) => void = () => undefined;
    const post = jest.fn((_file: File, onProgress?: (p: number) => void): PendingRequest<ImageView> => ({
      promise: new Promise<ImageView>((resolve) => {
        onProgress?.(40);
        finish = resolve;
      }),
      abort: () => undefined,
    }));
    await drop(post, 'torte.jpg');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1), WAIT);
    expect(await screen.findByText('torte.jpg', {}, WAIT)).toBeTruthy();
    // The progress bar has a name (axe-core: aria-progressbar-name).
    expect(await screen.findByRole('progressbar', { name: 'torte.jpg wird hochgeladen' }, WAIT)).toBeTruthy();
    await act(async () => finish(imageView('img-2')));
    await waitFor(() =>
      expect(queryClient.getQueryData<ImageView[]>(queryKeys.images)?.map((i) => i.id)).toEqual(['img-2', 'img-1']),
    );
    // Done files leave the list: they are in the grid now.
    await waitFor(() => expect(screen.queryByText('torte.jpg')).toBeNull(), WAIT);
  });

  it('shows the spec upload error text when the server sends no message', async () => {
    const post = (): PendingRequest<ImageView> => ({
      promise: Promise.reject(new ApiError(500, [])),
      abort: () => undefined,
    });
    await drop(post, 'riesig.jpg');
    expect((await screen.findAllByText(STOREFRONT_TEXTS.uploadFailed('riesig.jpg'), {}, WAIT)).length).toBeGreaterThan(
      0,
    );
  });
});
