// What a visitor or staff member typed, made safe for one line of a mail header (issue 36 item 5): the
// mail's Subject, a display name, any header value built from input.

/** Any run of white space, control characters (CR, LF, NEL, VT, FF ...) or line/paragraph separators. */
const BREAKS = /[\s\p{Cc}\p{Zl}\p{Zp}]+/gu;

/**
 * Folds a value into one header line: every run of white space and control characters (CR/LF
 * included) becomes ONE space, the ends are trimmed, and with `max` the result is cut to that many
 * characters (never inside a surrogate pair). Nothing that goes through it can start a new header.
 */
export function foldHeaderText(value: string, max?: number): string {
  const folded = value.replace(BREAKS, ' ').trim();
  if (max === undefined) return folded;
  const chars = Array.from(folded);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : folded;
}
