import type { Part, PartSelection } from '../types.js';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { isPartComplete } from './parts.js';

/** Number of dialog steps: one per part, at least one (step 0 also holds the quantity picker). */
export function stepCount(parts: readonly Part[]): number {
  return Math.max(parts.length, 1);
}

const COUNT_WORDS = ['null', 'einem', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'];

/**
 * 'in fünf einfachen Schritten': a product text names the dialog's step count from its configuration, so
 * the text and 'Schritt 1 von n' never disagree (issue 40 item 9). Digits above ten.
 */
export function stepCountWords(parts: readonly unknown[]): string {
  const count = Math.max(parts.length, 1);
  return COUNT_WORDS[count] ?? String(count);
}

/** A step is valid when its part is complete; step 0 additionally needs an amount above 0 (spec 4). */
export function isStepValid(
  step: number,
  parts: readonly Part[],
  selections: readonly PartSelection[],
  amount: number,
): boolean {
  if (step === 0 && !(amount > 0)) return false;
  const part = parts[step];
  return !part || isPartComplete(part, selections[step]);
}

/** The dialog moves forward only when the current step is valid and a next step exists (spec 4). */
export function canGoForward(
  step: number,
  parts: readonly Part[],
  selections: readonly PartSelection[],
  amount: number,
) {
  return step < stepCount(parts) - 1 && isStepValid(step, parts, selections, amount);
}

/** Moving back is always possible above step 0. */
export function canGoBack(step: number): boolean {
  return step > 0;
}

/** Steps shown at once: step-by-step products show only the current step, others all (spec 4). */
export function visibleSteps(isStepByStep: boolean | undefined, step: number, parts: readonly Part[]): number[] {
  return isStepByStep ? [step] : Array.from({ length: stepCount(parts) }, (_, index) => index);
}

/** Saving needs amount above 0 and every step valid (spec 4). */
export function canSave(parts: readonly Part[], selections: readonly PartSelection[], amount: number): boolean {
  return Array.from({ length: stepCount(parts) }, (_, step) => step).every((step) =>
    isStepValid(step, parts, selections, amount),
  );
}

/**
 * What keeps the dialog from saving (or moving on from `onlyStep`), one German sentence per missing
 * required choice: 'Bitte wählen Sie „Größe“ aus.' for choices and uploads, 'Bitte füllen Sie … aus.'
 * for texts, and the amount on step 0. Empty when the steps are valid.
 */
export function missingChoices(
  parts: readonly Part[],
  selections: readonly PartSelection[],
  amount: number,
  onlyStep?: number,
): string[] {
  const steps = onlyStep === undefined ? Array.from({ length: stepCount(parts) }, (_, i) => i) : [onlyStep];
  const messages: string[] = [];
  for (const step of steps) {
    if (step === 0 && !(amount > 0)) messages.push(OWN_TEXTS.amountRequired);
    const part = parts[step];
    if (!part || isPartComplete(part, selections[step])) continue;
    const isText = part.type === 'text' || part.type === 'textarea';
    messages.push(isText ? OWN_TEXTS.textRequired(part.name) : OWN_TEXTS.choiceRequired(part.name));
  }
  return messages;
}
