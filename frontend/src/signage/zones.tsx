// The zones of a scene. Each zone reports `onReady` once it can be seen (media decoded), so the crossfade
// never reveals an empty layer, and `onFailed(url)` when its medium cannot load (the player skips it).
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import type { MenuBoardData, ResolvedZone } from '@bestell/domain';
import { MenuBoard } from './MenuBoard';
import { PickupBoard } from './PickupBoard';

export interface ZoneProps {
  zone: ResolvedZone;
  /** The playable URL (a cached blob: URL) for a medium's URL. */
  media: (url: string) => string;
  onReady: (zoneId: string) => void;
  onFailed: (url: string) => void;
  /** Live data of a menu-board zone. */
  board?: MenuBoardData;
  branchId: string | null;
}

const box = (zone: ResolvedZone): CSSProperties => ({
  left: `${zone.x}%`,
  top: `${zone.y}%`,
  width: `${zone.width}%`,
  height: `${zone.height}%`,
  zIndex: zone.z ?? 0,
});

function Ready({ zone, onReady, children }: Pick<ZoneProps, 'zone' | 'onReady'> & { children: ReactNode }) {
  useEffect(() => onReady(zone.id), [zone.id, onReady]);
  return <>{children}</>;
}

function MediaZone({ zone, media, onReady, onFailed }: ZoneProps) {
  const src = zone.kind === 'image' || zone.kind === 'video' || zone.kind === 'image-template' ? zone.src : null;
  const fit = 'fit' in zone && zone.fit === 'contain' ? 'contain' : 'cover';
  useEffect(() => {
    // No medium configured: nothing to wait for (an empty zone, not a reason to hold the scene).
    if (!src) onReady(zone.id);
  }, [src, zone.id, onReady]);
  if (!src) return null;
  if (zone.kind === 'video') {
    return (
      <video
        className="sg-fill"
        style={{ objectFit: fit }}
        src={media(src)}
        autoPlay
        muted
        loop
        playsInline
        onLoadedData={() => onReady(zone.id)}
        onError={() => onFailed(src)}
        data-src={src}
      />
    );
  }
  return (
    <img
      className="sg-fill"
      style={{ objectFit: fit }}
      src={media(src)}
      alt=""
      onLoad={() => onReady(zone.id)}
      onError={() => onFailed(src)}
      data-src={src}
    />
  );
}

function TextZone(props: ZoneProps) {
  const zone = props.zone;
  if (zone.kind !== 'text') return null;
  const style: CSSProperties = {
    color: zone.color,
    background: zone.background,
    fontSize: `${zone.fontSize ?? 5}vh`,
    justifyContent: zone.align === 'left' ? 'flex-start' : zone.align === 'right' ? 'flex-end' : 'center',
    textAlign: zone.align ?? 'center',
  };
  const seconds = Math.max(5, Math.round((zone.text.length * 24 + 1920) / (zone.speed ?? 80)));
  return (
    <Ready {...props}>
      {zone.ticker ? (
        <div className="sg-ticker" style={style}>
          <span className="sg-ticker-text" style={{ animationDuration: `${seconds}s` }}>
            {zone.text}
          </span>
        </div>
      ) : (
        <div className="sg-text" style={style}>
          {zone.text}
        </div>
      )}
    </Ready>
  );
}

function WebZone({ zone, onReady }: ZoneProps) {
  // A page that does not load (offline) must not hold the scene back: ready after 5 s at the latest.
  useEffect(() => {
    const timer = window.setTimeout(() => onReady(zone.id), 5_000);
    return () => window.clearTimeout(timer);
  }, [zone.id, onReady]);
  if (zone.kind !== 'web-page') return null;
  return (
    <iframe
      className="sg-fill sg-web"
      src={zone.url}
      title={zone.name ?? 'Webseite'}
      sandbox="allow-scripts allow-same-origin"
      onLoad={() => onReady(zone.id)}
    />
  );
}

function MenuZone(props: ZoneProps) {
  const { zone, media, board } = props;
  if (zone.kind !== 'menu-board') return null;
  return (
    <Ready {...props}>
      <MenuBoard zone={zone} board={board} media={media} />
    </Ready>
  );
}

function PickupZone(props: ZoneProps) {
  const { zone, branchId } = props;
  if (zone.kind !== 'pickup-board') return null;
  return (
    <Ready {...props}>
      <PickupBoard
        branchId={branchId}
        announce={!!zone.announce}
        showPreparing={zone.showPreparing !== false}
        readyTtlMs={(zone.readyMinutes ?? 10) * 60_000}
      />
    </Ready>
  );
}

const ZONES = {
  image: MediaZone,
  'image-template': MediaZone,
  video: MediaZone,
  text: TextZone,
  'web-page': WebZone,
  'menu-board': MenuZone,
  'pickup-board': PickupZone,
} as const;

export function Zone(props: ZoneProps) {
  const Component = ZONES[props.zone.kind];
  return (
    <div className={`sg-zone sg-zone-${props.zone.kind}`} style={box(props.zone)} data-zone={props.zone.id}>
      <Component {...props} />
    </div>
  );
}
