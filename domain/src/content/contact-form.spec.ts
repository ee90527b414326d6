import { describe, expect, it } from '@jest/globals';
import { OWN_TEXTS } from '../messages/own-texts.js';
import { VALIDATION } from '../messages/server.js';
import {
  CONTACT_FORM_FIELDS,
  CONTACT_FORM_MAX,
  contactFormFieldError,
  isValidContactEmail,
  singleLine,
  validateContactForm,
} from './contact-form.js';

const VALID = {
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna@example.at',
  phone: '0664 1234567',
  comment: 'Torte für Samstag?',
  dataProtection: true,
};

describe('validateContactForm', () => {
  it('accepts a complete form and trims it', () => {
    const result = validateContactForm({
      ...VALID,
      firstName: '  Anna ',
      comment: '\n Torte\r\nbitte \n',
      website: '',
    });
    expect(result).toEqual({
      value: {
        firstName: 'Anna',
        lastName: 'Huber',
        email: 'anna@example.at',
        phone: '0664 1234567',
        comment: 'Torte\nbitte',
        branchId: null,
      },
      errors: [],
      isSpam: false,
    });
  });

  it.each([
    ['firstName missing', { firstName: undefined }, { firstName: null }],
    ['firstName null', { firstName: null }, { firstName: null }],
    ['firstName blank', { firstName: '   ' }, { firstName: null }],
    ['email missing', { email: undefined }, { email: null }],
    ['email empty', { email: '' }, { email: null }],
    ['email with plus and dots', { email: 'a.b+c@mail.example.co.at' }, { email: 'a.b+c@mail.example.co.at' }],
    ['phone with +, brackets and slash', { phone: '+43 (0) 664 / 123-45.67' }, { phone: '+43 (0) 664 / 123-45.67' }],
    ['names with line breaks on one line', { lastName: 'Huber\r\nBcc: x@y.at' }, { lastName: 'Huber Bcc: x@y.at' }],
    ['tabs and NEL in a name', { firstName: 'An\tna\u0085B' }, { firstName: 'An na B' }],
    ['control characters dropped from the comment', { comment: 'a\u0007b\tc' }, { comment: 'ab\tc' }],
    ['no branch', { branch: undefined }, { branchId: null }],
    ['branch null', { branch: null }, { branchId: null }],
    ['branch blank', { branch: ' ' }, { branchId: null }],
    [
      'branch id, trimmed and lower-cased',
      { branch: ' 0B2F5C4E-1D2A-4B3C-9D8E-7F6A5B4C3D2E ' },
      { branchId: '0b2f5c4e-1d2a-4b3c-9d8e-7f6a5b4c3d2e' },
    ],
  ])('%s', (_name, patch, expected) => {
    const result = validateContactForm({ ...VALID, ...patch });
    expect(result.errors).toEqual([]);
    expect(result.value).toMatchObject(expected);
  });

  it.each([
    ['lastName missing', { lastName: undefined }, 'lastName', OWN_TEXTS.lastNameRequired],
    ['lastName blank', { lastName: ' \n ' }, 'lastName', OWN_TEXTS.lastNameRequired],
    ['lastName a number', { lastName: 5 }, 'lastName', VALIDATION.type('string')],
    ['lastName too long', { lastName: 'x'.repeat(101) }, 'lastName', VALIDATION.tooLong(CONTACT_FORM_MAX.lastName)],
    ['firstName an object', { firstName: { a: 1 } }, 'firstName', VALIDATION.type('string')],
    ['phone missing', { phone: null }, 'phone', OWN_TEXTS.phoneRequired],
    ['phone too short', { phone: '12' }, 'phone', OWN_TEXTS.contentPhoneInvalid],
    ['phone with letters', { phone: '0664 CALL ME' }, 'phone', OWN_TEXTS.contentPhoneInvalid],
    ['phone with too few digits', { phone: '+ (1) 2' }, 'phone', OWN_TEXTS.contentPhoneInvalid],
    ['comment missing', { comment: undefined }, 'comment', OWN_TEXTS.contactCommentRequired],
    ['comment blank', { comment: '\r\n' }, 'comment', OWN_TEXTS.contactCommentRequired],
    ['comment too long', { comment: 'x'.repeat(5001) }, 'comment', VALIDATION.tooLong(5000)],
    ['email without @', { email: 'anna.example.at' }, 'email', OWN_TEXTS.emailInvalid],
    ['email with a second address', { email: 'a@b.at,c@d.at' }, 'email', OWN_TEXTS.emailInvalid],
    ['email with a display name', { email: 'Anna <a@b.at>' }, 'email', OWN_TEXTS.emailInvalid],
    ['email with a header after CRLF', { email: 'a@b.at\r\nBcc: x@y.at' }, 'email', OWN_TEXTS.emailInvalid],
    ['email without a dot in the domain', { email: 'a@localhost' }, 'email', OWN_TEXTS.emailInvalid],
    ['email a number', { email: 42 }, 'email', VALIDATION.type('string')],
    ['dataProtection false', { dataProtection: false }, 'dataProtection', OWN_TEXTS.privacyPolicyRequired],
    ['dataProtection missing', { dataProtection: undefined }, 'dataProtection', OWN_TEXTS.privacyPolicyRequired],
    ['dataProtection as a string', { dataProtection: 'true' }, 'dataProtection', OWN_TEXTS.privacyPolicyRequired],
    ['an unknown field', { subject: 'Hallo' }, 'subject', VALIDATION.extraField],
    ['branch not an id', { branch: 'wien' }, 'branch', OWN_TEXTS.contactBranchUnknown],
    ['branch with a line break', { branch: 'x\r\nBcc: a@b.at' }, 'branch', OWN_TEXTS.contactBranchUnknown],
    ['branch an object', { branch: { id: 'x' } }, 'branch', VALIDATION.type('string')],
  ])('%s is refused on its field', (_name, patch, field, message) => {
    const result = validateContactForm({ ...VALID, ...patch });
    expect(result.errors).toEqual([{ field, message }]);
    expect(result.isSpam).toBe(false);
  });

  it('reports every field of an empty form at once, in form order', () => {
    expect(validateContactForm({}).errors).toEqual([
      { field: 'lastName', message: OWN_TEXTS.lastNameRequired },
      { field: 'phone', message: OWN_TEXTS.phoneRequired },
      { field: 'comment', message: OWN_TEXTS.contactCommentRequired },
      { field: 'dataProtection', message: OWN_TEXTS.privacyPolicyRequired },
    ]);
  });

  it.each([null, [], 'text', 3])('refuses a body that is no object (%p)', (body) => {
    expect(validateContactForm(body).errors[0]).toEqual({ message: VALIDATION.type('object') });
  });

  it.each([
    ['a filled honeypot', 'https://spam.example', true],
    ['a honeypot of white space', '  ', false],
    ['an empty honeypot', '', false],
    ['a null honeypot', null, false],
    ['a honeypot that is no string', 1, true],
  ])('%s: spam = %s', (_name, website, spam) => {
    expect(validateContactForm({ ...VALID, website }).isSpam).toBe(spam);
  });

  it('decides spam only for otherwise valid input (a bot gets the same 422 as anyone)', () => {
    const result = validateContactForm({ ...VALID, phone: '', website: 'x' });
    expect(result.isSpam).toBe(false);
    expect(result.errors).toEqual([{ field: 'phone', message: OWN_TEXTS.phoneRequired }]);
  });
});

describe('contactFormFieldError (the browser form)', () => {
  it.each([
    ['lastName', '', OWN_TEXTS.lastNameRequired],
    ['lastName', 'Huber', null],
    ['firstName', undefined, null],
    ['email', 'anna@', OWN_TEXTS.emailInvalid],
    ['email', '', null],
    ['phone', '0664 1234567', null],
    ['comment', ' ', OWN_TEXTS.contactCommentRequired],
    ['dataProtection', false, OWN_TEXTS.privacyPolicyRequired],
    ['dataProtection', true, null],
  ] as const)('%s = %p -> %p', (field, value, message) => {
    expect(contactFormFieldError(field, value)).toBe(message);
  });

  it('has a rule for every field', () => {
    expect(CONTACT_FORM_FIELDS.map((f) => typeof contactFormFieldError(f, undefined))).toHaveLength(6);
  });
});

describe('isValidContactEmail and singleLine', () => {
  it.each([
    ['anna@example.at', true],
    ["o'brien!#@example.at", true],
    ['a@b.c', true],
    [`${'a'.repeat(250)}@b.at`, false],
    ['a b@example.at', false],
    ['"a"@example.at', false],
    ['a@-example.at', false],
    ['a@exa_mple.at', false],
    ['a@example.at\n', false],
  ])('%s -> %s', (email, valid) => {
    expect(isValidContactEmail(email)).toBe(valid);
  });

  it.each([
    ['a\r\nb', 'a b'],
    ['  a \u2028 b\u2029', 'a b'],
    ['a\u0000b', 'a b'],
  ])('%p -> %p', (input, output) => {
    expect(singleLine(input)).toBe(output);
  });
});
