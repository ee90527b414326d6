import { describe, expect, it } from '@jest/globals';
import { smsLength } from './sms-length.js';

describe('smsLength', () => {
  it('counts GSM-7 texts in septets with 160 per single segment', () => {
    expect(smsLength('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0, perSegment: 160 });
    expect(smsLength('Ihre Bestellung Nr. 12 ist fertig. Grüße aus Wien')).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
    });
    expect(smsLength('a'.repeat(160))).toMatchObject({ units: 160, segments: 1 });
  });

  it('splits longer GSM-7 texts into segments of 153', () => {
    expect(smsLength('a'.repeat(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(smsLength('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsLength('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts extension characters such as € twice', () => {
    expect(smsLength('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength(`${'€'.repeat(80)}a`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('switches the whole text to UCS-2 for one character outside GSM-7', () => {
    expect(smsLength('Café ok')).toMatchObject({ encoding: 'GSM-7' }); // é is in GSM-7
    expect(smsLength('Straße č')).toMatchObject({ encoding: 'UCS-2', units: 8, segments: 1, perSegment: 70 });
    expect(smsLength(`${'a'.repeat(70)}ł`)).toMatchObject({
      encoding: 'UCS-2',
      units: 71,
      segments: 2,
      perSegment: 67,
    });
  });

  it('counts characters outside the BMP as two UCS-2 units', () => {
    expect(smsLength('🍕')).toMatchObject({ encoding: 'UCS-2', units: 2, segments: 1 });
  });
});
