// Our price notes (German texts the spec needs but does not quote, see own-texts.ts). A module of its own:
// the bundler keeps a module's used exports whole, so the status page loads these without the rest of
// OWN_TEXTS (issue 17 item 2). OWN_TEXTS includes them.

/** Notes under prices and totals. */
export const PRICE_OWN_TEXTS = {
  approximatePrices:
    'Die Preise sind Richtwerte auf Basis der Grundpreise, da Naturprodukte einzeln abgewogen werden. Der endgültige Betrag kann abweichen.',
  hiddenPrices: 'Der endgültige Preis wird Ihnen mit dem Abschluss der Bestellung mitgeteilt.',
  freeDeliveryRemaining: (amount: string) => `Noch ${amount} bis zur kostenlosen Lieferung.`,
} as const;
