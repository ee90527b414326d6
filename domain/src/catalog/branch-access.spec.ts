// Issue 12 item 5: an employee cannot move a branch into another division or change admin-only fields.
import { describe, expect, it } from '@jest/globals';
import { ADMIN_ONLY_BRANCH_FIELDS, adminOnlyBranchChanges } from './branch-access.js';

const branch = {
  identifier: 'wien-neubau',
  division: { id: 'd1' },
  isPublic: true,
  isEnabled: true,
  isMollieEnabled: false,
  closedMessage: '',
};

describe('adminOnlyBranchChanges', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['day-to-day fields', { closedMessage: 'Heute Inventur', openingHours: [] }, []],
    ['the whole branch sent back unchanged', { ...branch, closedMessage: 'x' }, []],
    ['the same division as a fresh reference', { division: { id: 'd1' } }, []],
    ['another division', { division: { id: 'd2' } }, ['division']],
    ['removing the division', { division: null }, ['division']],
    ['a new identifier', { identifier: 'gestohlen' }, ['identifier']],
    [
      'hiding the branch and switching Mollie on',
      { isPublic: false, isMollieEnabled: true },
      ['isPublic', 'isMollieEnabled'],
    ],
    ['undefined means not sent', { division: undefined, isEnabled: undefined }, []],
  ])('%s', (_name, input, expected) => {
    expect(adminOnlyBranchChanges(branch, input)).toEqual(expected);
  });

  it('a branch without division may be given none again, but not one', () => {
    expect(adminOnlyBranchChanges({ division: null }, { division: null })).toEqual([]);
    expect(adminOnlyBranchChanges({}, { division: { id: 'd1' } })).toEqual(['division']);
  });

  it('lists the division and the payment providers', () => {
    expect(ADMIN_ONLY_BRANCH_FIELDS).toEqual(
      expect.arrayContaining(['division', 'isMollieEnabled', 'isDatatransEnabled']),
    );
  });
});
