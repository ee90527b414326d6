import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { CHECKOUT_TEXTS } from '../messages/storefront.js';
import type { Branch, Country } from '../types.js';
import { DEFAULT_COUNTRY } from './defaults.js';

/** Example shown in the phone message's {phone} placeholder unless the caller passes its own. */
export const PHONE_FORMAT_EXAMPLE = '+43 664 1234567';

/** While typing (spec 5): keep digits, plus and spaces. */
export function normalisePhoneWhileTyping(input: string): string {
  return input.replace(/[^\d+ ]/g, '');
}

/** On change (spec 5): keep digits and plus; a leading 00 becomes +. */
export function normalisePhoneOnChange(input: string): string {
  const compact = input.replace(/[^\d+]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** The country a branch's customers' national numbers belong to: its own, else AT. */
export function phoneCountryOf(branch: Pick<Branch, 'id' | 'country'> | null | undefined): Country {
  return branch?.country ?? DEFAULT_COUNTRY;
}

// What people write between digits; anything else (letters above all) makes the input no number.
const PHONE_CHARACTERS = /^\+?[\d\s()/.-]+$/;
// Spec 5's shape: leading 0 plus 1-14 digits, or + plus 1-3 digits plus 1-12 digits.
const SPEC_SHAPE = /^(0\d{1,14}|\+\d{2,15})$/;

/** The number libphonenumber reads in the input (national form read with `country`), or null. */
function parse(input: string | null | undefined, country: Country) {
  const raw = (input ?? '').trim();
  if (!PHONE_CHARACTERS.test(raw)) return null;
  const compact = normalisePhoneOnChange(raw);
  if (!SPEC_SHAPE.test(compact)) return null;
  const number = parsePhoneNumberFromString(compact, country as CountryCode);
  return number?.isValid() ? number : null;
}

/**
 * The number in E.164 ('+436641234567') when the input is a valid phone number (issue 40 item 2): the
 * international form, or the national one with its leading 0 ('0664 1234567') read as a number of
 * `country` (the branch's, default AT). Null for anything else ('+43abc', '12', letters).
 */
export function normalisePhone(input: string | null | undefined, country: Country = DEFAULT_COUNTRY): string | null {
  return parse(input, country)?.number ?? null;
}

/** The valid number as people read it ('+43 664 1234567'), shown back in the field; null when invalid. */
export function formatPhone(input: string | null | undefined, country: Country = DEFAULT_COUNTRY): string | null {
  return parse(input, country)?.formatInternational() ?? null;
}

/** Valid phone (spec 5 and issue 40 item 2): normalisePhone reads a number in it. */
export function isValidPhone(input: string | null | undefined, country: Country = DEFAULT_COUNTRY): boolean {
  return normalisePhone(input, country) !== null;
}

/**
 * Format hint (spec 5): "Without + the message is ..." - shown for a non-empty number without + that
 * cannot be read as a national number of `country` either (a valid '0664 1234567' is shown back as
 * '+43 664 1234567' instead). Null otherwise.
 */
export function phoneFormatHint(
  input: string | null | undefined,
  example = PHONE_FORMAT_EXAMPLE,
  country: Country = DEFAULT_COUNTRY,
): string | null {
  const phone = normalisePhoneOnChange(input ?? '');
  return phone && !phone.startsWith('+') && !isValidPhone(input, country) ? CHECKOUT_TEXTS.phoneFormat(example) : null;
}

/** What an order or customer stores (issue 40 item 2): E.164 for a valid number, else the trimmed input. */
export function phoneForStorage(input: string | null | undefined, country: Country = DEFAULT_COUNTRY): string {
  return normalisePhone(input, country) ?? (input ?? '').trim();
}
