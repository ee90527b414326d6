// The checkout's building blocks: a titled section, a labelled text field with its error, the
// address block (customer or delivery address) and an acceptance checkbox.
import { COUNTRIES } from '@bestell/domain';
import type { ReactNode } from 'react';
import type { CheckoutFields } from './checkout-form';
import type { FieldAccess } from './use-checkout';
import { Checkbox, Input, Select } from '../../shared/shop-ui/fields';

// Keyed by the form's own field list (CheckoutFields), so a renamed or misspelt field fails to compile.
const FIELD_LABELS: Partial<Record<keyof CheckoutFields, string>> = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  phone: 'Telefon',
  email: 'E-Mail',
  companyName: 'Firmenname',
  street: 'Straße und Hausnummer',
  floor: 'Stock',
  stairway: 'Stiege',
  door: 'Tür',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  deliveryCompanyName: 'Firmenname',
  deliveryFirstName: 'Vorname',
  deliveryLastName: 'Nachname',
  deliveryStreet: 'Straße und Hausnummer',
  deliveryFloor: 'Stock',
  deliveryStairway: 'Stiege',
  deliveryDoor: 'Tür',
  deliveryZipCode: 'PLZ',
  deliveryCity: 'Ort',
  deliveryCountry: 'Land',
  voucherCode: 'Gutscheincode',
};

type FieldName = keyof CheckoutFields & string;

export function Section({
  title,
  id,
  children,
  note,
}: {
  title: string;
  id: string;
  children: ReactNode;
  note?: string;
}) {
  return (
    <section className="sf-co-section" aria-labelledby={id}>
      <h2 id={id} className="sf-co-section__title">
        {title}
      </h2>
      {note && <p className="sf-note sf-co-section__note">{note}</p>}
      {children}
    </section>
  );
}

export function TextField({
  access,
  name,
  required,
  type,
  autoComplete,
  hint,
}: {
  access: FieldAccess;
  name: FieldName;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  /** Shown under the field while it has no error (e.g. the zip code's delivery area). */
  hint?: string | null;
}) {
  const error = access.errorOf(name);
  const id = `co-${name}`;
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`sf-field sf-co-field${error ? ' sf-co-field--error' : ''}`}>
      <label className="sf-field__label" htmlFor={id}>
        {FIELD_LABELS[name]}
        {required ? ' *' : ''}
      </label>
      <Input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={String(access.fields[name] ?? '')}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => access.set(name, event.target.value as never)}
        onBlur={() => access.touch(name)}
      />
      {error && (
        <p id={`${id}-error`} className="sf-co-field__error">
          {error}
        </p>
      )}
      {!error && hint && (
        <p id={`${id}-hint`} className="sf-co-field__hint sf-co-zip-area" role="status">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Street to country, for the customer's address ('') or the different delivery address. */
export function AddressFields({
  access,
  prefix,
  zipHint,
}: {
  access: FieldAccess;
  prefix: '' | 'delivery';
  /** The delivery area the typed zip code lies in, with fee and minimum (issue 40). */
  zipHint?: string | null;
}) {
  const key = (name: string) => (prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name) as FieldName;
  const countryKey = key('country');
  const countryError = access.errorOf(countryKey);
  return (
    <div className="sf-co-grid">
      <TextField access={access} name={key('street')} required />
      <TextField access={access} name={key('floor')} />
      <TextField access={access} name={key('stairway')} />
      <TextField access={access} name={key('door')} />
      <TextField access={access} name={key('zipCode')} required hint={zipHint} />
      <TextField access={access} name={key('city')} required />
      <div className="sf-field sf-co-field">
        <label className="sf-field__label" htmlFor={`co-${countryKey}`}>
          Land *
        </label>
        <Select
          id={`co-${countryKey}`}
          value={access.fields[countryKey] as string}
          status={countryError ? 'error' : undefined}
          options={COUNTRIES.map((country) => ({ value: country, label: country }))}
          onChange={(value) => access.set(countryKey, value as never)}
        />
      </div>
    </div>
  );
}

export function AcceptCheckbox({
  access,
  name,
  missing = false,
  children,
}: {
  access: FieldAccess;
  name: 'legalInstructions' | 'privacyPolicy';
  /** The text to accept is not set up: the box cannot be ticked (issue 37 item 3). */
  missing?: boolean;
  children: ReactNode;
}) {
  const error = access.errorOf(name);
  return (
    <div className={`sf-co-check${error ? ' sf-co-field--error' : ''}`}>
      <Checkbox
        id={`co-${name}`}
        disabled={missing}
        checked={!missing && access.fields[name]}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          access.set(name, event.target.checked);
          access.touch(name);
        }}
      >
        {children}
      </Checkbox>
      {missing && <p className="sf-co-field__error">{LEGAL_MISSING}</p>}
      {error && <p className="sf-co-field__error">{error}</p>}
    </div>
  );
}

const LEGAL_MISSING = 'Dieser Text ist noch nicht hinterlegt. Eine Bestellung ist derzeit nicht möglich.';
