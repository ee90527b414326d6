// From what resolvePlayback picked to the loop the player runs. The plan's key names the loop: a new
// key is a new version of it (swapped at the loop boundary, or at once for a back-office command).
import {
  resolvePlayback,
  timeToMinutes,
  zonedParts,
  type PlaybackOverride,
  type PlaybackResolution,
  type PlayerManifest,
  type ScreenTimes,
} from '@bestell/domain';
import type { PlayItem } from './player-types';

export interface Plan {
  key: string;
  items: PlayItem[];
  resolution: PlaybackResolution;
  /** A show-message command's text, shown over whatever plays. */
  message: string | null;
  /** Changes made by a command show at once, not at the end of the loop. */
  immediate: boolean;
}

const OVERRIDE_SCENE_MS = 60_000;

export function planFor(manifest: PlayerManifest, now: Date, override: PlaybackOverride | null): Plan {
  const state = { stream: manifest.stream, timezone: manifest.timezone };
  const first = resolvePlayback(manifest.device, now, { ...state, override });
  const message = first.source === 'override' ? first.message : null;
  // A message alone overlays the schedule: what plays under it is resolved without the command.
  const resolution =
    first.source === 'override' && !first.sceneId ? resolvePlayback(manifest.device, now, state) : first;

  if (resolution.source === 'override' && resolution.sceneId) {
    const scene = manifest.scenes[resolution.sceneId];
    return {
      key: `override:${resolution.sceneId}:${override?.until ?? ''}`,
      items: scene ? [{ scene, durationMs: OVERRIDE_SCENE_MS, transition: 'fade' }] : [],
      resolution,
      message,
      immediate: true,
    };
  }
  const segment = resolution.segmentId ? manifest.segments[resolution.segmentId] : undefined;
  const items: PlayItem[] = (segment?.items ?? []).flatMap((item) => {
    const scene = manifest.scenes[item.scene.id];
    return scene ? [{ scene, durationMs: Math.max(1, item.durationSeconds) * 1000, transition: item.transition }] : [];
  });
  return {
    key: `${manifest.version}:${resolution.source}:${resolution.segmentId ?? ''}`,
    items,
    resolution,
    message,
    immediate: false,
  };
}

/** Is the screen switched off now? `on` > `off` keeps it on across midnight. */
export function screenOff(times: ScreenTimes | null | undefined, now: Date, timezone: string): boolean {
  if (!times) return false;
  const on = timeToMinutes(times.on);
  const off = timeToMinutes(times.off);
  if (on === off) return false;
  const minutes = zonedParts(now, timezone).minutes;
  const isOn = on < off ? minutes >= on && minutes < off : minutes >= on || minutes < off;
  return !isOn;
}
