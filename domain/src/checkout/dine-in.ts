// Dine-in follows the branch's hours (issue 40 item 4): a table order is eaten now, so a closed branch
// takes one only for a chosen time (when it takes pre-orders or asks for a date), never 'So bald wie möglich'.
import type { Branch } from '../types.js';

export const DINE_IN_TEXTS = {
  closed:
    'Derzeit haben wir leider geschlossen. Bestellungen vor Ort nehmen wir nur während unserer Öffnungszeiten entgegen.',
  closedPickTime:
    'Derzeit haben wir leider geschlossen. Für eine Bestellung vor Ort wählen Sie bitte einen Termin während unserer Öffnungszeiten.',
} as const;

/** What the dine-in rule reads of the branch. */
export type DineInBranch = Pick<Branch, 'isAppointmentRequired' | 'isPreorderEnabled'>;

/**
 * Null when a dine-in order may be placed: the branch is open now, or it takes orders for a later time
 * and one is chosen (the appointment rules check that it lies inside the hours). Otherwise the German
 * refusal: on `appointmentDate` when a time would make it possible, else on `isDineIn`.
 */
export function dineInClosedError(input: {
  openNow: boolean;
  appointmentDate?: string | null;
  branch: DineInBranch;
}): { field: 'isDineIn' | 'appointmentDate'; message: string } | null {
  const { openNow, appointmentDate, branch } = input;
  if (openNow) return null;
  if (!branch.isAppointmentRequired && !branch.isPreorderEnabled) {
    return { field: 'isDineIn', message: DINE_IN_TEXTS.closed };
  }
  return appointmentDate ? null : { field: 'appointmentDate', message: DINE_IN_TEXTS.closedPickTime };
}
