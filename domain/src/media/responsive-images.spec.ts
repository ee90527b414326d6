// Spec 2 (image URLs) and 9 (variant widths): what the storefront offers the browser in srcset.
import { describe, expect, it } from '@jest/globals';
import {
  imageCandidates,
  imageElement,
  imageFallbackUrl,
  imageObjectPosition,
  imageSrcSet,
  type SizedImage,
} from './responsive-images.js';

const image = (width?: number | null): SizedImage => ({ id: 'a1', version: 3, extension: 'jpg', width });

describe('imageCandidates / imageSrcSet', () => {
  it('offers only the variants that exist for the width, then the original when it is wider', () => {
    expect(imageSrcSet(image(1000))).toBe(
      '/image/icon/a1-3.jpg 64w, /image/thumbnail/a1-3.jpg 128w, /image/tiny/a1-3.jpg 256w, ' +
        '/image/small/a1-3.jpg 640w, /image/a1-3.jpg 1000w',
    );
  });

  it('does not repeat the original when it is exactly as wide as a variant', () => {
    expect(imageCandidates(image(640)).map((c) => c.width)).toEqual([64, 128, 256, 640]);
    expect(imageCandidates(image(1920)).at(-1)).toEqual({ url: '/image/large/a1-3.jpg', width: 1920 });
  });

  it('never offers an original wider than 1920 px', () => {
    const candidates = imageCandidates(image(4000));
    expect(candidates.map((c) => c.width)).toEqual([64, 128, 256, 640, 1280, 1920]);
    expect(candidates.some((c) => c.url === '/image/a1-3.jpg')).toBe(false);
  });

  it('offers the original alone for an image narrower than the smallest variant', () => {
    expect(imageSrcSet(image(40))).toBe('/image/a1-3.jpg 40w');
  });

  it.each([undefined, null, 0, Number.NaN])('offers nothing when the width is %p', (width) => {
    expect(imageSrcSet(image(width))).toBe('');
  });

  it('keeps the original format in every URL (WebP is negotiated by Accept)', () => {
    expect(imageSrcSet({ ...image(800), extension: 'png' })).not.toMatch(/\.(jpg|webp)\b/);
  });
});

describe('imageFallbackUrl', () => {
  it('picks the narrowest candidate at least as wide as wanted', () => {
    expect(imageFallbackUrl(image(3000), 300)).toBe('/image/small/a1-3.jpg');
    expect(imageFallbackUrl(image(3000), 256)).toBe('/image/tiny/a1-3.jpg');
  });

  it('falls back to the widest candidate, or the original when the width is unknown', () => {
    expect(imageFallbackUrl(image(500), 1200)).toBe('/image/a1-3.jpg');
    expect(imageFallbackUrl(image(5000), 4000)).toBe('/image/large/a1-3.jpg');
    expect(imageFallbackUrl(image(), 300)).toBe('/image/a1-3.jpg');
  });
});

describe('imageObjectPosition', () => {
  it.each<[Partial<SizedImage>, string]>([
    [{}, '50% 50%'],
    [{ focalX: 0.25, focalY: 0.8 }, '25% 80%'],
    [{ focalX: 1.7, focalY: -1 }, '100% 0%'],
    [{ focalX: 0.3333, focalY: null }, '33.3% 50%'],
  ])('%j -> %s', (focal, position) => {
    expect(imageObjectPosition(focal)).toBe(position);
  });
});

describe("imageElement (ResponsiveImage and the server's loading shell)", () => {
  const sizes = '(max-width: 1120px) calc(100vw - 32px), 1088px';
  it('a library image: its variants, the narrowest covering the widest size as src, its own alt first', () => {
    expect(
      imageElement(
        { id: 'a1', version: 3, extension: 'jpg', width: 1600, height: 900, alt: ' Laden ', focalX: 0.2 },
        sizes,
        'Bild',
      ),
    ).toEqual({
      // 1,088 px wide at most: the 1,280 px variant, not the original.
      src: '/image/medium/a1-3.jpg',
      srcSet:
        '/image/icon/a1-3.jpg 64w, /image/thumbnail/a1-3.jpg 128w, /image/tiny/a1-3.jpg 256w, /image/small/a1-3.jpg 640w, ' +
        '/image/medium/a1-3.jpg 1280w, /image/a1-3.jpg 1600w',
      width: 1600,
      height: 900,
      alt: 'Laden',
      objectPosition: '20% 50%',
    });
  });
  it('an upload is its original file; an image of unknown width the original; the fallback alt', () => {
    expect(imageElement({ id: 'u1', publicHash: 'abc', extension: 'png' }, sizes, 'Bild')).toMatchObject({
      src: '/upload/abc/u1-1.png',
      srcSet: '',
      width: null,
      alt: 'Bild',
    });
    expect(imageElement({ id: 'a2', version: 2, extension: 'webp' }, sizes).src).toBe('/image/a2-2.webp');
  });
});
