// Image slider (spec 4): the index wraps around, advances every `duration` seconds, a manual move restarts
// the timer, the timer stops when the slider goes away. The next image waits, loaded but hidden, under
// the shown one, so a move never shows an empty box. A horizontal swipe moves too (spec 9 threshold).
import { useEffect, useRef, useState } from 'react';
import type { MediaRef } from '../api/types';
import { ResponsiveImage } from '../ui/ResponsiveImage';

export interface ImageSliderProps {
  images: MediaRef[];
  /** Seconds per image. */
  duration: number;
  sizes: string;
  ratio: number;
  /** The alt text of images without their own. */
  alt: string;
  className?: string;
}

/** Swipe threshold of spec 9: 50 px on screens wider than 768 px, otherwise 0 (any swipe moves). */
export const swipeThreshold = (viewportWidth: number) => (viewportWidth > 768 ? 50 : 0);

export const wrapIndex = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export function ImageSlider({ images, duration, sizes, ratio, alt, className }: ImageSliderProps) {
  const [index, setIndex] = useState(0);
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
    return <ResponsiveImage className={className} image={images[0]} sizes={sizes} ratio={ratio} alt={alt} priority />;
  }
  const slides = [shown, wrapIndex(shown + 1, count)];
  return (
    <div
      className={`sf-slider ${className ?? ''}`}
      style={{ aspectRatio: String(ratio) }}
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
