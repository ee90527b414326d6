// German texts of the time clock and the working-time rules (issue 18). The four command failures of
// spec 8 are COMMAND_ERRORS.activity*; these say why, and name the rule behind a flag.

import { PIN_TEXTS, waitText } from './pin-rules.js';

export const STAFF_TEXTS = {
  unknownDevice: 'Unbekanntes oder ungültiges Zeiterfassungsgerät.',
  unknownUser: 'Benutzername oder PIN ist falsch.',
  /** After repeated wrong PINs for a person: the growing delay they wait (issue 36). */
  pinLocked: (seconds: number) => `Zu viele falsche PIN-Eingaben. Bitte in ${waitText(seconds)} erneut versuchen.`,
  alreadyStarted: 'Es läuft bereits eine Aktivität.',
  notStarted: 'Es läuft keine Aktivität.',
  alreadyPaused: 'Die Aktivität ist bereits pausiert.',
  notPaused: 'Die Aktivität ist nicht pausiert.',
  punchTooOld: (hours: number) =>
    `Die Buchung liegt mehr als ${hours} Stunden zurück und kann nicht übernommen werden.`,
  punchInFuture: 'Die Buchung liegt in der Zukunft und kann nicht übernommen werden.',
  punchBeforeLast: 'Die Buchung liegt vor der letzten Buchung dieser Aktivität.',
  overlap: 'Die Aktivität überschneidet sich mit einer anderen Aktivität dieser Person.',
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  reasonRequired: 'Bitte einen Grund für die Korrektur angeben.',
  pinFormat: PIN_TEXTS.format,
  pinTrivial: PIN_TEXTS.trivial,
  /** month as yyyy-mm; shown as mm/yyyy. */
  monthLocked: (month: string) =>
    `Der Monat ${month.slice(5, 7)}/${month.slice(0, 4)} ist für diese Filiale abgeschlossen; Einträge bis dahin können nicht mehr geändert werden.`,
  /** duration as formatHours gives it, e.g. '12:00 h'. */
  autoClockOut: (duration: string) => `Automatisch ausgestempelt nach ${duration} – bitte prüfen.`,
  validUntilRequired: 'Ein Übertrag braucht ein Ablaufdatum (nur bei Überträgen).',
  unknownProject: 'Unbekanntes Projekt.',
  unknownTask: 'Unbekannte Aufgabe oder sie gehört nicht zum Projekt.',
  weekStartMonday: 'Eine Woche beginnt an einem Montag.',
  copySameWeek: 'Bitte eine andere Woche als Ziel wählen.',
} as const;

/** Labels of the day flags (shown to the person and the manager, spec: a flag, not a refusal). */
export const DAY_FLAG_TEXTS = {
  'break-too-short': (requiredMinutes: number, takenMinutes: number) =>
    `Pause zu kurz: ${takenMinutes} von ${requiredMinutes} Minuten`,
  'max-daily-work': (maxMinutes: number, workedMinutes: number) =>
    `Höchstarbeitszeit überschritten: ${formatHours(workedMinutes)} statt höchstens ${formatHours(maxMinutes)}`,
  'rest-too-short': (requiredMinutes: number, restMinutes: number) =>
    `Ruhezeit zu kurz: ${formatHours(restMinutes)} statt mindestens ${formatHours(requiredMinutes)}`,
} as const;

/** Minutes as German hours, e.g. 615 -> '10:15 h'. */
export function formatHours(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')} h`;
}
