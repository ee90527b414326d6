// Spec section 5 "Phone input" and step-1 phone format.
import { describe, expect, it } from '@jest/globals';
import { isValidPhone, normalisePhoneOnChange, normalisePhoneWhileTyping, phoneFormatHint } from './phone.js';

describe('phone input (spec 5)', () => {
  it.each([
    ['+43 (664) 123-45', '+43 664 12345', '+4366412345'],
    ['0043 664 1234567', '0043 664 1234567', '+436641234567'],
    ['0664/1234567', '06641234567', '06641234567'],
    ['abc', '', ''],
  ])('%p: typing -> %p, change -> %p', (input, typing, change) => {
    expect(normalisePhoneWhileTyping(input)).toBe(typing);
    expect(normalisePhoneOnChange(input)).toBe(change);
  });

  it.each<[string | null, boolean]>([
    ['06641234567', true],
    ['01', true],
    ['0', false],
    ['0123456789012345', false], // 0 + 15 digits
    ['012345678901234', true], // 0 + 14 digits
    ['+43', true], // + 2 digits (1 country digit + 1)
    ['+4', false],
    ['+436641234567', true],
    ['+1234567890123456', false], // + 16 digits
    ['0043 664 1234567', true], // 00 -> +
    ['6641234567', false],
    [null, false],
  ])('%p valid: %p', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it('hints the international format when the + is missing', () => {
    expect(phoneFormatHint('06641234567')).toBe('Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.');
    expect(phoneFormatHint('0664', '+49 151 1234567')).toBe(
      'Bitte geben Sie eine gültige Nummer im Format +49 151 1234567 an.',
    );
    expect(phoneFormatHint('+436641234567')).toBeNull();
    expect(phoneFormatHint('')).toBeNull();
    expect(phoneFormatHint(undefined)).toBeNull();
  });
});
