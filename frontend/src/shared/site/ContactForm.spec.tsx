// Contact form (spec 2, 4, 5, 8): required fields, POST /api/custom/contact-form, 'Wird verarbeitet...'
// while pending (no way to close), 'Vielen Dank!' with the form cleared, 'Fehler' with the server's
// message or the spec's fallback, server field errors on their fields, the honeypot sent along.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MemoryRouter } from 'react-router';
import { stubFetch } from '../../test/test-fetch';
import { act, cleanup, fireEvent, render, screen, waitFor } from '../../test/render';
import { ContentContext } from './content-context';
import { ContactForm } from './ContactForm';

afterEach(cleanup);

function renderForm(preview = false) {
  render(
    <MemoryRouter>
      <ContentContext.Provider value={{ sites: [], branches: [], preview }}>
        <ContactForm />
      </ContentContext.Provider>
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}
const VALID = {
  Vorname: 'Anna',
  Nachname: 'Huber',
  'E-Mail': 'anna@example.at',
  Telefon: '0664 1234567',
  Nachricht: 'Torte für Samstag?',
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
const agree = () => fireEvent.click(screen.getByRole('checkbox'));

describe('ContactForm (spec 4 "Contact form")', () => {
  it('has the spec fields, an e-mail input, the privacy link and an unreachable honeypot', () => {
    renderForm();
    expect(field('E-Mail').type).toBe('email');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/datenschutz');
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // lastName, phone and comment carry the required mark (and aria-required); firstName and email do not.
    const required = [...document.querySelectorAll('.sf-form-item__label--required')].map((label) => label.textContent);
    expect(required.sort()).toEqual(['Nachname', 'Nachricht', 'Telefon']);
    expect(field('Telefon').getAttribute('aria-required')).toBe('true');
    expect(field('Vorname').getAttribute('aria-required')).toBeNull();
  });

  it('sends nothing while required fields are empty', async () => {
    const calls = stubFetch({});
    renderForm();
    submit();
    expect(await screen.findByText('Bitte geben Sie Ihren Nachnamen an.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihre Telefonnummer an.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows "Wird verarbeitet..." while pending, then "Vielen Dank!" and clears the form', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const calls: unknown[] = [];
    globalThis.fetch = jest.fn((_url: unknown, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)));
      return new Promise((resolve) => (answer = resolve));
    }) as unknown as typeof fetch;
    renderForm();
    fill(VALID);
    agree();
    submit();
    expect(await screen.findByText('Wird verarbeitet...')).toBeTruthy();
    // Closed except while pending: no close button, no back button yet.
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
    expect(screen.queryByRole('button', { name: /close|schließen/i })).toBeNull();
    expect(calls).toEqual([
      {
        firstName: 'Anna',
        lastName: 'Huber',
        email: 'anna@example.at',
        phone: '0664 1234567',
        comment: 'Torte für Samstag?',
        dataProtection: true,
        website: '',
      },
    ]);
    await act(async () => answer({ ok: true, status: 201, json: async () => ({ data: { id: 'c1' } }) }));
    expect(await screen.findByText('Vielen Dank!')).toBeTruthy();
    expect(screen.getByText('Wir melden uns in Kürze bei Ihnen.')).toBeTruthy();
    expect(field('Nachname').value).toBe('');
    expect(field('Nachricht').value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(screen.queryByText('Vielen Dank!')).toBeNull());
  });

  it('shows "Fehler" with the server message and marks the field the server names', async () => {
    stubFetch({
      'POST /api/custom/contact-form': {
        status: 422,
        body: { errors: [{ message: 'Bitte geben Sie eine gültige Telefonnummer an.', field: 'phone' }] },
      },
    });
    renderForm();
    fill(VALID);
    agree();
    submit();
    expect(await screen.findByText('Fehler')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie eine gültige Telefonnummer an.');
    // The form keeps its values and the phone field shows the message too.
    expect(field('Nachname').value).toBe('Huber');
    expect(field('Telefon').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field('Telefon').getAttribute('aria-describedby')!)!.textContent).toBe(
      'Bitte geben Sie eine gültige Telefonnummer an.',
    );
  });

  it('checks fields by the rule the API uses (domain) before sending', async () => {
    const calls = stubFetch({});
    renderForm();
    fill({ ...VALID, Telefon: '12', 'E-Mail': 'anna@', Nachricht: '   ' });
    agree();
    submit();
    expect(await screen.findByText('Bitte geben Sie eine gültige Telefonnummer an.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine Nachricht ein.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the spec fallback text when the server gives no message', async () => {
    stubFetch({ 'POST /api/custom/contact-form': { status: 429, body: null } });
    renderForm();
    fill(VALID);
    agree();
    submit();
    expect(await screen.findByText('Fehler')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Leider konnte das Formular nicht verarbeitet werden. Bitte prüfen Sie Ihre Eingaben oder kontaktieren Sie uns via E-Mail.',
    );
  });

  it('sends nothing in the back-office preview', () => {
    renderForm(true);
    expect((screen.getByRole('button', { name: 'Absenden' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
