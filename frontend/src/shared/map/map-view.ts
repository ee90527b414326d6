// The map itself (issue 40 item 8): MapLibre GL JS, imported only by MapPanel's dynamic import() once the
// map plugin is on and the visitor has consented, so no route's first load carries it.
import {
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  setWorkerUrl,
  type StyleSpecification,
  type ExpressionSpecification,
  type LayerSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { BRANCH_MAP, mapboxRequestUrl, type MapMarker } from '@bestell/domain';

// The worker is a file of its own in the build; MapLibre would otherwise look beside its (bundled) module.
setWorkerUrl(workerUrl);

export interface MapViewOptions {
  style: string;
  /** Mapbox token for mapbox:// URLs ('' otherwise). */
  token: string;
  markers: readonly MapMarker[];
  zoom: number;
  pitch: number;
  bearing: number;
  /** Fit all markers with this padding (px) when there are several (the partner map's 150). */
  fitPadding?: number;
  /** 3D buildings from the style's building layer (the branch map). */
  buildings?: boolean;
  markerLabel: (name: string) => string;
}

export interface MapHandle {
  destroy(): void;
}

/** True when the browser can give MapLibre a WebGL context (not in every headless or locked-down browser). */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * Spec 9: buildings extruded from zoom 15 at opacity 0.6, when the style has a vector layer named
 * 'building' (OpenMapTiles, Mapbox Streets); heights from render_height/height, else 10 m.
 */
export function buildingLayer(style: StyleSpecification): LayerSpecification | null {
  const base = style.layers.find(
    (layer) => 'source-layer' in layer && layer['source-layer'] === 'building' && 'source' in layer,
  ) as (LayerSpecification & { source: string; 'source-layer': string }) | undefined;
  if (!base || style.layers.some((layer) => layer.type === 'fill-extrusion')) return null;
  const height: ExpressionSpecification = ['coalesce', ['get', 'render_height'], ['get', 'height'], 10];
  return {
    id: 'bestell-3d-buildings',
    type: 'fill-extrusion',
    source: base.source,
    'source-layer': 'building',
    minzoom: BRANCH_MAP.buildingsMinZoom,
    paint: {
      'fill-extrusion-color': '#c8c2b8',
      'fill-extrusion-height': height,
      'fill-extrusion-base': ['coalesce', ['get', 'render_min_height'], ['get', 'min_height'], 0],
      'fill-extrusion-opacity': BRANCH_MAP.buildingsOpacity,
    },
  };
}

function markerElement(marker: MapMarker, label: string): HTMLAnchorElement {
  // A real link: a click (or Enter) opens the directions in a new tab without any script of ours.
  const a = document.createElement('a');
  a.className = 'sf-map__marker';
  a.href = marker.href;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  a.title = label;
  a.setAttribute('aria-label', label);
  a.dataset.marker = marker.name;
  // MapLibre positions the element with its own transform; the pin's shape sits inside.
  const pin = document.createElement('span');
  pin.className = 'sf-map__pin';
  a.appendChild(pin);
  return a;
}

export function mountMap(container: HTMLElement, options: MapViewOptions): MapHandle {
  const { markers } = options;
  const first = markers[0];
  const map = new MapLibreMap({
    container,
    style: options.style,
    center: first ? [first.longitude, first.latitude] : [16.37, 48.21],
    zoom: options.zoom,
    pitch: options.pitch,
    bearing: options.bearing,
    maxPitch: 85,
    // Scrolling the page over the map should scroll the page; pinch and the buttons still zoom.
    scrollZoom: false,
    cooperativeGestures: false,
    transformRequest: options.token
      ? (url) => {
          const https = mapboxRequestUrl(url, options.token);
          return https ? { url: https } : { url };
        }
      : undefined,
  });
  for (const marker of markers) {
    new Marker({ element: markerElement(marker, options.markerLabel(marker.name)), anchor: 'bottom' })
      .setLngLat([marker.longitude, marker.latitude])
      .addTo(map);
  }
  if (markers.length > 1) {
    const bounds = markers.reduce(
      (b, m) => b.extend([m.longitude, m.latitude]),
      new LngLatBounds([first!.longitude, first!.latitude], [first!.longitude, first!.latitude]),
    );
    const fit = () => {
      const { clientWidth: w, clientHeight: h } = container;
      // The padding shrinks on a small screen: MapLibre refuses a fit whose padding leaves no room.
      const padding = Math.max(0, Math.min(options.fitPadding ?? 60, Math.floor(Math.min(w, h) / 4)));
      map.fitBounds(bounds, {
        padding,
        maxZoom: options.zoom,
        pitch: options.pitch,
        bearing: options.bearing,
        animate: false,
      });
    };
    fit();
    // A phone turned or a window resized keeps every marker in view.
    map.on('resize', fit);
  }
  if (options.buildings) {
    map.once('style.load', () => {
      const layer = buildingLayer(map.getStyle());
      if (layer) map.addLayer(layer);
    });
  }
  // The view as drawn, on the container: what a browser test (and a curious owner in devtools) can read.
  map.on('idle', () => {
    container.dataset.zoom = map.getZoom().toFixed(2);
    container.dataset.pitch = map.getPitch().toFixed(0);
    container.dataset.bearing = map.getBearing().toFixed(0);
  });
  return { destroy: () => map.remove() };
}
