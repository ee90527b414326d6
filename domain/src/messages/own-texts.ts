// German texts the spec needs but does not quote. Kept apart from the verbatim catalogue so a
// reviewer can tell spec wording from ours; replace them when the product owner supplies wording.
import { ORDER_OWN_TEXTS } from './order-texts.js';
import { PRICE_OWN_TEXTS } from './price-texts.js';

/**
 * Our wording for situations the spec describes without a text. The order and price texts live in
 * modules of their own (the status page loads those alone, issue 17) and are part of this catalogue too.
 */
export const OWN_TEXTS = {
  ...ORDER_OWN_TEXTS,
  ...PRICE_OWN_TEXTS,
  firstNameRequired: 'Bitte geben Sie Ihren Vornamen an.',
  lastNameRequired: 'Bitte geben Sie Ihren Nachnamen an.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  phoneRequired: 'Bitte geben Sie Ihre Telefonnummer an.',
  streetInvalid: 'Bitte geben Sie Straße und Hausnummer an.',
  zipCodeRequired: 'Bitte geben Sie Ihre Postleitzahl an.',
  cityRequired: 'Bitte geben Sie Ihren Ort an.',
  countryInvalid: 'Bitte wählen Sie ein Land aus (AT, CH, DE oder LI).',
  tableRequired: 'Bitte wählen Sie einen Tisch aus.',
  deliveryAreaRequired: 'Bitte wählen Sie ein Liefergebiet aus.',
  deliveryAreaZipMismatch: (zipCode: string) =>
    `Die Postleitzahl ${zipCode} liegt nicht im gewählten Liefergebiet. Bitte wählen Sie das passende Liefergebiet.`,
  // Issue 39 item 5: no area of this branch serves the zip code, another branch's does.
  deliveryZipOtherBranch: (zipCode: string, branch: string) =>
    `${zipCode} beliefern wir von ${branch} aus. Bitte bestellen Sie dort.`,
  deliveryZipNotServed: (zipCode: string) => `An die Postleitzahl ${zipCode} liefern wir leider nicht.`,
  amountTooLarge: 'Der Betrag ist zu hoch: höchstens 99.999.999,99 pro Position und Bestellung.',
  adminOnlyField: 'Dieses Feld dürfen nur Administratoren ändern.',
  /** A PUT body whose id is another item's than the path's (issue 40 item 10). */
  readBackIdMismatch: 'Die ID im Inhalt passt nicht zur Adresse.',
  paymentMethodInvalid: 'Bitte wählen Sie eine Zahlungsart aus.',
  voucherCodeRequired: 'Bitte geben Sie Ihren Gutscheincode an.',
  voucherCodeInvalid: 'Der Gutscheincode ist ungültig (6 bis 32 Buchstaben, Ziffern oder Bindestriche).',
  voucherRedeemOnlyVoucher: 'Nur eine Zahlung mit Gutschein kann als eingelöst markiert werden.',
  notificationTypeRequired: 'Bitte wählen Sie aus, wie wir Sie benachrichtigen sollen.',
  legalInstructionsRequired: 'Bitte akzeptieren Sie die AGB.',
  privacyPolicyRequired: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  step1Invalid: 'Bitte vervollständigen Sie zuerst Ihre Kontaktdaten.',
  // Item dialog (issue 16): the missing required choice is named instead of a silently disabled button.
  choiceRequired: (name: string) => `Bitte wählen Sie „${name}“ aus.`,
  textRequired: (name: string) => `Bitte füllen Sie „${name}“ aus.`,
  amountRequired: 'Bitte wählen Sie eine Menge aus.',
  offerTakeaway: 'Sie können Ihre Bestellung aber gerne abholen.',
  offerDineIn: 'Sie können aber gerne bei uns vor Ort bestellen.',
  // Login by e-mailed link: the same answer whether the account exists or not.
  // Staff passwords (issue 12): refused when they appear in a list of commonly used passwords.
  passwordTooCommon: 'Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.',
  loginLinkSent:
    'Falls zu dieser E-Mail-Adresse ein Zugang besteht, haben wir Ihnen soeben einen Anmelde-Link gesendet. Er ist 15 Minuten gültig und kann einmal verwendet werden.',
  loginLinkSubject: 'Ihr Anmelde-Link für das Backoffice',
  loginLinkFailed: 'Der Anmelde-Link konnte nicht gesendet werden.',
  // Navigations (spec 3): limits the back office enforces.
  navigationTooDeep: (levels: number) => `Eine Navigation darf höchstens ${levels} Ebenen haben.`,
  navigationIdentifierInvalid:
    'Dieser Wert darf nur Buchstaben, Ziffern, - und _ enthalten und muss mit einem Buchstaben beginnen.',
  navigationSitePathInvalid: 'Bitte geben Sie einen gültigen Seitenpfad an (z. B. kontakt oder site/imprint).',
  // Content sites, blocks and redirects (issue 15).
  contentPhoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer an.',
  // Contact form (issue 15 item 5): the message field is required.
  contactCommentRequired: 'Bitte geben Sie eine Nachricht ein.',
  // Contact form (issue 36): the branch the message is for does not exist.
  contactBranchUnknown: 'Diese Filiale gibt es nicht.',
  sitePathInvalid: 'Bitte geben Sie einen gültigen Pfad an (z. B. ueber-uns oder rezepte/apfelstrudel).',
  sitePathReserved: (segment: string) =>
    `Der Pfad /${segment} gehört zur App und kann nicht für eine Seite verwendet werden.`,
  blockStillReferenced: (sites: readonly string[]) =>
    `Dieser Inhalt wird noch auf ${sites.length === 1 ? 'der Seite' : 'den Seiten'} ${sites.join(', ')} verwendet und kann nicht gelöscht werden.`,
  redirectTargetRequired: 'Bitte geben Sie ein Ziel an: einen Pfad oder eine Seite (nicht beides).',
  redirectLoop: 'Diese Weiterleitung würde eine Endlosschleife bilden.',
  redirectFromSitePath: 'Unter diesem Pfad gibt es bereits eine Seite; eine Weiterleitung würde sie verdecken.',
  redirectPathReserved: (segment: string) =>
    `Der Pfad /${segment} gehört zur App und kann nicht weitergeleitet werden.`,
} as const;

/** Our wording for the installable app's overlays (spec 2 "Other overlays", spec 4). */
export const APP_TEXTS = {
  updateAvailable: 'Eine neue Version der App ist verfügbar.',
  retry: 'Erneut versuchen',
  installPrompt:
    'Installieren Sie unsere App auf Ihrem Gerät: Sie bestellen beim nächsten Mal schneller und haben Ihre Bestellung immer im Blick.',
  installAccept: 'Installieren',
  instructionsTitle: 'So installieren Sie die App',
  // Spec 4: instructions for browsers with add-to-home-screen, iPad, iPhone and a manual fallback.
  instructions: {
    iphone: [
      'Tippen Sie in Safari unten auf „Teilen“ (das Quadrat mit dem Pfeil nach oben).',
      'Wählen Sie „Zum Home-Bildschirm“.',
      'Tippen Sie oben rechts auf „Hinzufügen“.',
    ],
    ipad: [
      'Tippen Sie in Safari oben rechts auf „Teilen“ (das Quadrat mit dem Pfeil nach oben).',
      'Wählen Sie „Zum Home-Bildschirm“.',
      'Tippen Sie auf „Hinzufügen“.',
    ],
    'add-to-home-screen': [
      'Öffnen Sie das Menü Ihres Browsers (⋮ oder ≡).',
      'Wählen Sie „Zum Startbildschirm hinzufügen“ oder „App installieren“.',
      'Bestätigen Sie mit „Hinzufügen“.',
    ],
    manual: [
      'Öffnen Sie das Menü Ihres Browsers.',
      'Wählen Sie „App installieren“ oder „Seite als App installieren“.',
      'Bietet Ihr Browser das nicht an, legen Sie ein Lesezeichen an oder öffnen Sie diese Seite auf Ihrem Smartphone.',
    ],
  },
  instructionsDone: 'Fertig',
  cancel: 'Abbrechen',
} as const;
