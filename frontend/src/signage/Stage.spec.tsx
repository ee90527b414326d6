import { jest } from '@jest/globals';
import { act, fireEvent, render } from '@testing-library/react';
import type { ResolvedScene } from '@bestell/domain';
import { Stage, type Showing } from './Stage';

const scene = (id: string, src: string): ResolvedScene => ({
  id,
  name: id,
  path: `/${id}`,
  branch: null,
  orientation: 'landscape',
  background: '#123456',
  updatedAt: '',
  zones: [{ id: 'z1', kind: 'image', x: 0, y: 0, width: 100, height: 100, image: { id: 'i' }, src }],
});

const props = { media: (url: string) => url, onFailed: () => undefined, boards: {}, branchId: null, idle: 'TV' };
const phases = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-scene]')].map(
    (el) => `${el.getAttribute('data-scene')}:${el.getAttribute('data-phase')}`,
  );

describe('Stage', () => {
  it('keeps the old scene visible until the new one has loaded, then drops it after the fade', () => {
    jest.useFakeTimers();
    const a: Showing = { key: 'a', scene: scene('a', '/a.png'), transition: 'fade' };
    const b: Showing = { key: 'b', scene: scene('b', '/b.png'), transition: 'fade' };
    const { container, rerender } = render(<Stage {...props} showing={a} />);
    expect(phases(container)).toEqual(['a:in']);

    rerender(<Stage {...props} showing={b} />);
    expect(phases(container)).toEqual(['a:in', 'b:loading']);
    act(() => void jest.advanceTimersByTime(5_000));
    // Still loading: the old layer stays, nothing blank.
    expect(phases(container)).toEqual(['a:in', 'b:loading']);

    fireEvent.load(container.querySelector('img[data-src="/b.png"]')!);
    expect(phases(container)).toEqual(['a:out', 'b:in']);
    act(() => void jest.advanceTimersByTime(1_000));
    expect(phases(container)).toEqual(['b:in']);
    jest.useRealTimers();
  });

  it('reports a broken medium instead of showing it', () => {
    const failed: string[] = [];
    const { container } = render(
      <Stage
        {...props}
        onFailed={(url) => failed.push(url)}
        showing={{ key: 'a', scene: scene('a', '/x.png'), transition: 'fade' }}
      />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(failed).toEqual(['/x.png']);
  });
});
