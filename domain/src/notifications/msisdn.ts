/**
 * A phone number as the SMS provider addresses it (digits with country code, no +), or null when it is
 * none. The limit per recipient counts by it too, so spellings of one number count together.
 */
export function msisdn(phone: string, defaultCountryCode = '43'): string | null {
  const cleaned = phone.replace(/[\s()/.-]/g, '');
  let digits: string;
  if (cleaned.startsWith('+')) digits = cleaned.slice(1);
  else if (cleaned.startsWith('00')) digits = cleaned.slice(2);
  else if (cleaned.startsWith('0')) digits = defaultCountryCode + cleaned.slice(1);
  else digits = cleaned;
  return /^\d{8,15}$/.test(digits) ? digits : null;
}
