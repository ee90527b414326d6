// The contact form of the `form` block (spec 2, 4, 5): POST /api/custom/contact-form, a result overlay
// ('Wird verarbeitet...', 'Vielen Dank!' with the form cleared, or 'Fehler' plus the server's message)
// that only closes once the request is done, and a honeypot field bots fill and people never see.
import {
  CONTACT_FORM_FIELDS,
  CONTACT_FORM_HONEYPOT,
  CONTACT_FORM_MAX,
  contactFormFieldError,
  type ContactFormField,
  type ContactFormInput,
  STOREFRONT_TEXTS,
} from '@bestell/domain';
import { useId, useRef, useState, type ReactNode } from 'react';
import { readCookie } from '../api/client';
import type { ApiBody, PathsWith } from '../api/typed';
import { Spinner } from '../shop-ui/Alert';
import { Button } from '../shop-ui/Button';
import { Dialog } from '../shop-ui/Dialog';
import { Checkbox, Input, TextArea } from '../shop-ui/fields';
import { useContent } from './content-context';

type Outcome = { state: 'pending' } | { state: 'success' } | { state: 'error'; message: string } | null;

type Values = { [K in Exclude<ContactFormField, 'dataProtection'>]: string } & { dataProtection: boolean };
type Errors = Partial<Record<ContactFormField, string>>;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', comment: '', dataProtection: false };

/** The server's rule for one field (domain), so the browser refuses exactly what the API would. */
const check = (field: ContactFormField, value: unknown) => contactFormFieldError(field, value) ?? undefined;

/** Label, control and the field's own error below it (German texts from the domain). */
function FormItem({
  label,
  required,
  error,
  children,
}: {
  label?: string;
  required?: boolean;
  error?: string;
  children(props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }): ReactNode;
}) {
  const id = useId();
  return (
    <div className={`sf-form-item${error ? ' sf-form-item--error' : ''}`}>
      {label && (
        <label htmlFor={id} className={`sf-form-item__label${required ? ' sf-form-item__label--required' : ''}`}>
          {label}
        </label>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="sf-form-item__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface ServerError {
  message?: string;
  field?: string;
}

// A raw fetch: a refusal resolves with the server's list (and `message`) instead of apiRequest's ApiError,
// and the answer's data is not read. Path and body are typed by the OpenAPI document (issue 22).
const CONTACT_FORM_URL = '/api/custom/contact-form' satisfies PathsWith<'post'>;
type ContactFormBody = ContactFormInput & ApiBody<typeof CONTACT_FORM_URL, 'post'>;

/** Sends the form; resolves with the server's error list (empty on success). */
async function sendContactForm(
  body: ContactFormBody,
): Promise<{ ok: boolean; errors: ServerError[]; message?: string }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = readCookie('XSRF-TOKEN');
  if (token) headers['X-XSRF-TOKEN'] = token;
  let response: Response;
  try {
    response = await fetch(CONTACT_FORM_URL, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, errors: [{ message: STOREFRONT_TEXTS.offline }] };
  }
  if (response.ok) return { ok: true, errors: [] };
  const payload = (await response.json().catch(() => null)) as { errors?: ServerError[]; message?: string } | null;
  return { ok: false, errors: Array.isArray(payload?.errors) ? payload.errors : [], message: payload?.message };
}

export function ContactForm() {
  const { preview, serverRendered } = useContent();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const pending = outcome?.state === 'pending';

  // A field is checked when it is left, and again on every change once it showed an error (or after submit).
  const validate = (field: ContactFormField, value: unknown) =>
    setErrors((current) => ({ ...current, [field]: check(field, value) }));
  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) validate(field, value);
  };
  const text = (field: Exclude<ContactFormField, 'dataProtection'>) => ({
    name: field,
    value: values[field],
    maxLength: CONTACT_FORM_MAX[field],
    'aria-required': field === 'lastName' || field === 'phone' || field === 'comment' || undefined,
    status: errors[field] ? ('error' as const) : undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => validate(field, values[field]),
  });

  const submit = async () => {
    if (preview) return;
    const found: Errors = {};
    for (const field of CONTACT_FORM_FIELDS) found[field] = check(field, values[field]);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setOutcome({ state: 'pending' });
    const result = await sendContactForm({
      firstName: values.firstName.trim() || null,
      lastName: values.lastName.trim(),
      email: values.email.trim() || null,
      phone: values.phone.trim(),
      comment: values.comment.trim(),
      dataProtection: values.dataProtection,
      website: honeypot.current?.value ?? '',
    });
    if (result.ok) {
      setValues(EMPTY);
      setErrors({});
      if (honeypot.current) honeypot.current.value = '';
      setOutcome({ state: 'success' });
      return;
    }
    const fieldErrors = result.errors.filter(
      (error): error is Required<ServerError> =>
        !!error.message && (CONTACT_FORM_FIELDS as readonly (string | undefined)[]).includes(error.field),
    );
    if (fieldErrors.length) {
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(fieldErrors.map((error) => [error.field, error.message])),
      }));
    }
    setOutcome({
      state: 'error',
      message: result.errors[0]?.message || result.message || STOREFRONT_TEXTS.contactFormError,
    });
  };

  const close = () => {
    if (!pending) setOutcome(null);
  };

  return (
    <>
      <form
        className="sf-contact-form"
        aria-label="Kontaktformular"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {/* The server's copy in the loading shell is disabled: React's form replaces it, and what a visitor
            typed into the copy would be lost. */}
        <fieldset className="sf-contact-form__fields" disabled={serverRendered}>
          <div className="sf-contact-form__row">
            <FormItem label="Vorname" error={errors.firstName}>
              {(props) => <Input {...props} {...text('firstName')} autoComplete="given-name" />}
            </FormItem>
            <FormItem label="Nachname" required error={errors.lastName}>
              {(props) => <Input {...props} {...text('lastName')} autoComplete="family-name" />}
            </FormItem>
          </div>
          <div className="sf-contact-form__row">
            <FormItem label="E-Mail" error={errors.email}>
              {(props) => <Input {...props} {...text('email')} type="email" autoComplete="email" />}
            </FormItem>
            <FormItem label="Telefon" required error={errors.phone}>
              {(props) => <Input {...props} {...text('phone')} type="tel" autoComplete="tel" />}
            </FormItem>
          </div>
          <FormItem label="Nachricht" required error={errors.comment}>
            {(props) => <TextArea {...props} {...text('comment')} rows={5} />}
          </FormItem>
          {/* Honeypot: off-screen and out of the tab order; people leave it empty, form-filling bots do not. */}
          <div className="sf-contact-form__trap" aria-hidden="true">
            <label>
              Website
              <input
                ref={honeypot}
                type="text"
                name={CONTACT_FORM_HONEYPOT}
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </label>
          </div>
          <FormItem error={errors.dataProtection}>
            {(props) => (
              <Checkbox
                {...props}
                name="dataProtection"
                checked={values.dataProtection}
                onChange={(event) => {
                  change('dataProtection', event.target.checked);
                  validate('dataProtection', event.target.checked);
                }}
              >
                Ich habe die{' '}
                <a href="/datenschutz" target="_blank" rel="noopener">
                  Datenschutzerklärung
                </a>{' '}
                gelesen und stimme der Verarbeitung meiner Daten zu.
              </Checkbox>
            )}
          </FormItem>
          <Button variant="primary" htmlType="submit" disabled={preview || pending}>
            Absenden
          </Button>
        </fieldset>
      </form>
      {outcome !== null && (
        <Dialog
          title={
            outcome.state === 'success'
              ? STOREFRONT_TEXTS.contactFormSuccessTitle
              : outcome.state === 'error'
                ? STOREFRONT_TEXTS.contactFormErrorTitle
                : undefined
          }
          label={STOREFRONT_TEXTS.contactFormPending}
          closable={!pending}
          onClose={close}
          footer={
            pending ? null : (
              <Button variant="primary" onClick={close}>
                {STOREFRONT_TEXTS.back}
              </Button>
            )
          }
        >
          {outcome.state === 'pending' && (
            <div className="sf-contact-form__pending" role="status">
              <Spinner small />
              <p>{STOREFRONT_TEXTS.contactFormPending}</p>
            </div>
          )}
          {outcome.state === 'success' && <p role="status">{STOREFRONT_TEXTS.contactFormSuccessText}</p>}
          {outcome.state === 'error' && <p role="alert">{outcome.message}</p>}
        </Dialog>
      )}
    </>
  );
}
