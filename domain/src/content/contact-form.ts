// The contact form's rule (issue 15 item 5, spec 2 "Content pages", spec 5): the API validates
// POST /api/custom/contact-form with it and the storefront form runs the same checks per field.
import { OWN_TEXTS } from '../messages/own-texts.js';
import { VALIDATION } from '../messages/server.js';
import { foldHeaderText } from '../text/mail-header.js';

/** The fields a visitor fills, in form order (spec 7). */
export const CONTACT_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'comment', 'dataProtection'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/** The hidden field people never see: bots that fill every input fill it too. */
export const CONTACT_FORM_HONEYPOT = 'website';

/**
 * Optional: the id of the branch the message is for (issue 36). Staff of that branch read it and its
 * mail goes to the branch's address; without it only admins read it and the shop's inbox gets the mail.
 */
export const CONTACT_FORM_BRANCH = 'branch';

/** Longest accepted value per text field (the form's maxLength uses the same numbers). */
export const CONTACT_FORM_MAX = { firstName: 100, lastName: 100, email: 254, phone: 40, comment: 5000 } as const;

/** A submission as it is stored and mailed: trimmed, single-line fields on one line. */
export interface ContactFormValue {
  firstName: string | null;
  lastName: string;
  email: string | null;
  phone: string;
  comment: string;
  /** The branch the message is for (checked to exist by the server), or null. */
  branchId: string | null;
}

/** A German message and, unless the whole body is wrong, the field it belongs to. */
export interface ContactFormError {
  field?: string;
  message: string;
}

export interface ContactFormCheck {
  /** Meaningful only when `errors` is empty. */
  value: ContactFormValue;
  errors: ContactFormError[];
  /** The honeypot was filled: answer as if stored, but store and mail nothing. */
  isSpam: boolean;
}

// The browser's own check of <input type="email"> (WHATWG HTML): no spaces, quotes, commas or angle
// brackets, so an accepted address is always one bare address, safe for a Reply-To header.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
// Same characters as a phone_link (validate.ts), with at least three digits.
const PHONE = /^\+?[0-9 ()/.-]{3,40}$/;

/** One valid e-mail address as the browser's type="email" accepts it (and at most 254 characters). */
export function isValidContactEmail(value: string): boolean {
  return value.length <= CONTACT_FORM_MAX.email && EMAIL.test(value);
}

/**
 * Names, e-mail and phone are one line: any run of white space or control characters (CR, LF, NEL,
 * U+2028 ...) becomes one space, so nothing a visitor types can start a new line in a mail header.
 */
export const singleLine = (value: string): string => foldHeaderText(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The optional branch id: absent, null or blank is none; anything but one uuid is refused. */
function branchRule(input: unknown): { value: string | null; message?: string } {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === ''))
    return { value: null };
  if (typeof input !== 'string') return { value: null, message: VALIDATION.type('string') };
  const value = input.trim().toLowerCase();
  return UUID.test(value) ? { value } : { value: null, message: OWN_TEXTS.contactBranchUnknown };
}

/** The comment keeps its line breaks (as \n); other control characters go. */
const multiLine = (value: string): string =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();

type Rule = (value: unknown) => { value: string | null; message?: string };

const text =
  (
    field: Exclude<ContactFormField, 'dataProtection'>,
    required: string | null,
    check?: (v: string) => string | null,
  ): Rule =>
  (input) => {
    if (input === undefined || input === null) return required ? { value: null, message: required } : { value: null };
    if (typeof input !== 'string') return { value: null, message: VALIDATION.type('string') };
    const value = field === 'comment' ? multiLine(input) : singleLine(input);
    if (!value) return required ? { value: null, message: required } : { value: null };
    if (value.length > CONTACT_FORM_MAX[field])
      return { value: null, message: VALIDATION.tooLong(CONTACT_FORM_MAX[field]) };
    const message = check?.(value) ?? undefined;
    return message ? { value: null, message } : { value };
  };

const RULES: Record<ContactFormField, Rule> = {
  firstName: text('firstName', null),
  lastName: text('lastName', OWN_TEXTS.lastNameRequired),
  email: text('email', null, (v) => (isValidContactEmail(v) ? null : OWN_TEXTS.emailInvalid)),
  phone: text('phone', OWN_TEXTS.phoneRequired, (v) =>
    PHONE.test(v) && v.replace(/\D/g, '').length >= 3 ? null : OWN_TEXTS.contentPhoneInvalid,
  ),
  comment: text('comment', OWN_TEXTS.contactCommentRequired),
  // Spec 2: the visitor agrees to the privacy policy (/datenschutz); only a real `true` counts.
  dataProtection: (input) =>
    input === true ? { value: null } : { value: null, message: OWN_TEXTS.privacyPolicyRequired },
};

/** The message for one field's value, or null when it is fine (the browser form's validators). */
export function contactFormFieldError(field: ContactFormField, value: unknown): string | null {
  return RULES[field](value).message ?? null;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Checks a submitted body: one German error per field (field names as sent), unknown keys refused
 * like every other API input. `isSpam` is only decided for otherwise valid input, so a bot gets exactly
 * the answer the same input without the honeypot would get.
 */
export function validateContactForm(input: unknown): ContactFormCheck {
  const errors: ContactFormError[] = [];
  const body = isObject(input) ? input : {};
  if (!isObject(input)) errors.push({ message: VALIDATION.type('object') });
  for (const key of Object.keys(body)) {
    if (
      key !== CONTACT_FORM_HONEYPOT &&
      key !== CONTACT_FORM_BRANCH &&
      !(CONTACT_FORM_FIELDS as readonly string[]).includes(key)
    )
      errors.push({ field: key, message: VALIDATION.extraField });
  }
  const values: Partial<Record<ContactFormField, string | null>> = {};
  for (const field of CONTACT_FORM_FIELDS) {
    const { value, message } = RULES[field](body[field]);
    if (message) errors.push({ field, message });
    values[field] = value;
  }
  const branch = branchRule(body[CONTACT_FORM_BRANCH]);
  if (branch.message) errors.push({ field: CONTACT_FORM_BRANCH, message: branch.message });
  const trap = body[CONTACT_FORM_HONEYPOT];
  const isSpam = trap !== undefined && trap !== null && !(typeof trap === 'string' && trap.trim() === '');
  return {
    value: {
      firstName: values.firstName ?? null,
      lastName: values.lastName ?? '',
      email: values.email ?? null,
      phone: values.phone ?? '',
      comment: values.comment ?? '',
      branchId: branch.value,
    },
    errors,
    isSpam: errors.length === 0 && isSpam,
  };
}
