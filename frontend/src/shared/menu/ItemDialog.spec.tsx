// Item dialog (spec 4 Configuration dialog, spec 5 Configurable parts): saving needs every step valid,
// step-by-step products move forward only from a valid step, select deselects only when optional.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '../../test/render';
import type { ApiProduct } from '../api/types';
import { DIALOG_IMAGE_SIZES, initialAmount, ItemDialog } from './ItemDialog';
import { readUpload } from './uploads';

afterEach(cleanup);

const breakfast: ApiProduct = {
  id: 'p-breakfast',
  name: 'Frühstückspaket',
  type: 'bundle',
  price: '24.90',
  unit: 'piece',
  tax: '10',
  isEnabled: true,
  calculationModel: 'fixed',
  config: {
    parts: [
      {
        type: 'select',
        name: 'Paketgröße',
        optional: false,
        options: [
          { name: 'Für 2 Personen', value: '24.90', modifier: 'overwrite' },
          { name: 'Für 4 Personen', value: '45.90', modifier: 'overwrite' },
        ],
      },
      {
        type: 'multiselect',
        name: 'Extras',
        optional: true,
        options: [{ name: 'Lachs', value: '4.90', modifier: 'add' }],
      },
    ],
  },
};

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ItemDialog (spec 4, 5)', () => {
  it('names the missing required choice instead of a silently disabled button, then saves', () => {
    const onAdd = jest.fn();
    render(<ItemDialog product={breakfast} available currency="EUR" onAdd={onAdd} onClose={() => undefined} />);
    // Named before anything is pressed; pressing anyway adds nothing and marks the step.
    expect(screen.getByRole('status').textContent).toBe('Bitte wählen Sie „Paketgröße“ aus.');
    expect(button('In den Warenkorb').getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    fireEvent.click(button('In den Warenkorb'));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie „Paketgröße“ aus.');
    fireEvent.click(screen.getByRole('radio', { name: /Für 4 Personen/ }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // A required select stays selected when its option is clicked again.
    fireEvent.click(screen.getByRole('radio', { name: /Für 4 Personen/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Lachs/ }));
    expect(screen.getByText('50,80 €')).toBeTruthy();
    expect(button('In den Warenkorb').getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(button('In den Warenkorb'));
    expect(onAdd).toHaveBeenCalledWith({
      amount: 1,
      unit: 'piece',
      parts: [
        { name: 'Für 4 Personen', value: '45.90', modifier: 'overwrite' },
        [{ name: 'Lachs', value: '4.90', modifier: 'add' }],
      ],
    });
  });

  it('shows one step at a time for step-by-step products', () => {
    render(
      <ItemDialog
        product={{ ...breakfast, isStepByStep: true }}
        available
        currency="EUR"
        onAdd={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText('Schritt 1 von 2')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Lachs/ })).toBeNull();
    fireEvent.click(button('Weiter'));
    expect(screen.getByText('Schritt 1 von 2')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie „Paketgröße“ aus.');
    fireEvent.click(screen.getByRole('radio', { name: /Für 2 Personen/ }));
    fireEvent.click(button('Weiter'));
    expect(screen.getByText('Schritt 2 von 2')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Lachs/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('In den Warenkorb').getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(button('Zurück'));
    expect(screen.getByText('Schritt 1 von 2')).toBeTruthy();
  });

  it('cannot add an unavailable product', () => {
    render(
      <ItemDialog
        product={{ ...breakfast, config: { parts: [] } }}
        available={false}
        currency="EUR"
        onAdd={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(button('Derzeit nicht verfügbar').disabled).toBe(true);
  });

  it('starts with defaultQuantity converted into the default unit', () => {
    const ham: ApiProduct = {
      ...breakfast,
      config: { parts: [] },
      unit: 'kilogram',
      price: '29.90',
      minimumQuantity: 0.1,
      quantityStepSize: 0.05,
      defaultQuantity: 0.2,
      defaultUnit: 'decagram',
      alternativeUnits: [{ unit: 'decagram', ratio: '0.01', minimumQuantity: 10, quantityStepSize: 5 }],
    };
    expect(initialAmount(ham)).toBe(20);
    expect(initialAmount({ ...ham, defaultUnit: null })).toBe(0.2);
  });
});

describe('ItemDialog images (issue 14, spec 4 image slider)', () => {
  const photo = (id: string, alt?: string) => ({ id, version: 1, extension: 'jpg', width: 2400, height: 1800, alt });
  const open = (product: ApiProduct) =>
    render(<ItemDialog product={product} available currency="EUR" onAdd={() => undefined} onClose={() => undefined} />);
  const shown = () => document.querySelector<HTMLImageElement>('.sf-dialog__image img')!;

  it('shows the cover large, at once, up to the large variant, named by the product', () => {
    open({ ...breakfast, images: [photo('i1')] });
    const img = screen.getByRole('img', { name: 'Frühstückspaket' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('sizes')).toBe(DIALOG_IMAGE_SIZES);
    expect(img.getAttribute('srcset')).toContain('/image/medium/i1-1.jpg 1280w');
    expect(img.getAttribute('srcset')).not.toContain('/image/i1-1.jpg');
    expect(screen.queryByRole('button', { name: 'Nächstes Bild' })).toBeNull();
  });

  it('shows no image box for a product without images', () => {
    open(breakfast);
    expect(document.querySelector('.sf-dialog__image')).toBeNull();
  });

  it('offers a slider when the product has several images', () => {
    open({ ...breakfast, images: [photo('i1'), photo('i2')] });
    expect(shown().getAttribute('alt')).toBe('Frühstückspaket (Bild 1 von 2)');
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(shown().getAttribute('src')).toContain('i2-1.jpg');
  });
});

describe('readUpload (spec 5, 8)', () => {
  const imagePart = { type: 'image' as const };
  const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
  const refused = (name: string) =>
    `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

  it('reads an accepted image as a data URL', async () => {
    const file = new File([new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 13])], 'torte.png', { type: 'image/png' });
    const upload = await readUpload(imagePart, file);
    expect(upload).toMatchObject({ name: 'torte.png', extension: 'png', mimeType: 'image/png' });
    expect(upload.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('refuses files too small to be what they claim (empty, a cut-off PNG), as the server would', async () => {
    const empty = new File([], 'leer.png', { type: 'image/png' });
    await expect(readUpload(imagePart, empty)).rejects.toThrow(refused('leer.png'));
    const cut = new File([new Uint8Array([137, 80, 78, 71])], 'klein.png', { type: 'image/png' });
    await expect(readUpload(imagePart, cut)).rejects.toThrow(refused('klein.png'));
  });

  it('rejects other types with the upload error text; content must match the extension', async () => {
    const pdf = new File(['%PDF-1.4 x'], 'brief.pdf', { type: 'application/pdf' });
    await expect(readUpload(imagePart, pdf)).rejects.toThrow(refused('brief.pdf'));
    await expect(readUpload({ type: 'file' }, pdf)).resolves.toMatchObject({ name: 'brief.pdf' });
    const fake = new File(['hello'], 'rechnung.pdf', { type: 'application/pdf' });
    await expect(readUpload({ type: 'file' }, fake)).rejects.toThrow(refused('rechnung.pdf'));
    const video = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    await expect(readUpload({ type: 'file' }, video)).rejects.toThrow(refused('clip.mp4'));
  });
});
