// What the map needs from the shop config (spec 3: mapStyle, mapboxZoom/Pitch/Bearing, enablePluginMapbox).
import { BRANCH_MAP, mapStyleSource } from '@bestell/domain';

export interface MapSettings {
  style: string;
  token: string;
  zoom: number;
  pitch: number;
  bearing: number;
}

const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The branch map's settings, or null while the map plugin is off (then no map, only the lists). */
export function mapSettings(config: Record<string, unknown> | null | undefined): MapSettings | null {
  if (!config?.enablePluginMapbox) return null;
  const { url, token } = mapStyleSource(config.mapStyle);
  return {
    style: url,
    token,
    zoom: num(config.mapboxZoom, BRANCH_MAP.zoom),
    pitch: num(config.mapboxPitch, BRANCH_MAP.pitch),
    bearing: num(config.mapboxBearing, BRANCH_MAP.bearing),
  };
}
