// What a page hands the map plugin's map (issue 40 item 8). Types only: each page lazy-loads MapPanel itself
// (`lazy(() => import('../map/MapPanel'))`) when the plugin is on, because a runtime module shared by the
// content and home routes became a chunk of its own, 0.5 KB gzip on both first loads. MapLibre comes in
// another chunk, after consent.
import type { MappableBranch } from '@bestell/domain';

export interface MapSlotProps {
  /** The shop config (enablePluginMapbox, mapStyle, mapboxZoom/Pitch/Bearing); null: no map. */
  config: Record<string, unknown> | null | undefined;
  branches?: readonly MappableBranch[];
  /** A map_partner block's partners (markers only with both coordinates). */
  partners?: unknown;
  variant: 'branch' | 'partner';
  title: string;
}
