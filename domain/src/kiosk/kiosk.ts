// Self-service kiosk (issue 21, spec 1 and 4): texts, idle timing and the kiosk API's contracts.
import type { PlacedOrder } from '../orders/order-views.js';
import { waitText } from '../staff/pin-rules.js';

/** Idle reset (spec 4, issue 21): after this many seconds without a touch the kiosk starts over... */
export const KIOSK_IDLE_SECONDS = 45;
/** ...having warned for the last this many of them. */
export const KIOSK_WARNING_SECONDS = 15;
/** How long the ticket screen stays before the kiosk returns to the screensaver on its own. */
export const KIOSK_TICKET_SECONDS = 30;

/** How a kiosk customer pays: at the counter ('cash' order) or on the card terminal ('atm-card' order). */
export type KioskPayment = 'counter' | 'card';
export type KioskOrderType = 'dineIn' | 'takeaway';

export const KIOSK_TEXTS = {
  screensaver: 'Tippen um zu bestellen',
  chooseOrderType: 'Wo möchten Sie essen?',
  dineIn: 'Hier essen',
  takeaway: 'Mitnehmen',
  payAtCounter: 'An der Kassa bezahlen',
  payByCard: 'Mit Karte bezahlen',
  choosePayment: 'Wie möchten Sie bezahlen?',
  idleWarning: 'Sind Sie noch da?',
  idleCountdown: (seconds: number) => `Die Bestellung wird in ${seconds} Sekunden abgebrochen.`,
  idleContinue: 'Weiter bestellen',
  ticketTitle: 'Vielen Dank für Ihre Bestellung!',
  ticketNumber: 'Ihre Nummer',
  ticketPayAtCounter: 'Bitte bezahlen Sie an der Kassa.',
  ticketPaid: 'Bezahlt mit Karte.',
  cardDeclined: 'Die Kartenzahlung wurde abgelehnt. Bitte bezahlen Sie an der Kassa.',
  receiptPrinting: 'Ihr Beleg wird gedruckt.',
  newOrder: 'Neue Bestellung',
  legalNote: 'Mit Ihrer Bestellung akzeptieren Sie unsere AGB und die Datenschutzerklärung.',
  accessible: 'Barrierefrei',
  exit: 'Personal',
  exitPin: 'PIN für Personal',
  exitPinWrong: 'PIN falsch.',
  exitPinLocked: (seconds: number) => `Zu viele Versuche. Bitte in ${waitText(seconds)} erneut versuchen.`,
  exitPinMissing: 'Für diesen Kiosk ist keine PIN gesetzt.',
  exitPinFormat: 'Die PIN besteht aus 4 bis 8 Ziffern.',
  pairingTitle: 'Kiosk koppeln',
  pairingHint: 'Geben Sie diesen Code im Backoffice unter Geräte › Neu (Typ Kiosk) bei „Kiosk koppeln“ ein.',
  idempotencyKeyRequired: 'Idempotency-Key fehlt.',
  deviceUnknown: 'Dieser Kiosk ist nicht gekoppelt.',
  cardUnavailable: 'Kartenzahlung ist an diesem Kiosk nicht möglich.',
} as const;

/** GET /api/kiosk/device: the paired kiosk and what it offers. */
export interface KioskDeviceView {
  id: string;
  name: string;
  branch: { id: string; identifier: string; name: string };
  /** Payments this kiosk offers, in the order shown. */
  payments: KioskPayment[];
  hasExitPin: boolean;
}

/** POST /api/kiosk/orders (Idempotency-Key required): the placed order plus the terminal's answer. */
export type KioskOrderAnswer = PlacedOrder & {
  payment: { method: KioskPayment; approved: boolean; reference: string | null };
};

/** Pairing by short code, for every device kind that shows one (TVs, kiosks). */
export const PAIRING_TEXTS = {
  codeInvalid: 'Der Code ist ungültig oder abgelaufen.',
  signageCode: 'Dieser Code gehört zu einem Bildschirm. Bitte koppeln Sie ihn unter Digital Signage.',
} as const;

/** Device kinds that ask for a pairing code on their own screen. */
export const PAIRABLE_DEVICE_TYPES = ['signage', 'kiosk'] as const;
export type PairableDeviceType = (typeof PAIRABLE_DEVICE_TYPES)[number];
