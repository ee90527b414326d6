import {
  dec,
  DEFAULT_TIMEZONE,
  formatAmountDe,
  formatDate,
  formatDateTime,
  formatMoney,
  priceQuote,
  quoteLineTotal,
  UNITS,
} from '@bestell/domain';
import type { JobBranch, JobOrder } from '../order-loader.js';
import type { QuoteMailRow } from './quote-mail.repository.js';
import { type MailContent, statusLink } from './templates.js';

/** The outbox actions whose mail is a quote mail (issue 21 item 4). */
export const QUOTE_MAIL_ACTIONS = ['quote-sent', 'quote-accept'] as const;
export type QuoteMailAction = (typeof QUOTE_MAIL_ACTIONS)[number];
export const isQuoteMailAction = (action: string | undefined): action is QuoteMailAction =>
  (QUOTE_MAIL_ACTIONS as readonly string[]).includes(action ?? '');

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The customer's quote mails: the offer ('quote-sent', with every line, the fee, the total, the validity
 * date and staff's message, and the status link to accept or decline) and the order confirmation after
 * accepting ('quote-accept').
 */
export function renderQuoteMail(
  action: QuoteMailAction,
  quote: QuoteMailRow,
  o: JobOrder,
  b: JobBranch,
  ctx: { publicUrl: string; tz?: string; currency?: string },
): MailContent {
  const tz = ctx.tz ?? DEFAULT_TIMEZONE;
  const money = (v: string) => formatMoney(v, ctx.currency ?? 'EUR');
  const name = [o.firstName, o.lastName].filter(Boolean).join(' ') || o.companyName || 'Kundin, lieber Kunde';
  const link = statusLink(ctx.publicUrl, o);
  const fee = dec(quote.fee).gt(0)
    ? { label: quote.feeLabel, amount: dec(quote.fee).toFixed(2), taxRate: quote.feeTaxRate }
    : null;
  const totals = priceQuote(quote.lines, fee);
  const lines = [
    ...quote.lines.map((l) =>
      `${formatAmountDe(l.amount, 3).replace(/,?0+$/, '')} ${UNITS[l.unit]?.label ?? ''} ${l.name}${l.description ? ` (${l.description})` : ''}: ${money(quoteLineTotal(l))}`.replace(
        /\s+/g,
        ' ',
      ),
    ),
    ...(fee ? [`${fee.label}: ${money(fee.amount)}`] : []),
    `Gesamt: ${money(totals.totalGross)} (inkl. MwSt.)`,
  ];
  const event = [
    quote.eventDate ? `Termin: ${formatDateTime(quote.eventDate.toISOString(), tz)}` : '',
    quote.guests ? `Gäste: ${quote.guests}` : '',
  ].filter(Boolean);
  let subject: string;
  let paragraphs: string[];
  let linkLabel: string;
  if (action === 'quote-sent') {
    subject = `Ihr Angebot von ${b.name} (Nr. ${o.ticketNumber})`;
    paragraphs = [
      `vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen unverbindlich an:`,
      ...(event.length ? [event.join(', ')] : []),
      lines.join('\n'),
      ...(quote.message ? [quote.message] : []),
      ...(quote.validUntil ? [`Das Angebot gilt bis ${formatDate(quote.validUntil, tz)}.`] : []),
      'Unter folgendem Link können Sie das Angebot annehmen oder ablehnen:',
    ];
    linkLabel = 'Angebot ansehen';
  } else {
    subject = `Ihre Bestellung Nr. ${o.ticketNumber} bei ${b.name} ist bestätigt`;
    paragraphs = [
      `vielen Dank, Sie haben unser Angebot angenommen. Ihre Bestellung ist damit bestätigt:`,
      ...(event.length ? [event.join(', ')] : []),
      lines.join('\n'),
      'Den aktuellen Status sehen Sie jederzeit unter:',
    ];
    linkLabel = 'Status Ihrer Bestellung ansehen';
  }
  const greeting = `Guten Tag ${name},`;
  const text = [greeting, ...paragraphs.slice(0, -1), `${paragraphs.at(-1)}\n${link}`, b.name].join('\n\n');
  const htmlParagraphs = paragraphs.map((p, i) => {
    const body = escape(p).replace(/\n/g, '<br>');
    return i === paragraphs.length - 1
      ? `<p>${body}<br><a href="${escape(link)}">${escape(linkLabel)}</a></p>`
      : `<p>${body}</p>`;
  });
  return {
    subject,
    text,
    html: `<!doctype html><html lang="de"><body><p>${escape(greeting)}</p>\n${htmlParagraphs.join('\n')}\n<p>${escape(b.name)}</p></body></html>`,
  };
}
