// Our order status and timeline wording (German texts the spec needs but does not quote, see own-texts.ts). A module of its own:
// the bundler keeps a module's used exports whole, so the status page loads these without the rest of
// OWN_TEXTS (issue 17 item 2). OWN_TEXTS includes them.

/** What the status page words itself: status, timeline, an item's uploads, the rating; a refused status change. */
export const ORDER_OWN_TEXTS = {
  imagesCount: (count: number) => `${count} ${count === 1 ? 'Bild' : 'Bilder'}`,
  filesCount: (count: number) => `${count} ${count === 1 ? 'Datei' : 'Dateien'}`,
  ratingInvalid: 'Bitte vergeben Sie für alle vier Bewertungen 1 bis 5 Sterne.',
  questionnaireAlreadySent: 'Diese Bestellung wurde bereits bewertet.',
  transitionNotAllowed: 'Diese Aktion ist im aktuellen Bestellstatus nicht möglich.',
  timelineConfirmed: 'Bestellung bestätigt',
  timelinePrepared: 'In Zubereitung',
  timelineInDelivery: 'In Zustellung',
  timelineReadyForPickup: 'Bereit zur Abholung',
  // Table orders are served, not picked up (issue 40 item 4).
  timelineServed: 'Serviert',
  timelineCompleted: 'Abgeschlossen',
  orderStatus: {
    waitingForPayment: 'Warten auf Zahlung',
    waitingForConfirmation: 'Warten auf Bestätigung',
    counterProposed: 'Neuer Terminvorschlag',
    confirmed: 'Bestätigt, in Zubereitung',
    inDelivery: 'In Zustellung',
    readyForPickup: 'Bereit zur Abholung',
    delivered: 'Zugestellt',
    completed: 'Abgeschlossen',
    rejected: 'Abgelehnt',
    cancelled: 'Storniert',
    failed: 'Fehlgeschlagen',
    refunded: 'Rückerstattet',
  },
  /** A dine-in order's wording where it differs from the status above (readyForPickup: at the table). */
  orderStatusDineIn: { readyForPickup: 'Wird serviert' } as Partial<Record<string, string>>,
} as const;
