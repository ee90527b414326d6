import { describe, expect, it } from '@jest/globals';
import type { JobBranch, JobOrder } from '../order-loader.js';
import { isQuoteMailAction, renderQuoteMail } from './quote-mail.js';
import type { QuoteMailRow } from './quote-mail.repository.js';

const order = {
  uid: 'abc',
  hash: 'h/ash',
  ticketNumber: 7,
  firstName: 'Maria',
  lastName: 'Muster',
  companyName: '',
} as JobOrder;
const branch = { name: 'Sonnleitner Catering' } as JobBranch;
const quote: QuoteMailRow = {
  orderId: 'o1',
  version: 3,
  eventDate: new Date('2026-12-16T17:00:00Z'),
  guests: 35,
  lines: [
    {
      productId: null,
      name: 'Brötchen <belegt>',
      description: '',
      amount: '40',
      unit: 'piece',
      unitPrice: '2.10',
      taxRate: '10',
    },
    {
      productId: null,
      name: 'Käse',
      description: '',
      amount: '2.5',
      unit: 'kilogram',
      unitPrice: '30.00',
      taxRate: '10',
    },
  ],
  feeLabel: 'Lieferung',
  fee: '45.00',
  feeTaxRate: '20',
  validUntil: '2026-12-05',
  message: 'Geschirr inklusive.',
};

describe('quote mails', () => {
  it('the offer lists lines, fee, total, validity and message, and links the status page', () => {
    const mail = renderQuoteMail('quote-sent', quote, order, branch, { publicUrl: 'https://shop.example' });
    expect(mail.subject).toBe('Ihr Angebot von Sonnleitner Catering (Nr. 7)');
    expect(mail.text).toContain('40 Stk. Brötchen <belegt>: 84,00 €');
    expect(mail.text).toContain('2,5 kg Käse: 75,00 €');
    expect(mail.text).toContain('Lieferung: 45,00 €');
    expect(mail.text).toContain('Gesamt: 204,00 € (inkl. MwSt.)');
    expect(mail.text).toContain('Das Angebot gilt bis 05.12.2026.');
    expect(mail.text).toContain('Gäste: 35');
    expect(mail.text).toContain('Geschirr inklusive.');
    expect(mail.text).toContain('https://shop.example/status/abc/h%2Fash');
    expect(mail.html).toContain('<a href="https://shop.example/status/abc/h%2Fash">Angebot ansehen</a>');
    expect(mail.html).toContain('Brötchen &lt;belegt&gt;');
  });

  it('the confirmation after accepting names the order', () => {
    const mail = renderQuoteMail('quote-accept', quote, order, branch, { publicUrl: 'https://shop.example' });
    expect(mail.subject).toBe('Ihre Bestellung Nr. 7 bei Sonnleitner Catering ist bestätigt');
    expect(mail.text).toContain('Sie haben unser Angebot angenommen');
  });

  it('knows its actions', () => {
    expect(isQuoteMailAction('quote-sent')).toBe(true);
    expect(isQuoteMailAction('confirm')).toBe(false);
    expect(isQuoteMailAction(undefined)).toBe(false);
  });
});
