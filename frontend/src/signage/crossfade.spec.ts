import { dropOld, layerReady, showLayer, type Layer } from './crossfade';

const phases = (layers: Layer<string>[]) => layers.map((l) => `${l.key}:${l.phase}`);

describe('crossfade layers', () => {
  it('shows the first layer at once', () => {
    expect(phases(showLayer([], 'a', 'A'))).toEqual(['a:in']);
  });

  it('keeps the old layer visible until the new one has loaded, then removes it', () => {
    let layers = showLayer([], 'a', 'A');
    layers = showLayer(layers, 'b', 'B');
    expect(phases(layers)).toEqual(['a:in', 'b:loading']);
    layers = layerReady(layers, 'b');
    expect(phases(layers)).toEqual(['a:out', 'b:in']);
    expect(phases(dropOld(layers))).toEqual(['b:in']);
  });

  it('replaces a layer that never loaded instead of stacking', () => {
    let layers = showLayer(showLayer([], 'a', 'A'), 'b', 'B');
    layers = showLayer(layers, 'c', 'C');
    expect(phases(layers)).toEqual(['a:in', 'c:loading']);
  });

  it('updates the content of the layer on top in place', () => {
    const layers = showLayer(showLayer([], 'a', 'A'), 'a', 'A2');
    expect(layers.map((l) => l.content)).toEqual(['A2']);
  });
});
