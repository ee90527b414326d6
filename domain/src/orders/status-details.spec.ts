import { describe, expect, it } from '@jest/globals';
import { branchAddressLine, branchMapUrl, expectedReadyAt, itemPhotos, partsWithoutPhotos } from './status-details.js';

const photo = {
  id: '1f0c9a52-7c3e-4d1a-9f1e-2b8f4a6c1d10',
  version: 2,
  extension: 'png',
  publicHash: 'Qm9hcmRCb2FyZEJvYXJkQm9hcmRCb2Fy',
  mimeType: 'image/png',
};

describe('itemPhotos', () => {
  it('turns image uploads into their preview URL, per step', () => {
    expect(itemPhotos(['Alles Gute', [photo], null])).toEqual([
      { step: 1, url: `/upload/${photo.publicHash}/preview/${photo.id}-2.jpg` },
    ]);
  });

  it.each([
    ['a PDF', { ...photo, mimeType: 'application/pdf' }],
    ['no hash', { ...photo, publicHash: undefined }],
    ['a hash that leaves the path', { ...photo, publicHash: '../../evil.example/x' }],
    ['an id with a slash', { ...photo, id: 'a/../b' }],
    ['no version', { ...photo, version: undefined }],
  ])('skips %s', (_name, entry) => {
    expect(itemPhotos([[entry]])).toEqual([]);
  });

  it('leaves options alone', () => {
    expect(itemPhotos([[{ name: 'Schoko', value: '1.00', modifier: 'add' }]])).toEqual([]);
  });

  it('empties the photo steps for the text list, keeps others', () => {
    const parts = ['Text', [photo], [{ ...photo, mimeType: 'application/pdf' }]];
    expect(partsWithoutPhotos(parts, itemPhotos(parts))).toEqual(['Text', null, parts[2]]);
  });
});

describe('branchMapUrl', () => {
  it('gives directions to the coordinates when both are set', () => {
    expect(branchMapUrl({ street: 'Hauptplatz 1', latitude: '48.2082', longitude: '16.3738' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.2082,16.3738',
    );
  });
  it('searches the address otherwise', () => {
    expect(
      branchMapUrl({ street: 'Hauptplatz 1', zipCode: '1010', city: 'Wien', latitude: '48.2', longitude: null }),
    ).toBe('https://www.google.com/maps/search/?api=1&query=Hauptplatz%201%2C%201010%20Wien');
  });
  it('has none without address or coordinates', () => {
    expect(branchMapUrl({ street: '', city: null })).toBeNull();
  });
  it('writes the address line without empty parts', () => {
    expect(branchAddressLine({ street: 'Hauptplatz 1', zipCode: '', city: 'Wien' })).toBe('Hauptplatz 1, Wien');
  });
});

describe('expectedReadyAt', () => {
  const at = '2026-12-03T11:00:00.000Z';
  it.each([
    ['confirmed', at, at],
    ['confirmed', null, null],
    ['waitingForConfirmation', at, null],
    ['readyForPickup', at, null],
    ['cancelled', at, null],
  ] as const)('%s with appointment %s: %s', (status, appointmentDate, expected) => {
    expect(expectedReadyAt({ status, appointmentDate })).toBe(expected);
  });
});
