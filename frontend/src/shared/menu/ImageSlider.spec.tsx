// Image slider (spec 4): the index wraps around, advances every duration seconds, a manual move restarts
// the timer, the timer stops on removal.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '../../test/render';
import { ImageSlider, imageRatio, wrapIndex } from './ImageSlider';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

const photo = (id: string, alt?: string) => ({ id, version: 1, extension: 'jpg', width: 1600, height: 1200, alt });
const shown = () => document.querySelector('img')!;
const slider = (duration = 10) =>
  render(
    <ImageSlider
      images={[photo('i1', 'Paket'), photo('i2'), photo('i3')]}
      duration={duration}
      sizes="512px"
      ratio={4 / 3}
      alt="Frühstückspaket"
    />,
  );

describe('ImageSlider (spec 4)', () => {
  it('wraps the index both ways', () => {
    expect([wrapIndex(-1, 3), wrapIndex(3, 3), wrapIndex(4, 3), wrapIndex(0, 0)]).toEqual([2, 0, 1, 0]);
  });

  it('names each image with its position; moves back past the first to the last', () => {
    slider();
    expect(shown().getAttribute('alt')).toBe('Paket (Bild 1 von 3)');
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(shown().getAttribute('alt')).toBe('Frühstückspaket (Bild 3 von 3)');
    expect(screen.getByRole('button', { name: 'Bild 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('advances every duration seconds and restarts the full duration after a manual move', () => {
    slider(10);
    act(() => jest.advanceTimersByTime(9_999));
    expect(shown().getAttribute('src')).toContain('i1-1.jpg');
    act(() => jest.advanceTimersByTime(1));
    expect(shown().getAttribute('src')).toContain('i2-1.jpg');
    act(() => jest.advanceTimersByTime(9_000));
    fireEvent.click(screen.getByRole('button', { name: 'Bild 2' }));
    act(() => jest.advanceTimersByTime(9_000));
    expect(shown().getAttribute('src')).toContain('i2-1.jpg');
    act(() => jest.advanceTimersByTime(1_000));
    expect(shown().getAttribute('src')).toContain('i3-1.jpg');
    act(() => jest.advanceTimersByTime(10_000));
    expect(shown().getAttribute('src')).toContain('i1-1.jpg');
  });

  it('keeps the next image loading, hidden under the shown one, so a move never shows an empty box', () => {
    slider();
    const [current, waiting] = [...document.querySelectorAll('img')];
    expect(current!.getAttribute('fetchpriority')).toBe('high');
    expect(waiting!.getAttribute('src')).toContain('i2-1.jpg');
    expect(waiting!.getAttribute('loading')).toBe('eager');
    expect(waiting!.parentElement!.className).toContain('sf-slider__slide--waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    // The same element is shown now: nothing to fetch.
    expect(document.querySelector('img')).toBe(waiting);
    expect(waiting!.parentElement!.className).not.toContain('--waiting');
  });

  it("takes the first image's aspect ratio from its record, so the box is never 0 px high", () => {
    render(
      <ImageSlider
        images={[
          { id: 'w', version: 1, extension: 'png', width: 1280, height: 960 },
          { id: 'x', version: 1, extension: 'png', width: 800, height: 800 },
        ]}
        duration={5}
        sizes="100vw"
        ratio={16 / 9}
        alt="Team"
      />,
    );
    expect((document.querySelector('.sf-slider') as HTMLElement).style.aspectRatio).toBe(String(4 / 3));
  });

  it("measures the loaded file when the record has no size, and keeps the caller's ratio until then", () => {
    render(
      <ImageSlider
        images={[
          { id: 'a', version: 1, extension: 'png' },
          { id: 'b', version: 1, extension: 'png' },
        ]}
        duration={5}
        sizes="100vw"
        ratio={16 / 9}
        alt="Team"
      />,
    );
    const box = document.querySelector('.sf-slider') as HTMLElement;
    expect(box.style.aspectRatio).toBe(String(16 / 9));
    const img = shown();
    Object.defineProperty(img, 'naturalWidth', { value: 1000 });
    Object.defineProperty(img, 'naturalHeight', { value: 800 });
    fireEvent.load(img);
    expect(box.style.aspectRatio).toBe(String(1000 / 800));
  });

  it.each([
    [1280, 960, 4 / 3],
    [4000, 500, 21 / 9],
    [500, 2000, 3 / 4],
    [0, 960, null],
    [undefined, undefined, null],
  ])('the ratio of %s x %s is %s (extremes cropped)', (width, height, expected) => {
    expect(imageRatio(width, height)).toBe(expected);
  });

  it('stops its timer when removed', () => {
    const view = slider(5);
    expect(jest.getTimerCount()).toBe(1);
    view.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
