import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Part } from '@bestell/domain';
import { acceptAttribute, readUpload } from './uploads';

// Issue 40 item 7: a step's stated rules refuse a file when it is chosen, with the domain's sentence.
const photo: Part = {
  type: 'image',
  name: 'Foto',
  optional: false,
  minimumWidth: 1000,
  minimumHeight: 1000,
  allowedExtensions: ['jpg', 'png'],
};
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
const pngFile = (name: string) => new File([PNG], name, { type: 'image/png' });
const failed = (name: string) =>
  `Die ausgewählte Datei "${name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

/** The browser's decoder, answering the given size (or failing as for a broken file). */
function decoder(size: { width: number; height: number } | 'broken') {
  const fake = jest.fn(async () => {
    if (size === 'broken') throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { ...size, close: () => undefined };
  });
  Object.defineProperty(globalThis, 'createImageBitmap', { value: fake, configurable: true, writable: true });
  return fake;
}

describe('readUpload with a step that states its rules', () => {
  afterEach(() => {
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  });

  it('refuses 200 x 150 with the size, takes 1000 x 1000', async () => {
    decoder({ width: 200, height: 150 });
    await expect(readUpload(photo, pngFile('klein.png'))).rejects.toThrow(
      'Das Bild "klein.png" ist zu klein (200 x 150 Pixel). Bitte wählen Sie ein Bild mit mindestens 1000 x 1000 Pixel.',
    );
    decoder({ width: 1000, height: 1000 });
    await expect(readUpload(photo, pngFile('genau.png'))).resolves.toMatchObject({ name: 'genau.png' });
  });

  it('refuses an image that does not decode with the spec text', async () => {
    decoder('broken');
    await expect(readUpload(photo, pngFile('kaputt.png'))).rejects.toThrow(failed('kaputt.png'));
  });

  it("refuses a type outside the step's list before reading it, and offers only that list", async () => {
    const read = decoder({ width: 2000, height: 2000 });
    const gif = new File([new TextEncoder().encode('GIF89a....')], 'bunt.gif', { type: 'image/gif' });
    await expect(readUpload(photo, gif)).rejects.toThrow(
      'Die Datei "bunt.gif" hat einen nicht erlaubten Dateityp. Erlaubt sind: JPG, PNG.',
    );
    expect(read).not.toHaveBeenCalled();
    expect(acceptAttribute(photo)).toBe('.jpg,.jpeg,.png');
    expect(acceptAttribute({ type: 'image' })).toBe('.jpg,.jpeg,.png,.gif');
  });
});
