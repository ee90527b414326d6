// German storefront texts of spec sections 2, 5 and 8, quoted verbatim. Templates are functions.
// Texts the spec does not give live in own-texts.ts, so this file stays a faithful copy of the spec.

/** Checkout and storefront validation texts (spec 5). */
export const CHECKOUT_TEXTS = {
  appointmentRequired: 'Bitte wählen Sie einen Termin aus.',
  phoneFormat: (phone: string) => `Bitte geben Sie eine gültige Nummer im Format ${phone} an.`,
  appointmentClosed:
    'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
  noSlotsOnDay: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
  minimumOrder: (amount: string) =>
    `Sie haben den Mindestbestellwert in Höhe von ${amount} leider noch nicht erreicht.`,
  freeDelivery: 'Kostenlos',
  submitQuotation: 'Angebotsanfrage abschicken',
  submitOrder: 'Bestellung abschicken',
  submitPreorder: 'Vorbestellung abschicken',
  submitting: 'Verarbeiten...',
  emptyCart: 'Keine Produkte im Warenkorb!',
} as const;

/** Opening-hours and branch-status texts (spec 2 and 8). {time} values are 'HH:mm'. */
export const OPENING_TEXTS = {
  openToday: (from: string, to: string) => `Offen heute ${from} Uhr bis ${to} Uhr`,
  opensAt: (day: string, time: string) => `Öffnet ${day} um ${time} Uhr`,
  closed: 'Geschlossen',
  pickup: (from: string, to: string) => `Abholung ${from} Uhr bis ${to} Uhr`,
  openUntil: (time: string) => `Geöffnet bis ${time}`,
  locationsOpen: (count: number) => `${count} ${count === 1 ? 'Standort' : 'Standorte'} geöffnet`,
  allLocationsClosed: 'Alle Standorte geschlossen',
  hoursRange: (from: string, to: string) => `${from} bis ${to}`,
  showDeliveryHours: 'Lieferzeiten anzeigen',
  showOpeningHours: 'Öffnungszeiten anzeigen',
} as const;

/** Closed / no-delivery / preorder notices of the checkout and shop (spec 8, Storefront). */
export const NOTICE_TEXTS = {
  closedNow: 'Derzeit haben wir leider geschlossen.',
  reopensAtTime: (time: string) => `Wir öffnen wieder um ${time} Uhr.`,
  reopensOnDay: (day: string, time: string) => `Wir öffnen wieder am ${day} um ${time} Uhr.`,
  noDeliveryNow: 'Derzeit ist leider keine Lieferung möglich.',
  noDeliveryOffered: 'Derzeit bieten wir leider keine Lieferung an.',
  deliversAgainAtTime: (time: string) => `Wir liefern wieder ab ${time} Uhr.`,
  deliversAgainOnDay: (day: string, time: string) => `Wir liefern wieder am ${day} ab ${time} Uhr.`,
  preorderLater: 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
  preorderWelcome: 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
  preorderProcessedLater: 'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
} as const;

/** Storefront error catalogue (spec 8) and other quoted storefront texts (spec 2). */
export const STOREFRONT_TEXTS = {
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  paymentFailed: 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  uploadFailed: (file: string) =>
    `Die ausgewählte Datei "${file}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`,
  emptyCart: 'Keine Produkte im Warenkorb!',
  noDonatee: 'Keine passende Organisation gefunden.',
  offline: 'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.',
  notFoundTitle: '404 Not Found',
  notFoundText: 'Leider wurde die angeforderte Seite nicht gefunden.',
  internalErrorTitle: '500 Internal Server Error',
  internalErrorText: 'Leider ist ein interner Fehler aufgetreten.',
  contactFormErrorTitle: 'Fehler',
  contactFormError:
    'Leider konnte das Formular nicht verarbeitet werden. Bitte prüfen Sie Ihre Eingaben oder kontaktieren Sie uns via E-Mail.',
  contactFormPending: 'Wird verarbeitet...',
  contactFormSuccessTitle: 'Vielen Dank!',
  contactFormSuccessText: 'Wir melden uns in Kürze bei Ihnen.',
  noJobs: 'Leider sind aktuell keine Stellen verfügbar',
  productAdded: 'Produkt zum Warenkorb hinzugefügt.',
  orderNow: 'Jetzt bestellen',
  preorderNow: 'Jetzt vorbestellen',
  hideCart: 'Warenkorb ausblenden',
  pickupIn: (city: string) => `Abholung in ${city}`,
  /**
   * 'Abholung in {city}' naming the branch too, so two branches of one city stay apart (issue 39 item 6):
   * the name alone when it already says the city ('Linz-Urfahr'), else 'Linz (Bäckerei am Hauptplatz)'.
   */
  pickupAt: ({ name, city }: { name: string; city?: string | null }) =>
    `Abholung in ${!city || name.toLowerCase().includes(city.toLowerCase()) ? name : `${city} (${name})`}`,
  allArticles: 'Alle Artikel',
  searchPlaceholder: 'PLZ / Ort',
  searchResult: (shown: number, total: number) => `${shown} von ${total} Filialen werden angezeigt.`,
  noSearchResults: 'Leider wurden keine Ergebnisse gefunden.',
  orderCancelled: 'Ihre Bestellung wurde storniert.',
  timelineCancelled: 'Bestellung storniert',
  screensaver: 'Tippen um zu bestellen',
  orderOnline: 'Online Bestellen',
  /** A click on the empty cart says so instead of doing nothing (issue 40 item 9). */
  cartIsEmpty: 'Ihr Warenkorb ist leer',
  /** An unavailable product's card names the day it comes back (issue 40 item 9). */
  availableAgain: (date: string) => `Derzeit nicht verfügbar – wieder ab ${date}`,
  newRecipe: 'Neues Rezept',
  installApp: 'App installieren',
  restartApp: 'App neustarten',
  notNow: 'Jetzt nicht',
  logout: 'Abmelden',
  back: 'Zurück',
  moreAboutJob: 'Mehr zur Stelle',
  printRecipe: 'Rezept Drucken',
  deliveryType: 'Art der Lieferung',
  deliveryArea: 'Liefergebiet',
  yes: 'Ja',
  no: 'Nein',
  checkoutTitle: 'Bestellvorgang',
  statusTitle: 'Bestellstatus',
} as const;

/**
 * The cookie banner (spec 4 "Cookie consent"): the storefront's ConsentBanner and the server's loading
 * shell show the same texts, so the banner painted with the HTML is the one React takes over.
 */
export const CONSENT_TEXTS = {
  title: 'Cookies und Statistik',
  text: 'Wir verwenden Cookies und eine anonyme Besucherstatistik, um unser Angebot zu verbessern. Sie können Ihre Entscheidung jederzeit über „Cookie-Einstellungen“ ändern.',
  privacy: 'Datenschutzerklärung',
  reject: 'Ablehnen',
  accept: 'Akzeptieren',
} as const;
