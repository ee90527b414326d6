import { describe, expect, it } from '@jest/globals';
import { safeMessage } from '../../mail/index.js';
import { contactMailRecipient, renderContactMail } from './contact-mail.js';
import type { ContactMailShop, ContactMailSubmission } from './contact-mail.repository.js';

const submission: ContactMailSubmission = {
  id: '0b0c0d0e-0000-4000-8000-00000000c001',
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna@example.at',
  phone: '0664 1234567',
  comment: 'Torte?\n<b>12</b> Personen & mehr',
  createdAt: new Date('2026-11-24T13:05:00Z'),
  branch: null,
};
const shop: ContactMailShop = { shopName: 'Bäckerei Sonnleitner', timezone: 'Europe/Vienna', branchEmail: null };

describe('renderContactMail', () => {
  it('puts the visitor into the body, escapes HTML and answers to the visitor', () => {
    const mail = renderContactMail(submission, shop, 'kontakt@example.at');
    expect(mail).toMatchObject({
      to: 'kontakt@example.at',
      replyTo: 'anna@example.at',
      subject: 'Kontaktanfrage von Anna Huber',
    });
    expect(mail.text).toContain('Eingegangen: 24.11.2026 14:05');
    expect(mail.text).toContain('Nachricht:\nTorte?\n<b>12</b> Personen & mehr');
    expect(mail.html).toContain('Torte?<br>&lt;b&gt;12&lt;/b&gt; Personen &amp; mehr');
    expect(mail.html).toContain('Bäckerei Sonnleitner');
  });

  it('flattens stored line breaks and gives no Reply-To for an address that is not one valid address', () => {
    const mail = renderContactMail(
      { ...submission, firstName: null, lastName: 'Huber\r\nBcc: x@y.at', email: 'a@b.at\r\nBcc: x@y.at' },
      { ...shop, shopName: '' },
      'kontakt@example.at',
    );
    expect(mail.subject).toBe('Kontaktanfrage von Huber Bcc: x@y.at');
    expect(mail.replyTo).toBeNull();
    expect(mail.text).toContain('Neue Kontaktanfrage über das Kontaktformular.');
    expect(mail.text).toContain('hat keine E-Mail-Adresse angegeben');
  });

  it('names the branch it was sent for, folded to one line in the subject (issue 36)', () => {
    const mail = renderContactMail(
      { ...submission, branch: { name: 'Wien\r\nBcc: x@y.at\u2028Mitte', email: 'wien@example.at' } },
      shop,
      'wien@example.at',
    );
    expect(mail.subject).toBe('Kontaktanfrage von Anna Huber an Wien Bcc: x@y.at Mitte');
    expect(mail.text).toContain('für die Filiale Wien Bcc: x@y.at Mitte.');
  });
});

describe('contactMailRecipient', () => {
  it.each([
    ['kontakt@example.at', 'wien@example.at', 'kontakt@example.at'],
    [null, 'wien@example.at', 'wien@example.at'],
    [null, null, 'bestellung@example.at'],
  ])('configured %s, branch %s -> %s', (configured, branchEmail, expected) => {
    expect(contactMailRecipient(configured, { ...shop, branchEmail }, 'bestellung@example.at')).toBe(expected);
  });

  it.each([
    ['graz@example.at', 'graz@example.at'],
    ['', 'kontakt@example.at'],
  ])('a submission for a branch with address %p goes to %s', (email, expected) => {
    const sent = { branch: { name: 'Graz', email } };
    expect(contactMailRecipient('kontakt@example.at', shop, 'bestellung@example.at', sent)).toBe(expected);
  });
});

describe('safeMessage Reply-To', () => {
  const mail = { to: 'kontakt@example.at', subject: 's', text: 't', html: 'h' };
  it.each(['a@b.at\r\nBcc: x@y.at', 'a@b.at, c@d.at', 'Eve <e@x.at>', '"a"@b.at', 'kein-mail'])(
    'drops %p instead of sending it as a header',
    (replyTo) => {
      expect(safeMessage({ ...mail, replyTo }).replyTo).toBeNull();
    },
  );
  it('keeps one valid address', () => {
    expect(safeMessage({ ...mail, replyTo: ' anna@example.at ' }).replyTo).toBe('anna@example.at');
  });
});
