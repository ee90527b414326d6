// Issue 39 item 6: receipts break lines at word boundaries ('Bauernbrot v / om Laib' before).
import { describe, expect, it } from '@jest/globals';
import { wrapWords } from './wrap.js';

describe('wrapWords', () => {
  it('breaks a long product name at spaces, never inside a word', () => {
    expect(wrapWords('0,75 kg Bauernbrot vom Laib, dunkel', 20)).toEqual(['0,75 kg Bauernbrot', 'vom Laib, dunkel']);
    expect(wrapWords('Bauernbrot vom Laib', 12)).toEqual(['Bauernbrot', 'vom Laib']);
  });
  it('fills a line exactly to the width and collapses runs of spaces', () => {
    expect(wrapWords('abc  def   ghi', 7)).toEqual(['abc def', 'ghi']);
    expect(wrapWords('kurz', 20)).toEqual(['kurz']);
  });
  it('splits a word only when it alone is longer than the line', () => {
    expect(wrapWords('2 Stk. Donaudampfschifffahrtskapitänsmütze', 12)).toEqual([
      '2 Stk.',
      'Donaudampfsc',
      'hifffahrtska',
      'pitänsmütze',
    ]);
    // A word exactly as long as the line stays whole; one character more and it is cut.
    expect(wrapWords('ab Mohnstrudel', 11)).toEqual(['ab', 'Mohnstrudel']);
    expect(wrapWords('ab Mohnstrudel', 10)).toEqual(['ab', 'Mohnstrude', 'l']);
  });
  it("keeps the text's own line breaks (a lettering's lines)", () => {
    expect(wrapWords('Alles Gute\nzum 60. Geburtstag, Oma!', 14)).toEqual([
      'Alles Gute',
      'zum 60.',
      'Geburtstag,',
      'Oma!',
    ]);
    expect(wrapWords('', 10)).toEqual([]);
  });
});

describe('wrapWords with a hanging indent', () => {
  it('gives the first line its own room and the rest the narrower one', () => {
    expect(wrapWords('Aufschrift: Alles Gute zum Geburtstag', 16, 22)).toEqual([
      'Aufschrift: Alles Gute',
      'zum Geburtstag',
    ]);
  });
});
