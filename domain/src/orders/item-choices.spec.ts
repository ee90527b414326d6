// Issue 16 item 3: the status page names the chosen options of every line.
import { describe, expect, it } from '@jest/globals';
import { itemChoices } from './item-choices.js';

describe('itemChoices', () => {
  it('names options, texts and uploads per step and skips empty steps', () => {
    const option = (name: string) => ({ name, value: '0', modifier: 'add' as const });
    expect(
      itemChoices(
        [
          option('Groß'),
          [option('Käse'), option('Speck')],
          '  Alles Gute  ',
          null,
          [],
          [
            { id: 'u1', mimeType: 'image/png', publicHash: 'h' },
            { id: 'u2', mimeType: 'application/pdf', publicHash: 'h' },
            { id: 'u3', mimeType: 'image/jpeg', publicHash: 'h' },
          ],
        ],
        ['Größe', 'Extras', 'Aufschrift', 'Wunsch', 'Leer'],
      ),
    ).toEqual([
      { name: 'Größe', value: 'Groß' },
      { name: 'Extras', value: 'Käse, Speck' },
      { name: 'Aufschrift', value: 'Alles Gute' },
      { name: 'Schritt 6', value: '2 Bilder, 1 Datei' },
    ]);
  });
});
