import { describe, expect, it } from '@jest/globals';
import { msisdn } from './msisdn.js';

describe('msisdn', () => {
  it.each([
    ['+43 664 1234567', '436641234567'],
    ['0664/1234567', '436641234567'],
    ['0049 170 1234567', '491701234567'],
    ['436641234567', '436641234567'],
    ['abc', null],
    ['+43 1', null],
  ])('%s -> %s', (input, expected) => expect(msisdn(input)).toBe(expected));

  it('uses the given country code for a national number', () => {
    expect(msisdn('0170 1234567', '49')).toBe('491701234567');
  });
});
