// Order-action failure messages of spec section 8, verbatim.

/** Failure messages of back-office and status-page order actions (spec 8, Order actions). */
export const ORDER_ACTION_ERRORS = {
  cancel: 'Bestellung konnte nicht storniert werden.',
  changeStatus: 'Bestellstatus konnte nicht geändert werden.',
  print: 'Beleg konnte nicht gedruckt werden.',
  paymentStatus: 'Zahlungsstatus konnte nicht überprüft werden.',
  questionnaire: 'Bewertung konnte nicht gesendet werden.',
  resendConfirmation: 'Bestätigung konnte nicht versendet werden.',
  deviceTest: 'Test nicht erfolgreich.',
  deviceLogs: 'Log konnte nicht angefordert werden.',
} as const;

/** Command and time-tracking failure messages (spec 8). */
export const COMMAND_ERRORS = {
  execute: 'Befehl konnte nicht ausgeführt werden',
  abort: 'Befehl konnte nicht abgebrochen werden',
  activityStart: 'Aktivität konnte nicht gestartet werden',
  activityEnd: 'Aktivität konnte nicht beendet werden',
  activityPause: 'Aktivität konnte nicht pausiert werden',
  activityResume: 'Aktivität konnte nicht fortgesetzt werden',
} as const;
