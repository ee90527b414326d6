import { KIOSK_TEXTS } from '@bestell/domain';
import { useEffect, useState } from 'react';
import type { ApiBranch } from '../shared/api/types';
import { ResponsiveImage } from '../shared/ui/ResponsiveImage';

const SLIDE_MS = 7_000;

/** 'Tippen um zu bestellen' over the branch's images (spec 1); a tap anywhere dismisses it. */
export function Screensaver({ branch, onStart }: { branch: ApiBranch; onStart(): void }) {
  const images = branch.images ?? [];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (images.length < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % images.length), SLIDE_MS);
    return () => window.clearInterval(id);
  }, [images.length]);

  return (
    <button type="button" className="ks-saver" onClick={onStart} data-testid="kiosk-screensaver">
      {images.map((image, i) => (
        <ResponsiveImage
          key={`${image.id}-${i}`}
          image={image}
          sizes="100vw"
          className={`ks-saver__image${i === index ? ' ks-saver__image--shown' : ''}`}
          priority={i === 0}
          eager={i === (index + 1) % images.length}
        />
      ))}
      <span className="ks-saver__panel">
        {branch.logo ? (
          <ResponsiveImage image={branch.logo} sizes="240px" fit="contain" className="ks-saver__logo" alt="" />
        ) : (
          <span className="ks-saver__name">{branch.name}</span>
        )}
        <span className="ks-saver__cta">{KIOSK_TEXTS.screensaver}</span>
      </span>
    </button>
  );
}
