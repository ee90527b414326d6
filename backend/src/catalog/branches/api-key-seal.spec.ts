// Issue 39 item 7: a sealed frontdesk key opens only with the same secret, for the same branch, untampered.
import { describe, expect, it } from '@jest/globals';
import { apiKeySealKey, openApiKey, sealApiKey } from './api-key-seal.js';

const SECRET = 'x'.repeat(40);
const WIEN = '7a9e4d2c-1b3f-4c8a-8e6d-5f0a2b9c3d11';
const GRAZ = 'c4d8e2f6-9a1b-4d3c-b7e5-0f6a8c2d4e22';

describe('sealed frontdesk keys', () => {
  const key = apiKeySealKey(SECRET)!;

  it('opens what it sealed; the sealed text does not contain the key and differs each time', () => {
    const sealed = sealApiKey(key, WIEN, 'geheimer-schluessel');
    expect(openApiKey(key, WIEN, sealed)).toBe('geheimer-schluessel');
    expect(sealed).not.toContain('geheimer');
    expect(sealApiKey(key, WIEN, 'geheimer-schluessel')).not.toBe(sealed);
  });

  it('does not open with another secret, for another branch, or tampered', () => {
    const sealed = sealApiKey(key, WIEN, 'geheimer-schluessel');
    expect(openApiKey(apiKeySealKey('y'.repeat(40))!, WIEN, sealed)).toBeNull();
    expect(openApiKey(key, GRAZ, sealed)).toBeNull();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(openApiKey(key, WIEN, [...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toBeNull();
    expect(openApiKey(key, WIEN, 'kaputt')).toBeNull();
  });

  it('has no key without a secret', () => {
    expect(apiKeySealKey(null)).toBeNull();
  });
});
