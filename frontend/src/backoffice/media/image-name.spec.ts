// Issue 39 item 4: the library names an upload after its file while it has no alt text.
import { describe, expect, it } from '@jest/globals';
import { filterImages } from './image-src';
import { imageName } from './ImageGrid';
import { imageView } from './test-images';

describe('image names in the library', () => {
  it('uses the alt text, else the file name, else the size', () => {
    expect(imageName(imageView('i1', { alt: 'Brezel mit Salz', name: 'IMG_1234' }))).toBe('Brezel mit Salz');
    expect(imageName(imageView('i2', { name: 'brezel' }))).toBe('brezel');
    expect(imageName(imageView('i3', { name: '' }))).toBe('Bild ohne Alternativtext (1600 × 1200)');
  });

  it('finds an image by its file name', () => {
    const images = [imageView('i1', { name: 'bauernbrot' }), imageView('i2', { name: 'semmel' })];
    expect(filterImages(images, 'Brot').map((image) => image.id)).toEqual(['i1']);
  });
});
