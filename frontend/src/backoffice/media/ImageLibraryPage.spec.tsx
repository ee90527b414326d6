// Back office 'Bilder' (issue 14): the grid with its count (spec 9 'N Bilder'), thumbnails from the
// size variants, the editor of one image (alt text, focal point) and delete rules (spec 8 messages).
import { describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { act, fireEvent, render, screen, waitFor, within } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { ImageLibraryPage } from './ImageLibraryPage';
import { rendering, VARIANTS_POLL_MS } from './media-api';
import { imageView } from './test-images';

const WAIT = { timeout: 4000 };
const IN_USE = 'Das Bild wird noch verwendet und kann nicht gelöscht werden.';

const BREZE = imageView('img-1', { alt: 'Butterbreze', usageCount: 2, focalX: 0.25, focalY: 0.75 });
const TORTE = imageView('img-2', { alt: 'Sachertorte', version: 3, extension: 'png' });
const FRESH = imageView('img-3', { alt: 'Mohnflesserl', variantsReady: false });

async function renderPage() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/backend#/images']}>
        <App>
          <ImageLibraryPage />
        </App>
      </MemoryRouter>,
    );
  });
}

const tile = (name: string) => screen.getByText(name, { selector: '.bo-media-tile__name' }).closest('button')!;

describe('image library', () => {
  it("shows 'N Bilder', variant thumbnails with the focal point, and filters by alt text", async () => {
    stubFetch({ 'GET /api/images': { status: 200, body: { data: [BREZE, TORTE, FRESH] } } });
    await renderPage();
    expect(await screen.findByText('3 Bilder', {}, WAIT)).toBeTruthy();
    const breze = tile('Butterbreze').querySelector('img')!;
    expect(breze.getAttribute('src')).toBe('/image/tiny/img-1-1.jpg');
    expect(breze.style.objectPosition).toBe('25% 75%');
    expect(tile('Sachertorte').querySelector('img')!.getAttribute('src')).toBe('/image/tiny/img-2-3.png');
    // Variants not rendered yet: the original shows instead of a broken variant URL.
    expect(tile('Mohnflesserl').querySelector('img')!.getAttribute('src')).toBe('/image/img-3-1.jpg');
    expect(within(tile('Butterbreze')).getByText(/2× verwendet/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Bilder durchsuchen'), { target: { value: 'torte' } });
    expect(screen.queryByText('Butterbreze', { selector: '.bo-media-tile__name' })).toBeNull();
    expect(tile('Sachertorte')).toBeTruthy();
  });

  it('offers no delete for a used image and shows the server refusal for an unused one', async () => {
    const calls = stubFetch({
      'GET /api/images': { status: 200, body: { data: [BREZE, TORTE] } },
      'DELETE /api/images/img-2': { status: 409, body: { errors: [{ message: IN_USE }] } },
    });
    await renderPage();
    fireEvent.click(await waitFor(() => tile('Butterbreze'), WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(/wird noch 2-mal verwendet/)).toBeTruthy();
    expect(within(dialog).getByText('Löschen').closest('button')!.disabled).toBe(true);
    fireEvent.click(within(dialog).getByText('Schließen'));

    fireEvent.click(tile('Sachertorte'));
    await waitFor(() => expect(screen.getByLabelText('Alternativtext')).toHaveProperty('value', 'Sachertorte'), WAIT);
    const remove = screen.getByText('Löschen', { selector: '.ant-modal-footer button span' }).closest('button')!;
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    const confirm = await screen.findByText('Bild löschen?', {}, WAIT);
    fireEvent.click(within(confirm.closest('.ant-popover')! as HTMLElement).getByText('Löschen'));
    expect(await screen.findByText(IN_USE, {}, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/images/img-2']);
    // Still in the grid: nothing was deleted.
    expect(tile('Sachertorte')).toBeTruthy();
  });

  it('sets the focal point by a click on the picture and saves it with the alt text', async () => {
    const calls = stubFetch({
      'GET /api/images': { status: 200, body: { data: [TORTE] } },
      'PUT /api/images/img-2': (body) => ({ status: 200, body: { data: { ...TORTE, ...(body as object) } } }),
    });
    await renderPage();
    fireEvent.click(await waitFor(() => tile('Sachertorte'), WAIT));
    const surface = await screen.findByLabelText(/Fokuspunkt setzen/, {}, WAIT);
    surface.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 300 }) as DOMRect;
    fireEvent.click(surface, { clientX: 400, clientY: 110 });
    const marker = screen.getByTestId('focal-marker');
    expect(marker.style.left).toBe('75%');
    expect(marker.style.top).toBe('20%');
    fireEvent.change(screen.getByLabelText('Alternativtext'), { target: { value: ' Sachertorte mit Schlag ' } });
    fireEvent.click(screen.getByText('Speichern').closest('button')!);
    expect(await screen.findByText('Bild gespeichert', {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      id: 'img-2',
      alt: 'Sachertorte mit Schlag',
      focalX: 0.75,
      focalY: 0.2,
    });
  });

  it('follows the images job: a fresh upload shows its variant and loses the note once the job is done', async () => {
    const uploading = imageView('img-4', {
      alt: 'Kornspitz',
      variantsReady: false,
      updatedAt: new Date().toISOString(),
    });
    let reads = 0;
    stubFetch({
      'GET /api/images': () => {
        reads += 1;
        return { status: 200, body: { data: [{ ...uploading, variantsReady: reads > 1 }] } };
      },
    });
    await renderPage();
    fireEvent.click(await waitFor(() => tile('Kornspitz'), WAIT));
    expect(await screen.findByText('Die Bildgrößen werden noch berechnet.', {}, WAIT)).toBeTruthy();
    expect(tile('Kornspitz').querySelector('img')!.getAttribute('src')).toBe('/image/img-4-1.jpg');
    // No save and no reload: the list is read again while the job runs.
    const POLL = { timeout: VARIANTS_POLL_MS + 3000 };
    await waitFor(
      () => expect(tile('Kornspitz').querySelector('img')!.getAttribute('src')).toBe('/image/tiny/img-4-1.jpg'),
      POLL,
    );
    expect(screen.queryByText('Die Bildgrößen werden noch berechnet.')).toBeNull();
    expect(reads).toBe(2);
  }, 10_000);

  it('reads the list again only while a recent upload waits for its variants', () => {
    const now = Date.parse('2026-11-02T09:00:00.000Z');
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    expect(rendering(undefined, now)).toBe(false);
    expect(rendering([BREZE, TORTE], now)).toBe(false);
    expect(rendering([BREZE, imageView('a', { variantsReady: false, updatedAt: at(1) })], now)).toBe(true);
    // A job that has not finished after ten minutes has failed: no polling for ever.
    expect(rendering([imageView('b', { variantsReady: false, updatedAt: at(11) })], now)).toBe(false);
  });

  it("says 'Bilder konnten nicht geladen werden' when the list fails", async () => {
    stubFetch({ 'GET /api/images': { status: 500, body: {} } });
    await renderPage();
    expect(await screen.findByText('Bilder konnten nicht geladen werden', {}, WAIT)).toBeTruthy();
  });
});
