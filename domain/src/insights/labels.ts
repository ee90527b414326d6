// Honest names of the visitor figures (issue 20): a visitor is unique per day only, so a figure over
// several days is a sum of daily uniques, not a count of people.
export const INSIGHTS_LABELS = {
  visitors: 'Besucher (täglich eindeutig)',
  visitorsSum: 'Besucher (Summe der täglich eindeutigen)',
  visits: 'Besuche',
  pageViews: 'Seitenaufrufe',
  orders: 'Bestellungen',
  completed: 'Abgeschlossene Bestellungen',
  revenue: 'Umsatz (abgeschlossene Bestellungen)',
  refunds: 'Rückerstattungen (am Bestelltag)',
  net: 'Umsatz abzüglich Rückerstattungen',
  canceled: 'Stornierte oder abgelehnte Bestellungen',
  averageOrderValue: 'Durchschnittlicher Bestellwert',
  events: 'Ereignisse',
  acceptance: 'Annahmezeit (Eingang bis Bestätigung)',
  preparation: 'Zubereitungszeit (Bestätigung bis fertig, ohne Vorbestellungen)',
  categories: 'Kategorien (abgeschlossene Bestellungen)',
  eventValue: 'Wert',
} as const;

/** The storefront's consent cookie (spec 9: 365 days); analytics run only when it says 'accepted'. */
export const CONSENT_COOKIE = 'cookie-consent';
export const CONSENT_MAX_AGE_DAYS = 365;
