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
import { Button, Checkbox, Form, Input, Modal, Spin, type FormRule } from 'antd';
import { useRef, useState } from 'react';
import { readCookie } from '../../../shared/api/client';
import { useContent } from './content-context';

type Values = Omit<ContactFormInput, 'website'>;
type Outcome = { state: 'pending' } | { state: 'success' } | { state: 'error'; message: string } | null;

/** The server's rule for one field (domain), so the browser refuses exactly what the API would. */
const rule = (field: ContactFormField, required = false): FormRule => ({
  required,
  validator: (_, value) => {
    const message = contactFormFieldError(field, value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

interface ServerError {
  message?: string;
  field?: string;
}

/** Sends the form; resolves with the server's error list (empty on success). */
async function sendContactForm(
  body: ContactFormInput,
): Promise<{ ok: boolean; errors: ServerError[]; message?: string }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = readCookie('XSRF-TOKEN');
  if (token) headers['X-XSRF-TOKEN'] = token;
  let response: Response;
  try {
    response = await fetch('/api/custom/contact-form', {
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
  const { preview } = useContent();
  const [form] = Form.useForm<Values>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const pending = outcome?.state === 'pending';

  const submit = async (values: Values) => {
    if (preview) return;
    setOutcome({ state: 'pending' });
    const result = await sendContactForm({
      firstName: values.firstName?.trim() || null,
      lastName: values.lastName.trim(),
      email: values.email?.trim() || null,
      phone: values.phone.trim(),
      comment: values.comment.trim(),
      dataProtection: !!values.dataProtection,
      website: honeypot.current?.value ?? '',
    });
    if (result.ok) {
      form.resetFields();
      if (honeypot.current) honeypot.current.value = '';
      setOutcome({ state: 'success' });
      return;
    }
    const fieldErrors = result.errors.filter(
      (error): error is Required<ServerError> =>
        !!error.message && (CONTACT_FORM_FIELDS as readonly (string | undefined)[]).includes(error.field),
    );
    if (fieldErrors.length) {
      form.setFields(fieldErrors.map((error) => ({ name: error.field as keyof Values, errors: [error.message] })));
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
      <Form<Values>
        form={form}
        layout="vertical"
        className="sf-contact-form"
        aria-label="Kontaktformular"
        requiredMark
        onFinish={(values) => void submit(values)}
      >
        <div className="sf-contact-form__row">
          <Form.Item name="firstName" label="Vorname" rules={[rule('firstName')]}>
            <Input autoComplete="given-name" maxLength={CONTACT_FORM_MAX.firstName} />
          </Form.Item>
          <Form.Item name="lastName" label="Nachname" rules={[rule('lastName', true)]}>
            <Input autoComplete="family-name" maxLength={CONTACT_FORM_MAX.lastName} />
          </Form.Item>
        </div>
        <div className="sf-contact-form__row">
          <Form.Item name="email" label="E-Mail" rules={[rule('email')]}>
            <Input type="email" autoComplete="email" maxLength={CONTACT_FORM_MAX.email} />
          </Form.Item>
          <Form.Item name="phone" label="Telefon" rules={[rule('phone', true)]}>
            <Input type="tel" autoComplete="tel" maxLength={CONTACT_FORM_MAX.phone} />
          </Form.Item>
        </div>
        <Form.Item name="comment" label="Nachricht" rules={[rule('comment', true)]}>
          <Input.TextArea rows={5} maxLength={CONTACT_FORM_MAX.comment} />
        </Form.Item>
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
        <Form.Item name="dataProtection" valuePropName="checked" rules={[rule('dataProtection')]}>
          <Checkbox>
            Ich habe die{' '}
            <a href="/datenschutz" target="_blank" rel="noopener">
              Datenschutzerklärung
            </a>{' '}
            gelesen und stimme der Verarbeitung meiner Daten zu.
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={preview || pending}>
          Absenden
        </Button>
      </Form>
      <Modal
        open={outcome !== null}
        title={
          outcome?.state === 'success'
            ? STOREFRONT_TEXTS.contactFormSuccessTitle
            : outcome?.state === 'error'
              ? STOREFRONT_TEXTS.contactFormErrorTitle
              : undefined
        }
        closable={!pending}
        mask={{ closable: !pending }}
        keyboard={!pending}
        onCancel={close}
        destroyOnHidden
        footer={
          pending ? null : (
            <Button type="primary" onClick={close}>
              {STOREFRONT_TEXTS.back}
            </Button>
          )
        }
      >
        {outcome?.state === 'pending' && (
          <div className="sf-contact-form__pending" role="status">
            <Spin />
            <p>{STOREFRONT_TEXTS.contactFormPending}</p>
          </div>
        )}
        {outcome?.state === 'success' && <p role="status">{STOREFRONT_TEXTS.contactFormSuccessText}</p>}
        {outcome?.state === 'error' && <p role="alert">{outcome.message}</p>}
      </Modal>
    </>
  );
}
