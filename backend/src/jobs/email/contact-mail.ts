import { formatDateTime, isValidContactEmail, singleLine } from '@bestell/domain';
import type { MailMessage } from '../../mail/index.js';
import type { ContactMailShop, ContactMailSubmission } from './contact-mail.repository.js';

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where the shop reads contact-form mails: CONTACT_FORM_TO, else a branch's address, else MAIL_FROM. */
export function contactMailRecipient(configured: string | null, shop: ContactMailShop, mailFrom: string): string {
  return configured ?? shop.branchEmail ?? mailFrom;
}

/**
 * The shop's mail about one submission (issue 15 item 5). What the visitor typed goes only into the
 * body and, flattened to one line, the subject; the visitor's address becomes the Reply-To only when it
 * is one valid address (the mailer checks it again).
 */
export function renderContactMail(
  s: ContactMailSubmission,
  shop: ContactMailShop,
  to: string,
): MailMessage & { replyTo: string | null } {
  // Stored values are already one line; flattened again so an old or hand-edited row cannot add headers.
  const name = singleLine([s.firstName, s.lastName].filter(Boolean).join(' '));
  const email = s.email ? singleLine(s.email) : null;
  const replyTo = email && isValidContactEmail(email) ? email : null;
  const facts: [string, string][] = [
    ['Name', name],
    ...(email ? [['E-Mail', email] as [string, string]] : []),
    ['Telefon', singleLine(s.phone)],
    ['Eingegangen', formatDateTime(s.createdAt.toISOString(), shop.timezone)],
  ];
  const intro = `Neue Kontaktanfrage über das Kontaktformular${shop.shopName ? ` von ${singleLine(shop.shopName)}` : ''}.`;
  const answer = replyTo
    ? `Mit „Antworten“ schreiben Sie direkt an ${name}.`
    : `${name} hat keine E-Mail-Adresse angegeben; bitte rufen Sie zurück.`;
  const text = [intro, facts.map(([k, v]) => `${k}: ${v}`).join('\n'), `Nachricht:\n${s.comment}`, answer].join('\n\n');
  const body = [
    `<p>${html(intro)}</p>`,
    `<p>${facts.map(([k, v]) => `${html(k)}: ${html(v)}`).join('<br>')}</p>`,
    `<p>Nachricht:<br>${html(s.comment).replace(/\n/g, '<br>')}</p>`,
    `<p>${html(answer)}</p>`,
  ].join('\n');
  return {
    to,
    replyTo,
    subject: `Kontaktanfrage von ${name}`,
    text,
    html: `<!doctype html><html lang="de"><body>${body}</body></html>`,
  };
}
