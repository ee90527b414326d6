// Spec section 5 "Other": branch search (split on commas and spaces; name, street, city, zip, keywords,
// tag names; case-insensitive) and donation recipient search (name or description).
import { describe, expect, it } from '@jest/globals';
import type { Branch } from '../types.js';
import {
  donateeSearchMessage,
  matchesBranchSearch,
  searchBranches,
  searchDonatees,
  searchResultText,
  searchTerms,
} from './search.js';

const vienna: Pick<Branch, 'name' | 'street' | 'city' | 'zipCode' | 'keywords' | 'tags'> = {
  name: 'Bäckerei Zentrum',
  street: 'Kärntner Straße 5',
  city: 'Wien',
  zipCode: '1010',
  keywords: 'brot gebäck',
  tags: [{ id: 7 }],
};
const graz = { name: 'Filiale Graz', street: 'Herrengasse 1', city: 'Graz', zipCode: '8010', tags: [] };
const tags = new Map<string | number, string>([[7, 'Glutenfrei']]);

describe('branch search (spec 5)', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['wien', true],
    ['1010', true],
    ['KÄRNTNER', true],
    ['gebäck', true],
    ['glutenfrei', true],
    ['graz', false],
    ['graz, 1010', true], // any term matches
    ['salzburg linz', false],
  ])('%p matches Vienna: %p', (query, expected) => {
    expect(matchesBranchSearch(vienna, query, tags)).toBe(expected);
  });

  it('filters a list and accepts tag names as a record', () => {
    expect(searchBranches([vienna, graz], '8010,wien')).toEqual([vienna, graz]);
    expect(searchBranches([vienna, graz], 'glutenfrei', { '7': 'Glutenfrei' })).toEqual([vienna]);
    expect(searchBranches([vienna, graz], null)).toEqual([vienna, graz]);
    expect(searchTerms(' a,, b  c ')).toEqual(['a', 'b', 'c']);
  });
});

describe('donatee search (spec 5)', () => {
  const donatees = [
    { id: 1, name: 'Tierschutz Wien', description: 'Hilfe für Tiere' },
    { id: 2, name: 'Kinderhilfe', description: null },
  ];
  it.each<[string | null, number[]]>([
    ['', [1, 2]],
    [null, [1, 2]],
    ['tiere', [1]],
    ['KINDER', [2]],
    ['hilfe', [1, 2]],
    ['xyz', []],
  ])('%p -> %j', (query, ids) => {
    expect(searchDonatees(donatees, query).map((donatee) => donatee.id)).toEqual(ids);
  });
});

describe('search result texts (spec 2, 8)', () => {
  it.each([
    [2, 5, '2 von 5 Filialen werden angezeigt.'],
    [0, 5, 'Leider wurden keine Ergebnisse gefunden.'],
  ])('%d of %d', (shown, total, expected) => {
    expect(searchResultText(shown, total)).toBe(expected);
  });

  it('donatee search message', () => {
    expect(donateeSearchMessage(0)).toBe('Keine passende Organisation gefunden.');
    expect(donateeSearchMessage(3)).toBeNull();
  });
});
