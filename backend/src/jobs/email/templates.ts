import {
  DEFAULT_TIMEZONE,
  formatDateTime,
  formatMoney,
  orderLineChoices,
  orderLineTitle,
  staffOrderTypeLabel,
} from '@bestell/domain';
import type { JobBranch, JobOrder } from '../order-loader.js';

export const MAIL_TEMPLATES = [
  'new-order',
  'quotation',
  'confirmed',
  'rejected',
  'counter-proposal',
  'ready',
  'in-delivery',
  'branch-new-order',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** Which customer mail an order change sends (the outbox row carries the action, not the text). */
export const TEMPLATE_FOR_ACTION: Readonly<Record<string, MailTemplate>> = {
  confirm: 'confirmed',
  reject: 'rejected',
  proposeCounterAppointment: 'counter-proposal',
  inDelivery: 'in-delivery',
  completed: 'ready',
  'resend-new-order-email': 'new-order',
  'resend-new-order-sms': 'new-order',
};

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailContext {
  publicUrl: string;
  tz?: string;
  /** The customer's page of the standing order that placed the order (issue 42 item 3), if one did. */
  standingLink?: string | null;
}

/** The customer's page of a standing order (the back office's hash route, no login). */
export const standingOrderLink = (publicUrl: string, token: string) =>
  `${publicUrl}/backend#/serienbestellung/${encodeURIComponent(token)}`;

export const statusLink = (publicUrl: string, o: Pick<JobOrder, 'uid' | 'hash'>) =>
  `${publicUrl}/status/${encodeURIComponent(o.uid)}/${encodeURIComponent(o.hash)}`;

/** The first paragraph of every mail of a test order. */
export const TEST_ORDER_NOTE = 'TEST: Dies ist eine Testbestellung, keine echte Bestellung.';

interface Block {
  text: string;
  /** Lines under the text in the same paragraph (an order line's options). */
  lines?: string[];
  link?: { label: string; url: string };
}

/**
 * One paragraph per order line, '0,75 kg Bauernbrot' with every chosen option and text beneath, from the
 * same domain functions as the receipt (issue 39 item 6).
 */
const itemBlocks = (o: JobOrder): Block[] =>
  o.items.map((item) => ({ text: orderLineTitle(item), lines: orderLineChoices(item) }));

/** Plain-text lines of a block: options indented, a lettering's own line breaks kept and indented further. */
const textLines = (bl: Block): string[] =>
  (bl.lines ?? []).map((line) =>
    line
      .split(/\r?\n/)
      .map((part, i) => `${i === 0 ? '  ' : '    '}${part}`)
      .join('\n'),
  );

const htmlLines = (bl: Block): string =>
  (bl.lines ?? []).map((line) => `<br>${html(line).replace(/\r?\n/g, '<br>')}`).join('');

/** German mails; every block becomes a paragraph (HTML) and a line (text). */
export function renderMail(template: MailTemplate, o: JobOrder, b: JobBranch, ctx: MailContext): MailContent {
  const tz = ctx.tz ?? DEFAULT_TIMEZONE;
  const name = [o.firstName, o.lastName].filter(Boolean).join(' ') || o.companyName || 'Kundin, lieber Kunde';
  const link = statusLink(ctx.publicUrl, o);
  // A test order (issue 37 item 4) has ticket number 0, never shown: it is called TEST instead.
  const nr = o.isTest ? 'TEST' : `Nr. ${o.ticketNumber}`;
  const when = o.appointmentDate ? formatDateTime(o.appointmentDate.toISOString(), tz) : null;
  const status = { label: 'Status Ihrer Bestellung ansehen', url: link };
  const total = `${o.isApproximate ? 'ca. ' : ''}${formatMoney(o.totalGross)}`;
  let subject: string;
  let blocks: Block[];
  switch (template) {
    case 'new-order':
      subject = `Ihre Bestellung ${nr} bei ${b.name}`;
      blocks = [
        { text: `Vielen Dank für Ihre Bestellung bei ${b.name}.` },
        {
          text: `Bestellnummer: ${o.isTest ? 'TEST' : o.ticketNumber}, Summe: ${total}${when ? `, Termin: ${when}` : ''}.`,
        },
        { text: 'Ihre Bestellung:' },
        ...itemBlocks(o),
        { text: 'Den aktuellen Status sehen Sie jederzeit unter:', link: status },
        ...(ctx.standingLink
          ? [
              {
                text: 'Diese Bestellung kommt aus Ihrer Serienbestellung. Lieferungen ansehen und Tage pausieren:',
                link: { label: 'Serienbestellung ansehen', url: ctx.standingLink },
              },
            ]
          : []),
      ];
      break;
    case 'quotation':
      subject = `Ihre Angebotsanfrage ${nr} bei ${b.name}`;
      blocks = [
        { text: `Vielen Dank für Ihre Angebotsanfrage bei ${b.name}. Wir melden uns so bald wie möglich.` },
        { text: 'Ihre Anfrage:' },
        ...itemBlocks(o),
        { text: 'Den aktuellen Status sehen Sie jederzeit unter:', link: status },
      ];
      break;
    case 'confirmed':
      subject = `Ihre Bestellung ${nr} wurde bestätigt`;
      blocks = [
        { text: `${b.name} hat Ihre Bestellung ${nr} bestätigt${when ? ` (Termin: ${when})` : ''}.` },
        { text: 'Status:', link: status },
      ];
      break;
    case 'rejected':
      subject = `Ihre Bestellung ${nr} wurde abgelehnt`;
      blocks = [
        { text: `${b.name} kann Ihre Bestellung ${nr} leider nicht annehmen.` },
        ...(o.rejectionMessage ? [{ text: `Nachricht: ${o.rejectionMessage}` }] : []),
        { text: 'Status:', link: status },
      ];
      break;
    case 'counter-proposal': {
      const proposed = o.counterAppointment ? formatDateTime(o.counterAppointment.toISOString(), tz) : '';
      subject = `Neuer Terminvorschlag für Ihre Bestellung ${nr}`;
      blocks = [
        { text: `${b.name} schlägt für Ihre Bestellung ${nr} einen anderen Termin vor: ${proposed}.` },
        { text: 'Vorschlag annehmen:', link: { label: 'Termin annehmen', url: `${link}?counter=accept` } },
        { text: 'Vorschlag ablehnen:', link: { label: 'Termin ablehnen', url: `${link}?counter=reject` } },
      ];
      break;
    }
    case 'ready':
      subject = `Ihre Bestellung ${nr} ist fertig`;
      blocks = [{ text: `Ihre Bestellung ${nr} bei ${b.name} ist fertig.` }, { text: 'Status:', link: status }];
      break;
    case 'in-delivery':
      subject = `Ihre Bestellung ${nr} ist unterwegs`;
      blocks = [{ text: `Ihre Bestellung ${nr} von ${b.name} ist in Zustellung.` }, { text: 'Status:', link: status }];
      break;
    case 'branch-new-order':
      subject = `Neue ${o.isQuotation ? 'Angebotsanfrage' : 'Bestellung'} ${nr}`;
      blocks = [
        { text: `Neue ${o.isQuotation ? 'Angebotsanfrage' : 'Bestellung'} ${nr} für ${b.name}: ${total}.` },
        { text: `Kunde: ${[name, o.phone, o.email].filter(Boolean).join(', ')}` },
        { text: `Bestellart: ${staffOrderTypeLabel(o)}${o.tableIdentifier ? `, Tisch ${o.tableIdentifier}` : ''}` },
        ...(o.isDelivery
          ? [{ text: `Lieferadresse: ${[o.street, `${o.zipCode} ${o.city}`.trim()].filter(Boolean).join(', ')}` }]
          : []),
        ...(when ? [{ text: `Termin: ${when}` }] : []),
        ...itemBlocks(o),
        ...(o.comment ? [{ text: `Kommentar: ${o.comment}` }] : []),
      ];
      break;
  }
  if (o.isTest) {
    subject = `[TEST] ${subject}`;
    blocks.unshift({ text: TEST_ORDER_NOTE });
  }
  const greeting = template === 'branch-new-order' ? '' : `Guten Tag ${name},`;
  const text = [
    greeting,
    ...blocks.map((bl) => [bl.text, ...textLines(bl), ...(bl.link ? [bl.link.url] : [])].join('\n')),
    `${b.name}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const body = [greeting, ...blocks.map((bl) => bl.text)].filter(Boolean);
  const htmlBody = blocks
    .map(
      (bl) =>
        `<p>${html(bl.text)}${htmlLines(bl)}${bl.link ? `<br><a href="${html(bl.link.url)}">${html(bl.link.label)}</a>` : ''}</p>`,
    )
    .join('\n');
  return {
    subject,
    text,
    html: `<!doctype html><html lang="de"><body>${greeting ? `<p>${html(body[0]!)}</p>\n` : ''}${htmlBody}\n<p>${html(b.name)}</p></body></html>`,
  };
}
