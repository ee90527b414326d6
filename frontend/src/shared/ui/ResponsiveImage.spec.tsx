// The storefront's one image element (issue 14): srcset of the variants that exist, sizes, lazy unless
// above the fold, a fixed box, focal point, alt text, and a placeholder without an image.
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '../../test/render';
import { ResponsiveImage } from './ResponsiveImage';

afterEach(cleanup);

const photo = { id: 'i7', version: 2, extension: 'jpg', width: 900, height: 600, alt: 'Kaisersemmeln im Korb' };
const img = (container: HTMLElement) => container.querySelector('img')!;

describe('ResponsiveImage', () => {
  it('offers the variants the image has, the sizes, and a fallback src at least as wide as the box', () => {
    const { container } = render(
      <ResponsiveImage image={photo} sizes="(max-width: 420px) 50vw, 300px" ratio={4 / 3} />,
    );
    const element = img(container);
    expect(element.getAttribute('srcset')).toBe(
      '/image/icon/i7-2.jpg 64w, /image/thumbnail/i7-2.jpg 128w, /image/tiny/i7-2.jpg 256w, ' +
        '/image/small/i7-2.jpg 640w, /image/i7-2.jpg 900w',
    );
    expect(element.getAttribute('sizes')).toBe('(max-width: 420px) 50vw, 300px');
    expect(element.getAttribute('src')).toBe('/image/small/i7-2.jpg');
    expect(element.getAttribute('width')).toBe('900');
    expect(element.getAttribute('height')).toBe('600');
    expect(element.getAttribute('decoding')).toBe('async');
    expect((element.parentElement as HTMLElement).style.aspectRatio).toBe(String(4 / 3));
  });

  it('loads lazily unless it is above the fold', () => {
    const lazy = render(<ResponsiveImage image={photo} sizes="96px" ratio={1} />);
    expect(img(lazy.container).getAttribute('loading')).toBe('lazy');
    expect(img(lazy.container).getAttribute('fetchpriority')).toBeNull();
    cleanup();
    const eager = render(<ResponsiveImage image={photo} sizes="96px" ratio={1} priority />);
    expect(img(eager.container).getAttribute('loading')).toBe('eager');
    expect(img(eager.container).getAttribute('fetchpriority')).toBe('high');
    cleanup();
    const soon = render(<ResponsiveImage image={photo} sizes="96px" ratio={1} eager />);
    expect(img(soon.container).getAttribute('loading')).toBe('eager');
    expect(img(soon.container).getAttribute('fetchpriority')).toBeNull();
  });

  it("uses the image's own alt text, else the one given", () => {
    render(<ResponsiveImage image={photo} sizes="96px" alt="Kaisersemmel" />);
    expect(screen.getByRole('img', { name: 'Kaisersemmeln im Korb' })).toBeTruthy();
    cleanup();
    render(<ResponsiveImage image={{ ...photo, alt: ' ' }} sizes="96px" alt="Kaisersemmel" />);
    expect(screen.getByRole('img', { name: 'Kaisersemmel' })).toBeTruthy();
    cleanup();
    // Beside a text that says the same (a category icon), the image's own alt would be read twice.
    const { container } = render(<ResponsiveImage image={photo} sizes="24px" decorative />);
    expect(img(container).getAttribute('alt')).toBe('');
  });

  it('crops around the focal point, centred without one', () => {
    const { container } = render(<ResponsiveImage image={{ ...photo, focalX: 0.2, focalY: 0.75 }} sizes="96px" />);
    expect(img(container).style.objectPosition).toBe('20% 75%');
    cleanup();
    const centred = render(<ResponsiveImage image={photo} sizes="96px" />);
    expect(img(centred.container).style.objectPosition).toBe('50% 50%');
  });

  it('serves an image of unknown width and an upload as a single file without srcset', () => {
    const unknown = render(<ResponsiveImage image={{ id: 'i8', version: 1, extension: 'png' }} sizes="96px" />);
    expect(img(unknown.container).getAttribute('srcset')).toBeNull();
    expect(img(unknown.container).getAttribute('sizes')).toBeNull();
    expect(img(unknown.container).getAttribute('src')).toBe('/image/i8-1.png');
    cleanup();
    const upload = render(
      <ResponsiveImage
        image={{ id: 'u1', version: 1, extension: 'jpg', width: 800, publicHash: 'h4sh' }}
        sizes="96px"
      />,
    );
    expect(img(upload.container).getAttribute('srcset')).toBeNull();
    expect(img(upload.container).getAttribute('src')).toBe('/upload/h4sh/u1-1.jpg');
  });

  it('shows a neutral placeholder box of the same ratio when there is no image', () => {
    const { container } = render(<ResponsiveImage image={null} sizes="96px" ratio={1} className="thumb" />);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = screen.getByTestId('image-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.className).toContain('thumb');
    expect(placeholder.style.aspectRatio).toBe('1');
  });
});
