// Plays one scene at a time with a crossfade: the next scene is mounted invisibly, becomes visible only
// when all its zones are ready, and the previous one is removed after the fade (no blank frame). An idle
// layer underneath covers the very first load and a loop with nothing playable.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResolvedScene, SignageTransition } from '@bestell/domain';
import { dropOld, layerReady, showLayer, type Layer } from './crossfade';
import { boardKey, type LiveMenus } from './player-types';
import { Zone } from './zones';

const FADE_MS = 800;

export interface Showing {
  /** Unique per showing (version + loop position), so a new showing mounts a fresh layer. */
  key: string;
  scene: ResolvedScene;
  transition: SignageTransition;
}

interface StageProps {
  showing: Showing | null;
  media: (url: string) => string;
  onFailed: (url: string) => void;
  boards: LiveMenus;
  branchId: string | null;
  idle: string;
}

function SceneLayer({
  layer,
  media,
  onFailed,
  onReady,
  boards,
  branchId,
}: Omit<StageProps, 'showing' | 'idle'> & { layer: Layer<Showing>; onReady: (key: string) => void }) {
  const { scene, transition } = layer.content;
  const pending = useRef<Set<string> | null>(null);
  pending.current ??= new Set(scene.zones.map((z) => z.id));
  const zoneReady = useCallback(
    (zoneId: string) => {
      const set = pending.current!;
      set.delete(zoneId);
      if (set.size === 0) onReady(layer.key);
    },
    [layer.key, onReady],
  );
  useEffect(() => {
    if (scene.zones.length === 0) onReady(layer.key);
  }, [scene.zones.length, layer.key, onReady]);
  return (
    <div
      className={`sg-layer sg-layer-${layer.phase} sg-tr-${transition}`}
      style={{ background: scene.background || undefined }}
      data-scene={scene.id}
      data-phase={layer.phase}
    >
      {scene.zones.map((zone) => (
        <Zone
          key={zone.id}
          zone={zone}
          media={media}
          onReady={zoneReady}
          onFailed={onFailed}
          board={boards[boardKey(scene.id, zone.id)]}
          branchId={branchId}
        />
      ))}
    </div>
  );
}

export function Stage({ showing, media, onFailed, boards, branchId, idle }: StageProps) {
  const [layers, setLayers] = useState<Layer<Showing>[]>([]);

  useEffect(() => {
    if (showing) setLayers((current) => showLayer(current, showing.key, showing));
  }, [showing]);

  const onReady = useCallback((key: string) => setLayers((current) => layerReady(current, key)), []);

  const fading = layers.some((l) => l.phase === 'out');
  useEffect(() => {
    if (!fading) return;
    const timer = window.setTimeout(() => setLayers(dropOld), FADE_MS + 100);
    return () => window.clearTimeout(timer);
  }, [fading]);

  return (
    <div className="sg-stage" data-testid="signage-stage">
      <div className="sg-idle">{idle}</div>
      {layers.map((layer) => (
        <SceneLayer
          key={layer.key}
          layer={layer}
          media={media}
          onFailed={onFailed}
          onReady={onReady}
          boards={boards}
          branchId={branchId}
        />
      ))}
    </div>
  );
}
