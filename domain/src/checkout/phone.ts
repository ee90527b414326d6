import { CHECKOUT_TEXTS } from '../messages/storefront.js';

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

/** Valid phone (spec 5): leading 0 plus 1-14 digits, or + plus 1-3 digits plus 1-12 digits. */
export function isValidPhone(input: string | null | undefined): boolean {
  const phone = normalisePhoneOnChange(input ?? '');
  return /^0\d{1,14}$/.test(phone) || /^\+\d{2,15}$/.test(phone);
}

/**
 * Format hint (spec 5): "Without + the message is ..." - shown for a non-empty number that (after
 * normalisation) has no +, because SMS delivery needs the international form. Null otherwise.
 */
export function phoneFormatHint(input: string | null | undefined, example = PHONE_FORMAT_EXAMPLE): string | null {
  const phone = normalisePhoneOnChange(input ?? '');
  return phone && !phone.startsWith('+') ? CHECKOUT_TEXTS.phoneFormat(example) : null;
}
