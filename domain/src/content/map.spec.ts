import { describe, expect, it } from '@jest/globals';
import {
  BRANCH_MAP,
  DEFAULT_MAP_STYLE,
  PARTNER_MAP,
  branchMarkers,
  directionsUrl,
  isMapStyle,
  mapCoordinate,
  mapStyleOrigins,
  mapStyleSource,
  mapboxRequestUrl,
  partnerMarkers,
} from './map.js';

describe('map defaults (spec 9)', () => {
  it('branch map zoom 19, pitch 55, bearing -85, buildings from 15 at 0.6; partner map 9, 20, padding 150', () => {
    expect(BRANCH_MAP).toEqual({ zoom: 19, pitch: 55, bearing: -85, buildingsMinZoom: 15, buildingsOpacity: 0.6 });
    expect(PARTNER_MAP).toEqual({ zoom: 9, pitch: 20, fitPadding: 150 });
  });
});

describe('mapCoordinate', () => {
  it.each([
    ['48.2003140', 90, 48.200314],
    [' 16.35 ', 180, 16.35],
    [-85.5, 90, -85.5],
    [0, 90, 0],
    ['', 90, null],
    [null, 90, null],
    [undefined, 180, null],
    ['abc', 180, null],
    [true, 90, null],
    [91, 90, null],
    ['-181', 180, null],
    [Number.NaN, 90, null],
  ] as const)('%p (limit %p) -> %p', (value, limit, expected) => {
    expect(mapCoordinate(value, limit)).toBe(expected);
  });
});

describe('directionsUrl', () => {
  it('points Google Maps directions at the coordinates', () => {
    expect(directionsUrl(48.2, 16.35)).toBe('https://www.google.com/maps/dir/?api=1&destination=48.2,16.35');
  });
});

describe('branchMarkers', () => {
  const branch = { id: 'a', name: 'Wien', street: 'Gasse 1', zipCode: '1070', city: 'Wien' };
  it.each([
    ['both coordinates', { latitude: '48.2', longitude: '16.35' }, 1],
    ['no latitude', { latitude: null, longitude: '16.35' }, 0],
    ['no longitude', { latitude: '48.2', longitude: '' }, 0],
    ['neither', {}, 0],
    ['out of range', { latitude: '148.2', longitude: '16.35' }, 0],
    ['not public', { latitude: '48.2', longitude: '16.35', isPublic: false }, 0],
  ])('%s -> %p marker(s)', (_name, extra, count) => {
    expect(branchMarkers([{ ...branch, ...extra }])).toHaveLength(count);
  });

  it('carries name, address and the directions link', () => {
    expect(branchMarkers([{ ...branch, latitude: '48.2', longitude: '16.35' }])).toEqual([
      {
        key: 'a',
        name: 'Wien',
        latitude: 48.2,
        longitude: 16.35,
        address: 'Gasse 1, 1070 Wien',
        href: 'https://www.google.com/maps/dir/?api=1&destination=48.2,16.35',
      },
    ]);
  });
});

describe('partnerMarkers', () => {
  it.each([
    ['both coordinates', { name: 'Hof', latitude: 47.8, longitude: 16.6 }, 1],
    ['no latitude', { name: 'Hof', latitude: null, longitude: 16.6 }, 0],
    ['no longitude', { name: 'Hof', latitude: 47.8 }, 0],
    ['no name', { name: ' ', latitude: 47.8, longitude: 16.6 }, 0],
    ['not an object', 'Hof', 0],
  ])('%s -> %p marker(s)', (_name, partner, count) => {
    expect(partnerMarkers([partner])).toHaveLength(count);
  });

  it('keeps the order and links each to its directions', () => {
    const markers = partnerMarkers([
      { name: 'A', latitude: 1, longitude: 2 },
      { name: 'B', latitude: null, longitude: 3 },
      { name: 'C', latitude: 4, longitude: 5 },
    ]);
    expect(markers.map((m) => [m.name, m.href])).toEqual([
      ['A', directionsUrl(1, 2)],
      ['C', directionsUrl(4, 5)],
    ]);
    expect(partnerMarkers(undefined)).toEqual([]);
  });
});

describe('isMapStyle', () => {
  it.each([
    ['', true],
    ['/map/style.json', true],
    ['https://tiles.example.at/styles/liberty.json', true],
    ['http://127.0.0.1:8080/style.json', true],
    ['mapbox://styles/mapbox/streets-v12', true],
    ['mapbox://styles/me/abc?access_token=pk.123', true],
    ['streets', false],
    ['//evil.example/style.json', false],
    ['javascript:alert(1)', false],
    ['mapbox://tiles/x', false],
    ['https://a.at/ style.json', false],
    [`https://a.at/${'x'.repeat(500)}`, false],
  ])('%s -> %p', (value, ok) => {
    expect(isMapStyle(value)).toBe(ok);
  });
});

describe('mapStyleSource', () => {
  it.each([
    ['', { url: DEFAULT_MAP_STYLE, token: '' }],
    ['streets', { url: DEFAULT_MAP_STYLE, token: '' }],
    [null, { url: DEFAULT_MAP_STYLE, token: '' }],
    ['https://t.example.at/s.json', { url: 'https://t.example.at/s.json', token: '' }],
    ['mapbox://styles/me/abc?access_token=pk.123', { url: 'mapbox://styles/me/abc', token: 'pk.123' }],
    ['mapbox://styles/me/abc', { url: 'mapbox://styles/me/abc', token: '' }],
  ])('%p -> %p', (value, expected) => {
    expect(mapStyleSource(value)).toEqual(expected);
  });
});

describe('mapboxRequestUrl', () => {
  it.each([
    ['mapbox://styles/me/abc', 'https://api.mapbox.com/styles/v1/me/abc?access_token=pk.1'],
    ['mapbox://sprites/me/abc@2x.png', 'https://api.mapbox.com/styles/v1/me/abc/sprite@2x.png?access_token=pk.1'],
    ['mapbox://sprites/me/abc.json', 'https://api.mapbox.com/styles/v1/me/abc/sprite.json?access_token=pk.1'],
    [
      'mapbox://fonts/me/Open Sans Regular/0-255.pbf',
      'https://api.mapbox.com/fonts/v1/me/Open Sans Regular/0-255.pbf?access_token=pk.1',
    ],
    [
      'mapbox://mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2',
      'https://api.mapbox.com/v4/mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2.json?secure&access_token=pk.1',
    ],
    ['mapbox://tiles/a/1/2/3.png', 'https://api.mapbox.com/v4/a/1/2/3.png?access_token=pk.1'],
    ['https://t.example.at/1/2/3.png', null],
    ['/map/style.json', null],
  ])('%s -> %p', (url, expected) => {
    expect(mapboxRequestUrl(url, 'pk.1')).toBe(expected);
  });

  it('keeps the query and adds no empty token', () => {
    expect(mapboxRequestUrl('mapbox://styles/me/abc?fresh=true', '')).toBe(
      'https://api.mapbox.com/styles/v1/me/abc?fresh=true',
    );
  });
});

describe('mapStyleOrigins (CSP)', () => {
  it.each([
    ['', []],
    ['/eigene/style.json', []],
    ['https://t.example.at:8443/s.json', ['https://t.example.at:8443']],
    ['mapbox://styles/me/abc?access_token=pk.1', ['https://api.mapbox.com', 'https://*.tiles.mapbox.com']],
    ['streets', []],
  ])('%s -> %p', (value, origins) => {
    expect(mapStyleOrigins(value)).toEqual(origins);
  });
});
