import { describe, expect, it } from '@jest/globals';
import { buildPolicy } from './security-headers.js';

const BASE = 'http://localhost:3000';

describe('buildPolicy: the map plugin (issue 40 item 8)', () => {
  it("lets MapLibre's blob: workers run on every page", () => {
    expect(buildPolicy(BASE, '/')['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it("allows the configured style's origin for fetches and images on storefront pages", () => {
    const policy = buildPolicy(BASE, '/ueber-uns', { mapStyle: 'https://karten.example.at:8443/style.json' });
    expect(policy['connect-src']).toContain('https://karten.example.at:8443');
    expect(policy['img-src']).toContain('https://karten.example.at:8443');
  });

  it("allows Mapbox's API and tile hosts for a mapbox:// style", () => {
    const policy = buildPolicy(BASE, '/', { mapStyle: 'mapbox://styles/me/abc?access_token=pk.1' });
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://api.mapbox.com', 'https://*.tiles.mapbox.com']),
    );
  });

  it('adds nothing for the default style, a broken value or routes without third parties', () => {
    const plain = buildPolicy(BASE, '/')['connect-src'];
    expect(buildPolicy(BASE, '/', { mapStyle: '' })['connect-src']).toEqual(plain);
    expect(buildPolicy(BASE, '/', { mapStyle: 'streets' })['connect-src']).toEqual(plain);
    expect(buildPolicy(BASE, '/backend', { mapStyle: 'https://karten.example.at/s.json' })['connect-src']).toEqual(
      plain,
    );
  });
});
