// Issue 37 item 2/3: the owner's setup checklist ('Einrichtung') and the publish gate of a branch.
// The server gathers the facts; this file decides which steps exist, which are required and which are done.

/** Facts about the shop the checklist is computed from (gathered by the server). */
export interface SetupFacts {
  /** Shop name (or business name) set in the configuration. */
  shopNamed: boolean;
  /** Text or external link set per legal page. */
  legal: { imprint: boolean; terms: boolean; privacy: boolean };
  /** The first branch (oldest), null when there is none yet. */
  branch: { id: string; hasOpeningHours: boolean; productCount: number; paymentMethodCount: number } | null;
  /** A test mail went through the configured mail transport. */
  testMailSent: boolean;
  /** An SMS provider is configured (SMS_URL); without one the SMS step is not shown. */
  smsConfigured: boolean;
  /** A printer test (status query + test receipt) succeeded. */
  printerTested: boolean;
  /** An order flagged as test order exists; null when orders carry no test flag (yet). */
  testOrderPlaced: boolean | null;
}

export type SetupStepKey =
  'shop' | 'legal' | 'branch' | 'products' | 'payment' | 'email' | 'sms' | 'printer' | 'test-order';

export interface SetupStep {
  key: SetupStepKey;
  label: string;
  done: boolean;
  required: boolean;
  /** Hash route of the back office screen where the step is done. */
  link: string;
}

export const SETUP_TEXTS = {
  shop: 'Shopdaten (Name des Shops)',
  legal: 'Impressum, AGB und Datenschutz',
  branch: 'Erste Filiale mit Öffnungszeiten',
  products: 'Produkte im Produktkatalog der Filiale',
  payment: 'Zahlungsarten der Filiale',
  email: 'E-Mail-Versand (Testmail)',
  sms: 'SMS-Versand',
  printer: 'Belegdrucker (Testdruck)',
  testOrder: 'Testbestellung',
  publishRefused: (missing: readonly string[]) =>
    `Die Filiale kann noch nicht veröffentlicht werden. Es fehlt: ${missing.join(', ')}.`,
  missingImprint: 'Impressum',
  missingTerms: 'AGB',
  missingPrivacy: 'Datenschutzerklärung',
  missingHours: 'Öffnungszeiten',
  missingProducts: 'Produkte im Produktkatalog der Filiale',
  testMailSubject: 'Testmail Ihres Bestellshops',
  testMailBody: 'Diese Testmail bestätigt, dass der E-Mail-Versand Ihres Bestellshops funktioniert.',
  testMailSent: (to: string) => `Testmail an ${to} versendet.`,
  testMailFailed: (reason: string) => `Testmail konnte nicht versendet werden: ${reason}`,
} as const;

/** The checklist in display order; the SMS step only when a provider is configured. */
export function setupChecklist(f: SetupFacts): SetupStep[] {
  const legalDone = f.legal.imprint && f.legal.terms && f.legal.privacy;
  const branchLink = f.branch ? `/branches/${f.branch.id}` : '/branches/new';
  const steps: (SetupStep | null)[] = [
    { key: 'shop', label: SETUP_TEXTS.shop, done: f.shopNamed, required: true, link: '/config' },
    { key: 'legal', label: SETUP_TEXTS.legal, done: legalDone, required: true, link: '/config' },
    {
      key: 'branch',
      label: SETUP_TEXTS.branch,
      done: !!f.branch?.hasOpeningHours,
      required: true,
      link: branchLink,
    },
    {
      key: 'products',
      label: SETUP_TEXTS.products,
      done: (f.branch?.productCount ?? 0) > 0,
      required: true,
      link: '/menus',
    },
    {
      key: 'payment',
      label: SETUP_TEXTS.payment,
      done: (f.branch?.paymentMethodCount ?? 0) > 0,
      required: true,
      link: branchLink,
    },
    { key: 'email', label: SETUP_TEXTS.email, done: f.testMailSent, required: true, link: '/dashboard' },
    f.smsConfigured ? { key: 'sms', label: SETUP_TEXTS.sms, done: true, required: false, link: '/config' } : null,
    { key: 'printer', label: SETUP_TEXTS.printer, done: f.printerTested, required: false, link: branchLink },
    {
      key: 'test-order',
      label: SETUP_TEXTS.testOrder,
      done: f.testOrderPlaced === true,
      required: false,
      link: '/orders',
    },
  ];
  return steps.filter((s): s is SetupStep => s !== null);
}

/** The checklist collapses once every required step is done. */
export function setupComplete(steps: readonly SetupStep[]): boolean {
  return steps.every((s) => !s.required || s.done);
}

/** What a branch still lacks before it may be made public (German names, in display order); [] = may publish. */
export function publishBlockers(f: {
  legal: SetupFacts['legal'];
  hasOpeningHours: boolean;
  productCount: number;
}): string[] {
  const missing: (string | null)[] = [
    f.legal.imprint ? null : SETUP_TEXTS.missingImprint,
    f.legal.terms ? null : SETUP_TEXTS.missingTerms,
    f.legal.privacy ? null : SETUP_TEXTS.missingPrivacy,
    f.hasOpeningHours ? null : SETUP_TEXTS.missingHours,
    f.productCount > 0 ? null : SETUP_TEXTS.missingProducts,
  ];
  return missing.filter((m): m is string => m !== null);
}

/** A branch has opening hours when at least one rule opens it (a list of closed days only does not count). */
export function hasOpeningHours(rules: readonly { isClosed: boolean }[] | null | undefined): boolean {
  return (rules ?? []).some((r) => !r.isClosed);
}
