// Issue 39 item 6: the receipt and the shop's 'Neue Bestellung' mail show the whole order, in the same words:
// '0,75 kg Bauernbrot', every chosen option and text, lines broken at word boundaries.
import { describe, expect, it } from '@jest/globals';
import receiptline from 'receiptline';
import { renderMail, standingOrderLink } from './email/templates.js';
import type { JobBranch, JobOrder } from './order-loader.js';
import { receiptMarkup, type ReceiptOrder } from './printing/receipt.js';

const option = (name: string, value: string) => ({ name, value, modifier: 'add' as const });
const items = [
  {
    product: {
      name: 'Sachertorte',
      calculationModel: 'fixed' as const,
      config: { parts: [{ name: 'Größe' }, { name: 'Aufschrift' }] },
    },
    amount: 1,
    unit: 'piece' as const,
    parts: [option('26 cm', '12.00'), 'Alles Gute zum 60. Geburtstag, liebe Oma Hermine!'],
    total: '48.00',
  },
  {
    product: { name: 'Bauernbrot vom Laib, dunkel, mit Kümmel', calculationModel: 'approximate' as const },
    amount: 0.75,
    unit: 'kilogram' as const,
    parts: [],
    total: '3.60',
  },
  {
    product: { name: 'Kaisersemmel', calculationModel: 'fixed' as const },
    amount: 2,
    unit: 'piece' as const,
    parts: [],
    total: '1.20',
  },
];

const order = {
  id: 'o1',
  uid: 'u1',
  hash: 'h1',
  ticketNumber: 17,
  isDelivery: false,
  isDineIn: false,
  isPreorder: true,
  isQuotation: false,
  isTest: false,
  appointmentDate: new Date('2026-05-02T08:00:00Z'),
  tableIdentifier: null,
  comment: 'Bitte die Torte gekühlt lassen, wir holen sie mit dem Auto ab.',
  firstName: 'Maria',
  lastName: 'Huber',
  companyName: '',
  phone: '+43 664 1234567',
  email: 'maria@example.at',
  street: '',
  zipCode: '',
  city: '',
  deliveryGross: '0.00',
  totalGross: '52.80',
  taxes: { '10': '4.80' },
  isApproximate: true,
  paymentMethod: 'cash',
  createdAt: new Date('2026-05-01T09:00:00Z'),
  items,
};

const branch: JobBranch = {
  id: 'b1',
  name: 'Bäckerei Huber Linz-Urfahr',
  identifier: 'linz-urfahr',
  street: 'Hauptstraße 1',
  zipCode: '4040',
  city: 'Linz',
  phone: '0732 123456',
  email: 'urfahr@example.at',
  printerAddress: null,
  printerDeviceAddress: null,
};

/** The receipt as it comes out of the printer (receiptline's text rendering), trailing spaces dropped. */
const printed = (markup: string) =>
  receiptline
    .transform(markup, { cpl: 42, encoding: 'cp1252', command: 'text' })
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trimEnd();

describe('receipt with options and weights', () => {
  it('prints quantity and unit, every option, and breaks long lines at word boundaries', () => {
    expect(printed(receiptMarkup(order as ReceiptOrder, branch, 'Europe/Vienna'))).toBe(
      [
        '        Bäckerei Huber Linz-Urfahr',
        '         Hauptstraße 1, 4040 Linz',
        '             Tel. 0732 123456',
        '',
        '              Bestellung Nr.',
        '                   1 7',
        '',
        'Abholung (Vorbestellung)',
        'Bestellt:                 01.05.2026 11:00',
        // Double width: too wide for one line, so the date goes below the label instead of being cut.
        'T e r m i n :',
        '          0 2 . 0 5 . 2 0 2 6   1 0 : 0 0',
        'Kunde:                         Maria Huber',
        'Telefon:                   +43 664 1234567',
        '------------------------------------------',
        '1 Stk. Sachertorte                 48,00 €',
        '  Größe: 26 cm',
        '  Aufschrift: Alles Gute zum',
        '    60. Geburtstag, liebe Oma',
        '    Hermine!',
        '0,75 kg Bauernbrot vom Laib,    ca. 3,60 €',
        'dunkel, mit Kümmel',
        '2 Stk. Kaisersemmel                 1,20 €',
        '------------------------------------------',
        'Kommentar: Bitte die Torte gekühlt lassen,',
        'wir holen sie mit dem Auto ab.',
        '------------------------------------------',
        'S u m m e           c a .   5 2 , 8 0   €',
        'inkl. 10 % MwSt.                    4,80 €',
        'Zahlung:                        Barzahlung',
      ].join('\n'),
    );
  });
});

describe("the shop's 'Neue Bestellung' mail", () => {
  it('lists every line with quantity, unit, options and the lettering', () => {
    const mail = renderMail('branch-new-order', order as unknown as JobOrder, branch, {
      publicUrl: 'https://shop.example.at',
      tz: 'Europe/Vienna',
    });
    expect(mail.subject).toBe('Neue Bestellung Nr. 17');
    expect(mail.text).toBe(
      [
        'Neue Bestellung Nr. 17 für Bäckerei Huber Linz-Urfahr: ca. 52,80 €.',
        '',
        'Kunde: Maria Huber, +43 664 1234567, maria@example.at',
        '',
        'Bestellart: Abholung',
        '',
        'Termin: 02.05.2026 10:00',
        '',
        '1 Stk. Sachertorte',
        '  Größe: 26 cm',
        '  Aufschrift: Alles Gute zum 60. Geburtstag, liebe Oma Hermine!',
        '',
        '0,75 kg Bauernbrot vom Laib, dunkel, mit Kümmel',
        '',
        '2 Stk. Kaisersemmel',
        '',
        'Kommentar: Bitte die Torte gekühlt lassen, wir holen sie mit dem Auto ab.',
        '',
        'Bäckerei Huber Linz-Urfahr',
      ].join('\n'),
    );
    expect(mail.html).toContain(
      '<p>1 Stk. Sachertorte<br>Größe: 26 cm<br>Aufschrift: Alles Gute zum 60. Geburtstag, liebe Oma Hermine!</p>',
    );
    expect(mail.html).toContain('<p>0,75 kg Bauernbrot vom Laib, dunkel, mit Kümmel</p>');
    expect(mail.text).not.toMatch(/\d\.\d+ x|×/);
  });
});

describe("the customer's order confirmation", () => {
  it("lists the same lines, a lettering's own line breaks kept (text) and turned into <br> (HTML)", () => {
    const lettering = { ...items[0]!, parts: [option('26 cm', '12.00'), 'Alles Gute\nliebe Oma'] };
    const mail = renderMail('new-order', { ...order, items: [lettering, items[1]!] } as unknown as JobOrder, branch, {
      publicUrl: 'https://shop.example.at',
      tz: 'Europe/Vienna',
    });
    expect(mail.subject).toBe('Ihre Bestellung Nr. 17 bei Bäckerei Huber Linz-Urfahr');
    expect(mail.text).toContain(
      [
        'Ihre Bestellung:',
        '',
        '1 Stk. Sachertorte',
        '  Größe: 26 cm',
        '  Aufschrift: Alles Gute',
        '    liebe Oma',
        '',
        '0,75 kg Bauernbrot vom Laib, dunkel, mit Kümmel',
      ].join('\n'),
    );
    expect(mail.html).toContain('<p>1 Stk. Sachertorte<br>Größe: 26 cm<br>Aufschrift: Alles Gute<br>liebe Oma</p>');
  });

  it("links the standing order's customer page when a standing order placed it (issue 42 item 3)", () => {
    const ctx = { publicUrl: 'https://shop.example.at', tz: 'Europe/Vienna' };
    const standingLink = standingOrderLink(ctx.publicUrl, 'geheim');
    const mail = renderMail('new-order', order as unknown as JobOrder, branch, { ...ctx, standingLink });
    expect(standingLink).toBe('https://shop.example.at/backend#/serienbestellung/geheim');
    expect(mail.text).toContain('Diese Bestellung kommt aus Ihrer Serienbestellung.');
    expect(mail.text).toContain(standingLink);
    expect(mail.html).toContain(`href="${standingLink}"`);
    expect(renderMail('new-order', order as unknown as JobOrder, branch, ctx).text).not.toContain('Serienbestellung');
  });
});

describe('receipt rows never exceed the paper', () => {
  it('wraps a long name, long option and long customer name inside their columns', () => {
    const long = {
      ...order,
      firstName: 'Maria-Theresia Walburga',
      lastName: 'von Hohenberg-Mustermann',
      items: [
        {
          ...items[0]!,
          product: { ...items[0]!.product, name: 'Geburtstagstorte mit Marzipanüberzug und Fotodruck' },
          parts: [option('30 cm (16 Stück)', '20.00'), 'Donaudampfschifffahrtsgesellschaftskapitän'],
        },
      ],
    };
    const lines = printed(receiptMarkup(long as ReceiptOrder, branch, 'Europe/Vienna')).split('\n');
    expect(lines.every((line) => line.length <= 42)).toBe(true);
    // The value column is 21 wide: the name goes on in it, word by word.
    expect(lines).toContain('Kunde:                      Maria-Theresia');
    expect(lines).toContain('                              Walburga von');
    expect(lines).toContain('                      Hohenberg-Mustermann');
    expect(lines).toContain('1 Stk. Geburtstagstorte mit        48,00 €');
    expect(lines).toContain('Marzipanüberzug und Fotodruck');
    expect(lines).toContain('  Größe: 30 cm (16 Stück)');
    // Only the word longer than the column (34 = 42 - price 7 - 1) is cut.
    expect(lines).toContain('  Aufschrift:');
    expect(lines).toContain('    Donaudampfschifffahrtsgesellsc');
    expect(lines).toContain('    haftskapitän');
  });
});
