// Image slider (spec 4): the index wraps around, advances every `duration` seconds, a manual move restarts
// the timer, the timer stops when the slider goes away. The next image waits, loaded but hidden, under
// the shown one, so a move never shows an empty box. A horizontal swipe moves too (spec 9 threshold).
// The box takes the first image's aspect ratio (its record, else the loaded file), so it is never 0 px high.
import { swipeThreshold } from '@bestell/domain';
import { useEffect, useRef, useState } from 'react';
import type { MediaRef } from '../api/types';
import { ResponsiveImage } from '../ui/ResponsiveImage';

export interface ImageSliderProps {
  images: MediaRef[];
  /** Seconds per image. */
  duration: number;
  sizes: string;
  /** Width / height of the box while the first image tells none (no size in its record, not loaded yet). */
  ratio: number;
  /** The alt text of images without their own. */
  alt: string;
  className?: string;
}

export const wrapIndex = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

// A panorama or a tall portrait would make a strip or a wall of the box: cropped (cover) beyond these.
const MIN_RATIO = 3 / 4;
const MAX_RATIO = 21 / 9;

/** An image's width / height within MIN..MAX_RATIO, or null when it is not known. */
export function imageRatio(width: number | null | undefined, height: number | null | undefined): number | null {
  if (!width || !height || !(width > 0) || !(height > 0)) return null;
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, width / height));
}

export function ImageSlider({ images, duration, sizes, ratio, alt, className }: ImageSliderProps) {
  const [index, setIndex] = useState(0);
  // The first image's ratio as the loaded file tells it, for records without width and height.
  const [loadedRatio, setLoadedRatio] = useState<number | null>(null);
  const first = images[0];
  const boxRatio = imageRatio(first?.width, first?.height) ?? loadedRatio ?? ratio;
  const measure = (position: number) => (event: { currentTarget: HTMLImageElement }) => {
    if (position === 0) setLoadedRatio(imageRatio(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight));
  };
  const [moves, setMoves] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  // Re-armed on every move, automatic or manual: a manual move restarts the full duration.
  useEffect(() => {
    if (count < 2 || !(duration > 0)) return;
    const timer = setTimeout(() => setIndex((current) => wrapIndex(current + 1, count)), duration * 1000);
    return () => clearTimeout(timer);
  }, [index, moves, count, duration]);
  const go = (next: number) => {
    setIndex(wrapIndex(next, count));
    setMoves((value) => value + 1);
  };

  const shown = wrapIndex(index, count);
  const onTouchEnd = (x: number | undefined) => {
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null || x === undefined) return;
    const distance = x - start;
    if (distance === 0 || Math.abs(distance) < swipeThreshold(window.innerWidth)) return;
    go(distance < 0 ? shown + 1 : shown - 1);
  };
  if (count < 2) {
    return (
      <ResponsiveImage
        className={className}
        image={first}
        sizes={sizes}
        ratio={boxRatio}
        alt={alt}
        priority
        onLoad={measure(0)}
      />
    );
  }
  const slides = [shown, wrapIndex(shown + 1, count)];
  return (
    <div
      className={`sf-slider ${className ?? ''}`}
      style={{ aspectRatio: String(boxRatio) }}
      role="group"
      aria-roledescription="Bildergalerie"
      aria-label={alt}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => onTouchEnd(event.changedTouches[0]?.clientX)}
    >
      {slides.map((position) => {
        const image = images[position]!;
        return (
          <ResponsiveImage
            key={`${position}-${image.id}`}
            className={position === shown ? 'sf-slider__slide' : 'sf-slider__slide sf-slider__slide--waiting'}
            image={{ ...image, alt: `${image.alt?.trim() || alt} (Bild ${position + 1} von ${count})` }}
            sizes={sizes}
            priority={position === shown}
            eager
            onLoad={measure(position)}
          />
        );
      })}
      <button
        type="button"
        className="sf-slider__move sf-slider__move--prev"
        aria-label="Vorheriges Bild"
        onClick={() => go(shown - 1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="sf-slider__move sf-slider__move--next"
        aria-label="Nächstes Bild"
        onClick={() => go(shown + 1)}
      >
        ›
      </button>
      <div className="sf-slider__dots">
        {images.map((image, position) => (
          <button
            type="button"
            key={`${image.id}-${position}`}
            className={`sf-slider__dot${position === shown ? ' sf-slider__dot--active' : ''}`}
            aria-label={`Bild ${position + 1}`}
            aria-current={position === shown ? 'true' : undefined}
            onClick={() => go(position)}
          />
        ))}
      </div>
    </div>
  );
}
