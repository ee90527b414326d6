// Image slider (spec 4): the index wraps around, advances every duration seconds, a manual move restarts
// the timer, the timer stops on removal.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '../../test/render';
import { ImageSlider, wrapIndex } from './ImageSlider';

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

  it('stops its timer when removed', () => {
    const view = slider(5);
    expect(jest.getTimerCount()).toBe(1);
    view.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
