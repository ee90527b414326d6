// Test orders (issue 37 item 4): placed by staff on a branch that is not public yet, or with the
// 'Testbestellung' switch on a public one. Their ticket number is 0 (the branch's counter is not drawn);
// every screen shows TEST instead.

export const TEST_ORDER_TEXTS = {
  /** The marker on the frontdesk card, the order lists and the status page. */
  marker: 'TEST',
  switchLabel: 'Testbestellung',
  switchHelp:
    'Klingelt, druckt und mailt wie eine echte Bestellung, trägt TEST, keine echte Bestellnummer und zählt in keiner Statistik.',
  /** The checkout of a staff member on a branch that is not public yet. */
  privateBranch: 'Diese Filiale ist noch nicht öffentlich: Ihre Bestellung wird als Testbestellung aufgegeben.',
  statusNote: 'Dies ist eine Testbestellung, keine echte Bestellung.',
} as const;

/** The ticket as screens show it: TEST for a test order (its number is 0), else the number. */
export const ticketLabel = (order: { ticketNumber: number; isTest?: boolean }): string =>
  order.isTest ? TEST_ORDER_TEXTS.marker : String(order.ticketNumber);
