import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '../../test/render';
import { STOREFRONT_TEXTS } from '@bestell/domain';
import { App } from 'antd';
import type { MediaRef } from '../../shared/api/types';
import { ImageField } from './ImageField';
import { stubFetch } from './test-fetch';

const WAIT = { timeout: 8000 };
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const UPLOADED = { id: 'u-1', version: 1, extension: 'png', publicHash: 'h'.repeat(32), mimeType: 'image/png' };

function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

describe('ImageField (product and category images through the uploads API)', () => {
  it('uploads the chosen image, keeps its reference and shows it from /upload/…', async () => {
    const calls = stubFetch({ 'POST /api/uploads': { status: 201, body: { data: UPLOADED } } });
    const onChange = jest.fn<(value: MediaRef[]) => void>();
    render(
      <App>
        <ImageField label="Produktbild" multiple value={[]} onChange={onChange} />
      </App>,
    );
    choose('Produktbild', new File([PNG], 'torte.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled(), WAIT);
    expect(onChange.mock.calls[0]![0]).toEqual([
      { id: 'u-1', version: 1, extension: 'png', publicHash: UPLOADED.publicHash },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/uploads', body: { name: 'torte.png' } });
    expect(String((calls[0]!.body as { data: string }).data)).toMatch(/^data:image\/png;base64,/);
  });

  it('shows the stored image with a remove button; a single image field empties to null', async () => {
    const onChange = jest.fn<(value: MediaRef | null) => void>();
    const ref = { id: 'u-1', version: 2, extension: 'png', publicHash: UPLOADED.publicHash };
    render(
      <App>
        <ImageField label="Kategoriebild" value={ref} onChange={onChange} />
      </App>,
    );
    const img = screen.getByRole('img', { name: 'Kategoriebild 1' });
    expect(img.getAttribute('src')).toBe(`/upload/${UPLOADED.publicHash}/u-1-2.png`);
    expect(screen.getByRole('button', { name: 'Bild ersetzen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('refuses a file that is no image with the spec text, without calling the API', async () => {
    const calls = stubFetch({});
    const onChange = jest.fn();
    render(
      <App>
        <ImageField label="Produktbild" multiple value={[]} onChange={onChange} />
      </App>,
    );
    choose('Produktbild', new File(['%PDF'], 'preisliste.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(STOREFRONT_TEXTS.uploadFailed('preisliste.pdf'), {}, WAIT)).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });
});
