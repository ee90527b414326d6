// Our opening-hours wording (German texts the spec needs but does not quote, like own-texts.ts). A module
// of its own: the branch list, the location toolbar and every page's header show it, and the bundler
// keeps a module's used exports whole, so OWN_TEXTS (checkout, content, back office) stays out of the
// storefront's first load (issue 17 item 2).

/** Relative days and the toolbar's open/closing-soon texts. */
export const OPENING_OWN_TEXTS = {
  today: 'heute',
  tomorrow: 'morgen',
  closingSoon: (minutes: number) => `Schließt in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`,
  // Location toolbar of a branch open for the next 24 hours or more: no 'bis {time}' to claim.
  openWithoutClosing: 'Geöffnet',
} as const;
