// Crossfade without a blank frame: the incoming layer is mounted under the outgoing one (opacity 0),
// fades in only once it reports ready (its media decoded), and the old layer is dropped after the fade.
export interface Layer<T> {
  key: string;
  content: T;
  /** 'loading': mounted, invisible; 'in': visible (fading in); 'out': about to be removed. */
  phase: 'loading' | 'in' | 'out';
}

export function showLayer<T>(layers: readonly Layer<T>[], key: string, content: T): Layer<T>[] {
  const top = layers[layers.length - 1];
  if (top?.key === key) return [...layers.slice(0, -1), { ...top, content }];
  // At most the visible layer and the new one: a layer that never loaded is replaced.
  const visible = layers.filter((l) => l.phase === 'in');
  const keep = visible.length ? [visible[visible.length - 1]!] : [];
  return [...keep, { key, content, phase: layers.length === 0 ? 'in' : 'loading' }];
}

/** The layer finished loading: it becomes visible; older ones go out. */
export function layerReady<T>(layers: readonly Layer<T>[], key: string): Layer<T>[] {
  const index = layers.findIndex((l) => l.key === key);
  if (index < 0 || layers[index]!.phase !== 'loading') return [...layers];
  return layers.map((l, i) => (i === index ? { ...l, phase: 'in' } : i < index ? { ...l, phase: 'out' } : l));
}

/** After the fade: drop layers that went out. */
export function dropOld<T>(layers: readonly Layer<T>[]): Layer<T>[] {
  return layers.filter((l) => l.phase !== 'out');
}
