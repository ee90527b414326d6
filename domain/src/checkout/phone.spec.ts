// Spec section 5 "Phone input" and step-1 phone format; issue 40 item 2 (national format, E.164).
import { describe, expect, it } from '@jest/globals';
import {
  formatPhone,
  isValidPhone,
  normalisePhone,
  normalisePhoneOnChange,
  normalisePhoneWhileTyping,
  phoneCountryOf,
  phoneFormatHint,
} from './phone.js';
import type { Country } from '../types.js';

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
});

describe('normalisePhone (issue 40 item 2)', () => {
  it.each<[string | null | undefined, Country, string | null]>([
    // National format with the leading 0, read as the branch's country.
    ['0664 1234567', 'AT', '+436641234567'],
    ['06641234567', 'AT', '+436641234567'],
    ['0664/123 45 67', 'AT', '+436641234567'],
    ['0664-1234567', 'AT', '+436641234567'],
    ['01 5234567', 'AT', '+4315234567'],
    ['0316 712345', 'AT', '+43316712345'],
    ['0151 12345678', 'DE', '+4915112345678'],
    ['079 123 45 67', 'CH', '+41791234567'],
    // International forms are read whatever the branch's country.
    ['+43 664 1234567', 'AT', '+436641234567'],
    ['+43 (664) 1234567', 'DE', '+436641234567'],
    ['0043 664 1234567', 'AT', '+436641234567'],
    ['+49 151 12345678', 'AT', '+4915112345678'],
    ['  +436641234567  ', 'AT', '+436641234567'],
    // Refused: letters anywhere, too short, too long, no leading 0 or +, empty.
    ['+43abc', 'AT', null],
    ['0664 1234567 abc', 'AT', null],
    ['O664 1234567', 'AT', null],
    ['12', 'AT', null],
    ['+43', 'AT', null],
    ['0664', 'AT', null],
    ['01', 'AT', null],
    ['6641234567', 'AT', null], // spec 5: leading 0 or +
    ['+43 664 123456789012', 'AT', null],
    ['0123456789012345', 'AT', null], // 0 + 15 digits
    ['++436641234567', 'AT', null],
    ['', 'AT', null],
    [null, 'AT', null],
    [undefined, 'AT', null],
  ])('%p in %p -> %p', (input, country, e164) => {
    expect(normalisePhone(input, country)).toBe(e164);
    expect(isValidPhone(input, country)).toBe(e164 !== null);
  });

  it('reads national numbers as Austrian by default', () => {
    expect(normalisePhone('0664 1234567')).toBe('+436641234567');
    expect(isValidPhone('0664 1234567')).toBe(true);
    expect(phoneCountryOf(undefined)).toBe('AT');
    expect(phoneCountryOf({ id: 1 })).toBe('AT');
    expect(phoneCountryOf({ id: 1, country: null })).toBe('AT');
    expect(phoneCountryOf({ id: 1, country: 'DE' })).toBe('DE');
  });

  it('formats the valid number back as people read it', () => {
    expect(formatPhone('0664 1234567')).toBe('+43 664 1234567');
    expect(formatPhone('004315234567')).toBe('+43 1 5234567');
    expect(formatPhone('+43abc')).toBeNull();
    expect(formatPhone('12')).toBeNull();
  });
});

describe('phone format hint (spec 5)', () => {
  it('hints the international format for a number without + that is no national number either', () => {
    expect(phoneFormatHint('0664')).toBe('Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.');
    expect(phoneFormatHint('6641234567')).toBe('Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.');
    expect(phoneFormatHint('0664', '+49 151 1234567')).toBe(
      'Bitte geben Sie eine gültige Nummer im Format +49 151 1234567 an.',
    );
  });

  it('gives no hint for a valid national number, an international one or nothing', () => {
    expect(phoneFormatHint('0664 1234567')).toBeNull();
    expect(phoneFormatHint('0151 12345678', undefined, 'DE')).toBeNull();
    expect(phoneFormatHint('+436641234567')).toBeNull();
    expect(phoneFormatHint('')).toBeNull();
    expect(phoneFormatHint(undefined)).toBeNull();
  });
});
