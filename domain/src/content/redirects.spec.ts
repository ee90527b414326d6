import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { VALIDATION } from '../messages/server.js';
import { normaliseRedirectFrom, normaliseRedirectTo, redirectPathKey } from './redirects.js';

describe('normaliseRedirectFrom', () => {
  it.each([
    ['alte-seite', '/alte-seite'],
    ['/alt/seite/', '/alt/seite'],
    ['/alt?x=1#top', '/alt'],
    ['/shop/alt', '/shop/alt'],
  ])('%s -> %s', (input, value) => {
    expect(normaliseRedirectFrom(input)).toEqual({ value, field: 'fromPath' });
  });

  it.each([
    ['', VALIDATION.notBlank],
    [5, VALIDATION.notBlank],
    ['/', OWN_TEXTS.sitePathInvalid],
    ['a b', OWN_TEXTS.sitePathInvalid],
    ['/api/sites', OWN_TEXTS.redirectPathReserved('api')],
    ['/Assets/x.js', OWN_TEXTS.redirectPathReserved('assets')],
  ])('%s is refused', (input, message) => {
    expect(normaliseRedirectFrom(input)).toEqual({ value: null, message, field: 'fromPath' });
  });
});

describe('normaliseRedirectTo', () => {
  it.each([
    ['neu', '/neu'],
    ['/neu?x=1', '/neu?x=1'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['https://example.at/a', 'https://example.at/a'],
    ['/', '/'],
  ])('%s -> %s', (input, output) => {
    expect(normaliseRedirectTo(input)).toBe(output);
  });

  it.each(['', ' ', 'a b', 'javascript:alert(1)', 'mailto:a@b.at', 'https://nohost', 'x'.repeat(501)])(
    '%s is refused',
    (input) => {
      expect(normaliseRedirectTo(input)).toBeNull();
    },
  );
});

describe('redirectPathKey', () => {
  it.each([
    ['/neu/?x=1', '/neu'],
    ['/neu#a', '/neu'],
    ['/', '/'],
    ['https://example.at/neu', null],
  ])('%s -> %s', (input, key) => {
    expect(redirectPathKey(input)).toBe(key);
  });
});
