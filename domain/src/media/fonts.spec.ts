import { describe, expect, it } from '@jest/globals';
import { fontCssUrl, fontFamilyKey, fontStack, fontVariantName, parseFontVariant } from './fonts.js';

describe('font variants', () => {
  it.each([
    ['400', { weight: 400, style: 'normal' }],
    ['700', { weight: 700, style: 'normal' }],
    ['400italic', { weight: 400, style: 'italic' }],
    ['900italic', { weight: 900, style: 'italic' }],
    ['regular', { weight: 400, style: 'normal' }],
    ['italic', { weight: 400, style: 'italic' }],
  ])('parses %s', (text, variant) => {
    expect(parseFontVariant(text)).toEqual(variant);
  });

  it.each(['', '450', '1000', '0', '400 italic', '400Italic', 'bold', '../400'])('refuses %j', (text) => {
    expect(parseFontVariant(text)).toBeNull();
  });

  it('names variants canonically', () => {
    expect(fontVariantName({ weight: 400, style: 'normal' })).toBe('400');
    expect(fontVariantName({ weight: 700, style: 'italic' })).toBe('700italic');
    expect(fontVariantName(parseFontVariant('regular')!)).toBe('400');
  });
});

describe('font URLs and names', () => {
  it('builds the style sheet URL of spec 7', () => {
    expect(fontCssUrl('Open Sans', '700')).toBe('/fonts/google/Open%20Sans/style-700.embed.css');
    expect(fontCssUrl('Inter')).toBe('/fonts/google/Inter/style-400.embed.css');
  });

  it('matches families regardless of case and separators', () => {
    expect(fontFamilyKey('Open Sans')).toBe('opensans');
    expect(fontFamilyKey('open-sans')).toBe(fontFamilyKey('Open+Sans'));
    expect(fontFamilyKey(' Playfair_Display ')).toBe('playfairdisplay');
  });

  it('builds a font stack with the generic family of the category', () => {
    expect(fontStack('Merriweather', 'serif')).toBe('"Merriweather", serif');
    expect(fontStack('Caveat', 'handwriting')).toBe('"Caveat", sans-serif');
    expect(fontStack('')).toBe('sans-serif');
    expect(fontStack('Evil"; } body {')).toBe('"Evil  body", sans-serif');
  });
});
