// The image picker of every editor (issue 14): chosen library images land in the form as ImageRefs,
// several keep their order (first = cover), one replaces the other.
import { describe, expect, it, jest } from '@jest/globals';
import { App, Button, Form } from 'antd';
import { act, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { ImagePicker, mergeSelection } from './ImagePicker';
import { imageView } from './test-images';

const WAIT = { timeout: 4000 };
const BREZE = imageView('img-1', { alt: 'Butterbreze', focalX: 0.3, focalY: 0.6 });
const TORTE = imageView('img-2', { alt: 'Sachertorte', version: 3, extension: 'png', width: 800, height: 600 });
const ref = (image: typeof BREZE) => ({
  id: image.id,
  version: image.version,
  extension: image.extension,
  width: image.width,
  height: image.height,
  alt: image.alt,
  focalX: image.focalX,
  focalY: image.focalY,
});

async function renderForm(field: React.ReactNode, initial: Record<string, unknown>, onFinish: (v: unknown) => void) {
  await act(async () => {
    render(
      <App>
        <Form initialValues={initial} onFinish={onFinish}>
          {field}
          <Button htmlType="submit">Speichern</Button>
        </Form>
      </App>,
    );
  });
}

const tile = (dialog: HTMLElement, name: string) =>
  within(dialog).getByText(name, { selector: '.bo-media-tile__name' }).closest('button')!;

describe('ImagePicker', () => {
  it('writes the chosen images as ImageRefs in click order, and the cover can be changed', async () => {
    stubFetch({ 'GET /api/images': { status: 200, body: { data: [BREZE, TORTE] } } });
    const onFinish = jest.fn();
    await renderForm(
      <Form.Item name="images" label="Bilder">
        <ImagePicker label="Produktbild" multiple />
      </Form.Item>,
      { images: [] },
      onFinish,
    );
    fireEvent.click(screen.getByText('Bilder auswählen'));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await waitFor(() => tile(dialog, 'Sachertorte'), WAIT);
    fireEvent.click(tile(dialog, 'Sachertorte'));
    fireEvent.click(tile(dialog, 'Butterbreze'));
    expect(tile(dialog, 'Sachertorte').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(dialog).getByText('Übernehmen (2)'));

    const list = await screen.findByRole('list', { name: 'Produktbild' }, WAIT);
    const shown = within(list).getAllByRole('img') as HTMLImageElement[];
    expect(shown.map((img) => img.getAttribute('src'))).toEqual(['/image/tiny/img-2-3.png', '/image/tiny/img-1-1.jpg']);
    expect(within(list).getAllByText('Titelbild', { selector: '.bo-picker-cover' })).toHaveLength(1);

    fireEvent.click(screen.getByLabelText('Produktbild 2 als Titelbild'));
    fireEvent.click(screen.getByText('Speichern'));
    await waitFor(() => expect(onFinish).toHaveBeenCalled(), WAIT);
    expect(onFinish.mock.calls[0]![0]).toEqual({ images: [ref(BREZE), ref(TORTE)] });
  });

  it('replaces a single image with one click and can clear it', async () => {
    stubFetch({ 'GET /api/images': { status: 200, body: { data: [BREZE, TORTE] } } });
    const onFinish = jest.fn();
    await renderForm(
      <Form.Item name="image" label="Bild">
        <ImagePicker label="Kategoriebild" />
      </Form.Item>,
      { image: ref(BREZE) },
      onFinish,
    );
    expect(screen.getByRole('img', { name: 'Butterbreze' }).getAttribute('src')).toBe('/image/tiny/img-1-1.jpg');
    fireEvent.click(screen.getByText('Anderes Bild wählen'));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await waitFor(() => tile(dialog, 'Sachertorte'), WAIT);
    expect(tile(dialog, 'Butterbreze').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tile(dialog, 'Sachertorte'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Sachertorte' })).toBeTruthy(), WAIT);
    fireEvent.click(screen.getByText('Speichern'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1), WAIT);
    expect(onFinish.mock.calls[0]![0]).toEqual({ image: ref(TORTE) });

    fireEvent.click(screen.getByLabelText('Kategoriebild 1 entfernen'));
    fireEvent.click(screen.getByText('Speichern'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(2), WAIT);
    expect(onFinish.mock.calls[1]![0]).toEqual({ image: null });
  });

  it('crops a photo at its focal point, but shows a logo whole (fit="contain")', async () => {
    stubFetch({ 'GET /api/images': { status: 200, body: { data: [BREZE, TORTE] } } });
    await renderForm(
      <>
        <Form.Item name="image" label="Bild">
          <ImagePicker label="Kategoriebild" />
        </Form.Item>
        <Form.Item name="logo" label="Logo">
          <ImagePicker label="Logo" fit="contain" />
        </Form.Item>
      </>,
      { image: ref(BREZE), logo: ref(TORTE) },
      () => undefined,
    );
    const photo = screen.getByRole('img', { name: 'Butterbreze' }) as HTMLImageElement;
    expect(photo.style.objectPosition).toBe('30% 60%');
    expect(photo.style.objectFit).toBe('');
    expect((screen.getByRole('img', { name: 'Sachertorte' }) as HTMLImageElement).style.objectFit).toBe('contain');
  });
});

describe('mergeSelection', () => {
  it('keeps the order of kept images, refreshes their version, keeps unknown (uploaded) refs, appends new ones', () => {
    const legacy = { id: 'u-9', version: 1, extension: 'jpg', publicHash: 'h'.repeat(32) };
    const stale = { ...ref(TORTE), version: 1 };
    expect(mergeSelection([stale, legacy], ['img-1', 'img-2'], [BREZE, TORTE])).toEqual([
      ref(TORTE),
      legacy,
      ref(BREZE),
    ]);
    expect(mergeSelection([ref(BREZE), ref(TORTE)], ['img-2'], [BREZE, TORTE])).toEqual([ref(TORTE)]);
  });
});
