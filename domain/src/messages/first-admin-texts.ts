// The first admin (issue 37 item 1): the one-time setup link's page and answers, server and back office alike.
export const FIRST_ADMIN_TEXTS = {
  invalidLink:
    'Ungültiger oder abgelaufener Einrichtungslink. Starten Sie den Server neu, um einen neuen Link zu erhalten.',
  alreadyDone: 'Die Einrichtung ist bereits abgeschlossen. Bitte melden Sie sich an.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits vergeben.',
  title: 'Bestellwerk einrichten',
  lead: 'Legen Sie das erste Administrator-Konto an. Damit verwalten Sie Filialen, Produkte und Mitarbeiter.',
  nameRequired: 'Bitte geben Sie Ihren Namen an.',
  passwordRule: 'Mindestens 12 Zeichen; kein verbreitetes Passwort.',
  passwordTooShort: 'Das Passwort muss mindestens 12 Zeichen haben.',
  passwordRepeat: 'Passwort wiederholen',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  submit: 'Konto anlegen und anmelden',
  checking: 'Einrichtungslink wird geprüft …',
  toLogin: 'Zur Anmeldung',
} as const;
