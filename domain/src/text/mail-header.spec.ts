import { describe, expect, it } from '@jest/globals';
import { foldHeaderText } from './mail-header.js';

describe('foldHeaderText (mail header values, issue 36 item 5)', () => {
  it.each([
    ['plain text stays', 'Kontaktanfrage von Anna Huber', 'Kontaktanfrage von Anna Huber'],
    ['CRLF becomes one space', 'Anna\r\nBcc: evil@example.com', 'Anna Bcc: evil@example.com'],
    ['bare CR and bare LF', 'a\rb\nc', 'a b c'],
    ['a run of breaks and spaces is one space', 'a \r\n\r\n  b', 'a b'],
    ['a CRLF followed by a tab (header folding) is one space', 'a\r\n\tSubject: x', 'a Subject: x'],
    ['NEL, VT, FF', 'a\u0085b\u000bc\u000cd', 'a b c d'],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a b c'],
    ['NUL and other controls', 'a\u0000b\u0007c', 'a b c'],
    ['leading and trailing breaks are trimmed', '\r\n Anna \n', 'Anna'],
    ['only breaks', '\r\n\r\n', ''],
    ['umlauts and ß are kept', 'Bäckerei Größe', 'Bäckerei Größe'],
  ])('%s', (_name, input, expected) => {
    expect(foldHeaderText(input)).toBe(expected);
  });

  it.each([
    ['shorter than max', 'Anna', 5, 'Anna'],
    ['cut to max', 'abcdef', 3, 'abc'],
    ['cut after folding, no trailing space', 'ab\r\ncd', 3, 'ab'],
    ['never inside a surrogate pair', 'ab🥐🥐', 3, 'ab🥐'],
  ])('max: %s', (_name, input, max, expected) => {
    expect(foldHeaderText(input, max)).toBe(expected);
  });
});
