import { describe, expect, it } from '@jest/globals';
import { socialLinks } from './social-links';

describe('socialLinks (spec 2 header and footer)', () => {
  it('lists the configured networks in order and skips empty or non-http values', () => {
    expect(socialLinks({ facebookUrl: '', instagramUrl: undefined })).toEqual([]);
    expect(socialLinks({ facebookUrl: 'https://facebook.com/baeckerei', instagramUrl: 'javascript:alert(1)' })).toEqual(
      [{ network: 'facebook', label: 'Facebook', href: 'https://facebook.com/baeckerei' }],
    );
    expect(
      socialLinks({ facebookUrl: 'https://fb.com/b', instagramUrl: 'https://instagram.com/b' }).map((l) => l.label),
    ).toEqual(['Facebook', 'Instagram']);
  });
});
