import { describe, expect, it } from '@jest/globals';
import { hasOpeningHours, publishBlockers, setupChecklist, setupComplete, type SetupFacts } from './checklist.js';

const ALL_LEGAL = { imprint: true, terms: true, privacy: true };
const READY: SetupFacts = {
  shopNamed: true,
  legal: ALL_LEGAL,
  branch: { id: 'b1', hasOpeningHours: true, productCount: 3, paymentMethodCount: 1 },
  testMailSent: true,
  smsConfigured: false,
  printerTested: false,
  testOrderPlaced: null,
};

const doneOf = (f: SetupFacts) => Object.fromEntries(setupChecklist(f).map((s) => [s.key, s.done]));

describe('setup checklist (issue 37 item 2)', () => {
  it('lists the steps in order with required flags and links; SMS only with a provider', () => {
    expect(setupChecklist(READY).map((s) => [s.key, s.required, s.link])).toEqual([
      ['shop', true, '/config'],
      ['legal', true, '/config'],
      ['branch', true, '/branches/b1'],
      ['products', true, '/menus'],
      ['payment', true, '/branches/b1'],
      ['email', true, '/dashboard'],
      ['printer', false, '/branches/b1'],
      ['test-order', false, '/orders'],
    ]);
    expect(setupChecklist({ ...READY, smsConfigured: true }).map((s) => s.key)).toContain('sms');
    expect(setupChecklist({ ...READY, branch: null }).find((s) => s.key === 'branch')?.link).toBe('/branches/new');
  });

  it.each<[string, Partial<SetupFacts>, Record<string, boolean>, boolean]>([
    ['everything required', {}, { shop: true, legal: true, branch: true, email: true }, true],
    ['no shop name', { shopNamed: false }, { shop: false }, false],
    ['imprint missing', { legal: { ...ALL_LEGAL, imprint: false } }, { legal: false }, false],
    ['privacy missing', { legal: { ...ALL_LEGAL, privacy: false } }, { legal: false }, false],
    ['no branch', { branch: null }, { branch: false, products: false, payment: false }, false],
    [
      'branch without hours',
      { branch: { id: 'b1', hasOpeningHours: false, productCount: 1, paymentMethodCount: 1 } },
      { branch: false, products: true },
      false,
    ],
    [
      'empty catalogue',
      { branch: { id: 'b1', hasOpeningHours: true, productCount: 0, paymentMethodCount: 1 } },
      { products: false },
      false,
    ],
    [
      'no payment method',
      { branch: { id: 'b1', hasOpeningHours: true, productCount: 1, paymentMethodCount: 0 } },
      { payment: false },
      false,
    ],
    ['no test mail yet', { testMailSent: false }, { email: false }, false],
    ['printer and test order are optional', { printerTested: false, testOrderPlaced: false }, { printer: false }, true],
    ['printer tested', { printerTested: true }, { printer: true }, true],
    ['test order placed', { testOrderPlaced: true }, { 'test-order': true }, true],
    ['no test flag on orders yet', { testOrderPlaced: null }, { 'test-order': false }, true],
    ['SMS provider configured', { smsConfigured: true }, { sms: true }, true],
  ])('%s', (_name, change, expected, complete) => {
    const facts = { ...READY, ...change };
    expect(doneOf(facts)).toMatchObject(expected);
    expect(setupComplete(setupChecklist(facts))).toBe(complete);
  });
});

describe('publish gate (issue 37 item 3)', () => {
  it.each<[string, Parameters<typeof publishBlockers>[0], string[]]>([
    ['ready', { legal: ALL_LEGAL, hasOpeningHours: true, productCount: 1 }, []],
    [
      'nothing set',
      { legal: { imprint: false, terms: false, privacy: false }, hasOpeningHours: false, productCount: 0 },
      ['Impressum', 'AGB', 'Datenschutzerklärung', 'Öffnungszeiten', 'Produkte im Produktkatalog der Filiale'],
    ],
    ['terms missing', { legal: { ...ALL_LEGAL, terms: false }, hasOpeningHours: true, productCount: 2 }, ['AGB']],
    ['no hours', { legal: ALL_LEGAL, hasOpeningHours: false, productCount: 2 }, ['Öffnungszeiten']],
    [
      'no products',
      { legal: ALL_LEGAL, hasOpeningHours: true, productCount: 0 },
      ['Produkte im Produktkatalog der Filiale'],
    ],
  ])('%s', (_name, facts, missing) => {
    expect(publishBlockers(facts)).toEqual(missing);
  });

  it.each<[{ isClosed: boolean }[] | null, boolean]>([
    [null, false],
    [[], false],
    [[{ isClosed: true }], false],
    [[{ isClosed: true }, { isClosed: false }], true],
  ])('opening hours %j count: %p', (rules, expected) => {
    expect(hasOpeningHours(rules)).toBe(expected);
  });
});
