import { describe, expect, it } from '@jest/globals';
import type { Part } from '../types.js';
import { checkPartFile, minimumSizeText, partExtensions, type PartFileFacts } from './part-files.js';

const photo: Part = {
  type: 'image',
  name: 'Foto',
  optional: false,
  minimumWidth: 1000,
  minimumHeight: 1000,
  allowedExtensions: ['jpg', 'png'],
};
const anyImage: Part = { type: 'image', name: 'Bild', optional: true };
const documents: Part = { type: 'files', name: 'Unterlagen', optional: true, allowedExtensions: ['.PDF'] };
const failed = (file: string) =>
  `Die ausgewählte Datei "${file}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;

describe('checkPartFile', () => {
  const cases: [string, Part, PartFileFacts, string | null][] = [
    [
      '200 x 150 is below 1000 x 1000',
      photo,
      { name: 'klein.png', width: 200, height: 150, size: 900 },
      'Das Bild "klein.png" ist zu klein (200 x 150 Pixel). Bitte wählen Sie ein Bild mit mindestens 1000 x 1000 Pixel.',
    ],
    [
      'wide enough but too low',
      photo,
      { name: 'streifen.jpg', width: 3000, height: 999, size: 900 },
      'Das Bild "streifen.jpg" ist zu klein (3000 x 999 Pixel). Bitte wählen Sie ein Bild mit mindestens 1000 x 1000 Pixel.',
    ],
    ['exactly the minimum', photo, { name: 'genau.JPG', width: 1000, height: 1000, size: 900 }, null],
    ['1200 x 1200', photo, { name: 'gross.png', width: 1200, height: 1200, size: 900 }, null],
    ['jpeg counts as jpg', photo, { name: 'foto.jpeg', width: 1200, height: 1200, size: 900 }, null],
    [
      'gif is not among the allowed',
      photo,
      { name: 'anim.gif', width: 1200, height: 1200, size: 900 },
      'Die Datei "anim.gif" hat einen nicht erlaubten Dateityp. Erlaubt sind: JPG, PNG.',
    ],
    [
      'a pdf at an image step without its own list: the spec text',
      anyImage,
      { name: 'plan.pdf', size: 10 },
      failed('plan.pdf'),
    ],
    [
      'a pdf at an image step with a list',
      { ...anyImage, allowedExtensions: ['png', 'gif'] },
      { name: 'plan.pdf', size: 10 },
      'Die Datei "plan.pdf" hat einen nicht erlaubten Dateityp. Erlaubt sind: PNG, GIF.',
    ],
    ['not measured: the size check waits for the server', photo, { name: 'foto.png', size: 10 }, null],
    [
      'no extension: the claimed type decides',
      photo,
      { name: 'foto', type: 'image/png', width: 1500, height: 1500, size: 9 },
      null,
    ],
    [
      'not decodable (random bytes named .jpg)',
      photo,
      { name: 'kaputt.jpg', width: null, height: null, size: 500 },
      failed('kaputt.jpg'),
    ],
    ['empty file', anyImage, { name: 'leer.png', width: null, height: null, size: 0 }, failed('leer.png')],
    ['too many bytes', anyImage, { name: 'riesig.png', width: 10, height: 10, size: 2001 }, failed('riesig.png')],
    ['no minimum: any decodable size', anyImage, { name: 'mini.gif', width: 1, height: 1, size: 5 }, null],
    [
      'file step narrowed to pdf',
      documents,
      { name: 'brief.docx', size: 5 },
      'Die Datei "brief.docx" hat einen nicht erlaubten Dateityp. Erlaubt ist: PDF.',
    ],
    ['file step: pdf without pixels', documents, { name: 'plan.pdf', size: 5 }, null],
  ];
  it.each(cases)('%s', (_, part, file, expected) => {
    expect(checkPartFile(part, file, 2000)).toBe(expected);
  });

  it('names a one-sided minimum', () => {
    const wide: Part = { ...anyImage, minimumWidth: 800 };
    expect(minimumSizeText(wide)).toBe('800 Pixel Breite');
    expect(checkPartFile(wide, { name: 'a.png', width: 799, height: 5000, size: 1 })).toBe(
      'Das Bild "a.png" ist zu klein (799 x 5000 Pixel). Bitte wählen Sie ein Bild mit mindestens 800 Pixel Breite.',
    );
    expect(minimumSizeText({ ...anyImage, minimumHeight: 600 })).toBe('600 Pixel Höhe');
    expect(minimumSizeText(anyImage)).toBeNull();
    expect(minimumSizeText({ ...documents, minimumWidth: 100 })).toBeNull();
  });

  it('narrows the type list of a step, never widens it', () => {
    expect(partExtensions(photo)).toEqual(['jpg', 'jpeg', 'png']);
    expect(partExtensions({ type: 'image', allowedExtensions: ['pdf'] })).toEqual([]);
    expect(partExtensions({ type: 'files', allowedExtensions: [] })).toContain('zip');
  });
});
