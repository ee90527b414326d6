import { foldHeaderText, formatDateTime, isValidContactEmail } from '@bestell/domain';
import type { MailMessage } from '../../mail/index.js';
import type { ContactMailShop, ContactMailSubmission } from './contact-mail.repository.js';

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Where the shop reads contact-form mails: the inbox of the branch it was sent for when that has an
 * address (issue 36), else CONTACT_FORM_TO, else the oldest branch's address, else MAIL_FROM.
 */
export function contactMailRecipient(
  configured: string | null,
  shop: ContactMailShop,
  mailFrom: string,
  submission?: Pick<ContactMailSubmission, 'branch'>,
): string {
  return submission?.branch?.email || configured || shop.branchEmail || mailFrom;
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
  // Stored values are already one line; folded again so an old or hand-edited row (or a branch name
  // staff typed) cannot add headers. The mailer folds the subject once more (safeMessage).
  const name = foldHeaderText([s.firstName, s.lastName].filter(Boolean).join(' '));
  const email = s.email ? foldHeaderText(s.email) : null;
  const replyTo = email && isValidContactEmail(email) ? email : null;
  const facts: [string, string][] = [
    ['Name', name],
    ...(email ? [['E-Mail', email] as [string, string]] : []),
    ['Telefon', foldHeaderText(s.phone)],
    ['Eingegangen', formatDateTime(s.createdAt.toISOString(), shop.timezone)],
  ];
  const branch = s.branch ? foldHeaderText(s.branch.name) : '';
  const intro = `Neue Kontaktanfrage über das Kontaktformular${shop.shopName ? ` von ${foldHeaderText(shop.shopName)}` : ''}${branch ? ` für die Filiale ${branch}` : ''}.`;
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
    // Every part of the subject is folded (issue 36): no CR/LF of any field reaches a header.
    subject: foldHeaderText(`Kontaktanfrage von ${name}${branch ? ` an ${branch}` : ''}`),
    text,
    html: `<!doctype html><html lang="de"><body>${body}</body></html>`,
  };
}
