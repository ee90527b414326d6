// Spec section 4 "Configuration dialog": steps start at 0, forward only when valid, step 0 holds the
// quantity, step-by-step shows one step, saving needs amount > 0 and every step valid.
import { describe, expect, it } from '@jest/globals';
import type { Part, PartSelection } from '../types.js';
import {
  canGoBack,
  canGoForward,
  canSave,
  isStepValid,
  missingChoices,
  stepCount,
  stepCountWords,
  visibleSteps,
} from './configuration-steps.js';

const parts: Part[] = [
  { type: 'select', name: 'Größe', optional: false, options: [{ name: 'S', value: '0', modifier: 'add' }] },
  { type: 'text', name: 'Widmung', optional: true },
  { type: 'multiselect', name: 'Extras', optional: false, options: [] },
];
const size = { name: 'S', value: '0', modifier: 'add' as const };

describe('configuration steps (spec 4)', () => {
  it.each<[number, PartSelection[], number, boolean, boolean]>([
    [0, [], 1, false, false],
    [0, [size], 1, true, true],
    [0, [size], 0, false, false], // amount must be above 0
    [1, [size, ''], 1, true, true],
    [2, [size, '', []], 1, false, false],
    [2, [size, '', [size]], 1, true, false], // last step: nothing to move to
  ])('step %d with %j and amount %d: valid %p, forward %p', (step, selections, amount, valid, forward) => {
    expect(isStepValid(step, parts, selections, amount)).toBe(valid);
    expect(canGoForward(step, parts, selections, amount)).toBe(forward);
  });

  it('saves only when all steps are valid and amount > 0', () => {
    expect(canSave(parts, [size, '', [size]], 2)).toBe(true);
    expect(canSave(parts, [size, '', []], 2)).toBe(false);
    expect(canSave(parts, [size, '', [size]], 0)).toBe(false);
    expect(canSave([], [], 1)).toBe(true); // simple product: only the quantity step
    expect(canSave([], [], 0)).toBe(false);
  });

  it('shows one step at a time for step-by-step products, otherwise all', () => {
    expect(visibleSteps(true, 1, parts)).toEqual([1]);
    expect(visibleSteps(false, 1, parts)).toEqual([0, 1, 2]);
    expect(visibleSteps(undefined, 0, [])).toEqual([0]);
    expect(stepCount([])).toBe(1);
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(2)).toBe(true);
  });
});

describe('missingChoices (issue 16)', () => {
  const parts: Part[] = [
    { type: 'select', name: 'Größe', optional: false, options: [{ name: 'Klein', value: '0', modifier: 'add' }] },
    { type: 'text', name: 'Aufschrift', optional: false },
    { type: 'multiselect', name: 'Extras', optional: true, options: [] },
    { type: 'image', name: 'Foto', optional: false },
  ];
  it('names every missing required choice, texts to fill in, and a missing amount', () => {
    expect(missingChoices(parts, [null, '', null, []], 0)).toEqual([
      'Bitte wählen Sie eine Menge aus.',
      'Bitte wählen Sie „Größe“ aus.',
      'Bitte füllen Sie „Aufschrift“ aus.',
      'Bitte wählen Sie „Foto“ aus.',
    ]);
  });
  it('is empty when complete; one step only when asked', () => {
    const chosen = [{ name: 'Klein', value: '0', modifier: 'add' as const }];
    expect(missingChoices(parts, [chosen[0]!, 'Alles Gute', null, [{ id: 'u1' }]], 1)).toEqual([]);
    expect(missingChoices(parts, [chosen[0]!, '', null, []], 1, 1)).toEqual(['Bitte füllen Sie „Aufschrift“ aus.']);
  });
});

describe('the step count a product text names', () => {
  it.each([
    [[], 'einem'],
    [[1, 2, 3, 4, 5], 'fünf'],
    [Array.from({ length: 12 }), '12'],
  ])('%j parts: %s', (parts, words) => {
    expect(stepCountWords(parts)).toBe(words);
  });
});
