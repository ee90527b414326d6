// Spec section 5 "Slug rule".
import { describe, expect, it } from '@jest/globals';
import { slugify } from './slug.js';

describe('slug rule (spec 5)', () => {
  it.each([
    ['Über uns', 'ueber-uns'],
    ['Größe & Maße', 'groesse-masse'],
    ['Äpfel_und  Öl', 'aepfel-und-oel'],
    ['Straße 12!', 'strasse-12'],
    ['Hello--World__', 'hello-world'],
    ['Café Crème', 'caf-crme'], // other characters are dropped, not transliterated
    ['trailing - ', 'trailing'],
    [' leading', '-leading'], // only a trailing hyphen is removed
    ['', ''],
  ])('%p -> %p', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
