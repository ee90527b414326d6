/** German texts of slot capacity (issue 21), shown alike by the storefront, kiosk, frontdesk and server. */
export const CAPACITY_TEXTS = {
  slotFull: 'Dieses Zeitfenster ist leider ausgebucht. Bitte wählen Sie eine andere Zeit.',
  paused:
    'Wegen hoher Auslastung nehmen wir gerade keine Online-Bestellungen an. Bitte versuchen Sie es in Kürze wieder.',
  noSlotLeft: 'Heute ist leider kein Zeitfenster mehr frei. Bitte wählen Sie einen Termin an einem anderen Tag.',
  sameDayCutoff: (time: string) =>
    `Bestellungen für heute nehmen wir nur bis ${time} Uhr an. Bitte wählen Sie einen späteren Tag.`,
  dayBeforeCutoff: (time: string) =>
    `Bestellungen für morgen nehmen wir nur bis heute ${time} Uhr an. Bitte wählen Sie einen späteren Tag.`,
  full: 'ausgebucht',
  tooSoon: (minutes: number) =>
    `Der früheste mögliche Termin ist derzeit in ${minutes} Minuten. Bitte wählen Sie eine spätere Zeit.`,
} as const;
