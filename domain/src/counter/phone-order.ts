// Phone orders entered at the frontdesk (issue 21): how staff say the customer pays, mapped onto the
// order's payment methods, and the dialog's texts. Shared by the dialog and the server.
import { enabledPaymentMethods } from '../checkout/defaults.js';
import type { Branch, PaymentMethod } from '../types.js';

/** The three answers to "how does the customer pay?" on the phone. */
export type PhonePayment = 'cash' | 'card' | 'paid';
export const PHONE_PAYMENTS: readonly PhonePayment[] = ['cash', 'card', 'paid'];

export const PHONE_PAYMENT_LABELS: Readonly<Record<PhonePayment, string>> = {
  cash: 'Bar bei Abholung',
  card: 'Karte bei Abholung',
  paid: 'Bereits bezahlt',
};

type PaymentBranch = Pick<
  Branch,
  'isCashEnabled' | 'isATMCardEnabled' | 'isHydroAGVoucherEnabled' | 'isMollieEnabled' | 'isDatatransEnabled'
>;

/**
 * The order's payment method for a phone answer, or null when the branch offers none that fits:
 * cash -> 'cash', card -> 'atm-card'; 'paid' keeps a method settled at the branch (cash, else card)
 * and the order is marked paid by staff right after placement.
 */
export function phonePaymentMethod(choice: PhonePayment, branch: PaymentBranch): PaymentMethod | null {
  const offered = enabledPaymentMethods(branch);
  const wanted: PaymentMethod[] =
    choice === 'cash' ? ['cash'] : choice === 'card' ? ['atm-card'] : ['cash', 'atm-card'];
  return wanted.find((method) => offered.includes(method)) ?? null;
}

/** The phone answers a branch can take (its offline methods; 'paid' whenever one exists). */
export function phonePaymentsOf(branch: PaymentBranch): PhonePayment[] {
  return PHONE_PAYMENTS.filter((choice) => phonePaymentMethod(choice, branch) !== null);
}

/** How the customer hears about the phone order: not at all, by SMS or by e-mail (through the outbox). */
export type PhoneConfirmation = 'none' | 'sms' | 'email';
export const PHONE_CONFIRMATIONS: readonly PhoneConfirmation[] = ['none', 'sms', 'email'];
export const PHONE_CONFIRMATION_LABELS: Readonly<Record<PhoneConfirmation, string>> = {
  none: 'Keine',
  sms: 'SMS',
  email: 'E-Mail',
};

/**
 * The order's contact fields for a confirmation choice. The order path mails every order that carries
 * an e-mail address, so the address goes with the order only when the confirmation is by e-mail; the
 * phone always goes (staff call back on it).
 */
export function phoneOrderContact(
  confirmation: PhoneConfirmation,
  contact: { phone: string; email: string },
): { phone: string; email: string; notificationType: 'sms' | 'email' } {
  return {
    phone: contact.phone,
    email: confirmation === 'email' ? contact.email : '',
    notificationType: confirmation === 'sms' ? 'sms' : 'email',
  };
}

/** Field errors of a confirmation choice without the address it needs. */
export function phoneConfirmationErrors(
  confirmation: PhoneConfirmation,
  contact: { phone: string; email: string },
): { field: string; message: string }[] {
  if (confirmation === 'sms' && !contact.phone.trim())
    return [{ field: 'phone', message: COUNTER_TEXTS.smsNeedsPhone }];
  if (confirmation === 'email' && !contact.email.trim()) {
    return [{ field: 'email', message: COUNTER_TEXTS.emailNeedsAddress }];
  }
  return [];
}

export const COUNTER_TEXTS = {
  smsNeedsPhone: 'Für die SMS-Bestätigung bitte eine Telefonnummer angeben.',
  emailNeedsAddress: 'Für die E-Mail-Bestätigung bitte eine E-Mail-Adresse angeben.',
  newOrder: 'Neue Bestellung',
  phoneOrder: 'Telefonbestellung',
  enteredBy: (name: string) => `Erfasst von ${name}`,
  paymentUnavailable: 'Diese Zahlungsart bietet die Filiale nicht an.',
  idempotencyKeyRequired: 'Der Header Idempotency-Key fehlt.',
  loginRequired: 'Zum Erfassen telefonischer Bestellungen bitte im Backoffice anmelden.',
  slotFull: 'voll',
  slotsUnavailable: 'Zeitfenster konnten nicht geladen werden: bitte die Uhrzeit direkt eingeben.',
  placed: (ticket: number | string) => `Bestellung #${ticket} wurde angelegt.`,
  customersLoadError: 'Kunden konnten nicht geladen werden',
  customerLoadError: 'Kunde konnte nicht geladen werden',
  customerDuplicatePhone: 'Ein Kunde mit dieser Telefonnummer existiert bereits.',
  customerDuplicateEmail: 'Ein Kunde mit dieser E-Mail-Adresse existiert bereits.',
  customerContactRequired: 'Bitte eine Telefonnummer oder E-Mail-Adresse angeben.',
  customerErased: 'Die personenbezogenen Daten des Kunden wurden gelöscht.',
  eraseConfirm:
    'Name, Telefonnummer, E-Mail-Adresse und Adressen werden aus allen Bestellungen dieses Kunden entfernt und der Kunde gelöscht. Das kann nicht rückgängig gemacht werden.',
} as const;
