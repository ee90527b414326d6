// Server-side messages of spec section 5 "Back-office" and section 8 "authentication", in German.
// Wording follows the German translations staff know from Symfony-based systems.

export const VALIDATION = {
  notBlank: 'Dieser Wert sollte nicht leer sein.',
  notNull: 'Dieser Wert sollte nicht null sein.',
  tooLong: (limit: number) => `Diese Zeichenkette ist zu lang. Sie sollte höchstens ${limit} Zeichen haben.`,
  tooShort: (limit: number) => `Diese Zeichenkette ist zu kurz. Sie sollte mindestens ${limit} Zeichen haben.`,
  range: (min: number | string, max: number | string) => `Dieser Wert sollte zwischen ${min} und ${max} sein.`,
  min: (limit: number | string) => `Dieser Wert sollte ${limit} oder mehr sein.`,
  max: (limit: number | string) => `Dieser Wert sollte ${limit} oder weniger sein.`,
  type: (type: string) => `Dieser Wert sollte vom Typ ${type} sein.`,
  email: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
  url: 'Dieser Wert ist keine gültige URL.',
  date: 'Dieser Wert entspricht keiner gültigen Datumsangabe.',
  dateTime: 'Dieser Wert entspricht keiner gültigen Datums- und Zeitangabe.',
  time: 'Dieser Wert entspricht keiner gültigen Zeitangabe.',
  unique: 'Dieser Wert wird bereits verwendet.',
  choice: 'Sie haben einen ungültigen Wert ausgewählt.',
  collectionMin: (limit: number) => `Diese Sammlung sollte ${limit} oder mehr Elemente enthalten.`,
  collectionMax: (limit: number) => `Diese Sammlung sollte ${limit} oder weniger Elemente enthalten.`,
  fileTooLarge: (limit: string) => `Die Datei ist zu groß. Die maximal zulässige Dateigröße beträgt ${limit}.`,
  fileType: 'Der Dateityp ist ungültig.',
  imageDimensions: 'Die Bildgröße ist ungültig.',
  imageRatio: 'Das Seitenverhältnis des Bildes ist ungültig.',
  iban: 'Dieser Wert ist keine gültige internationale Bankkontonummer (IBAN).',
  bic: 'Dieser Wert ist kein gültiger internationaler Bankcode (BIC).',
  cardNumber: 'Unbekannter Kartentyp oder ungültige Kartennummer.',
  extraField: 'Dieses Feld ist nicht erlaubt.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  invalidReference: 'Der referenzierte Eintrag existiert nicht.',
  stillReferenced: 'Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden.',
  /** NUL bytes and lone UTF-16 surrogates: PostgreSQL cannot store them (issue 12). */
  invalidCharacters: 'Dieser Wert enthält ungültige Zeichen.',
} as const;

export const AUTH = {
  invalidCredentials: 'Fehlerhafte Zugangsdaten.',
  accountExpired: 'Der Account ist abgelaufen.',
  accountDisabled: 'Der Account ist deaktiviert.',
  accountLocked: 'Der Account ist gesperrt.',
  tooManyAttempts: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
  invalidLoginLink: 'Ungültiger oder abgelaufener Anmelde-Link.',
  invalidCsrf: 'Ungültiges CSRF-Token.',
  noSession: 'Keine Session verfügbar, entweder ist diese abgelaufen oder Cookies sind nicht aktiviert.',
  unauthenticated: 'Bitte melden Sie sich an.',
  forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
} as const;

export const HTTP = {
  notFound: 'Der angeforderte Eintrag wurde nicht gefunden.',
  routeNotFound: 'Diese Adresse existiert nicht.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  internal: 'Ein unbekannter Fehler ist aufgetreten.',
} as const;
