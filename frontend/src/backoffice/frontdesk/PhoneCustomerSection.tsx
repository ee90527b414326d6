// The phone order's customer (issue 21): found by phone or name (customers built from earlier orders),
// their allergies and notes shown, or typed in; the delivery address only for deliveries.
import type { CustomerView } from '@bestell/domain';
import { Alert, AutoComplete, Input, Spin } from 'antd';
import type { PhoneCustomer } from './phone-order';

const CUSTOMER_FIELDS: { key: keyof PhoneCustomer; label: string; delivery?: boolean; type?: string }[] = [
  { key: 'firstName', label: 'Vorname' },
  { key: 'lastName', label: 'Nachname' },
  { key: 'phone', label: 'Telefon', type: 'tel' },
  { key: 'email', label: 'E-Mail', type: 'email' },
  { key: 'companyName', label: 'Firma' },
  { key: 'street', label: 'Straße', delivery: true },
  { key: 'zipCode', label: 'PLZ', delivery: true },
  { key: 'city', label: 'Ort', delivery: true },
];

export interface PhoneCustomerSectionProps {
  search: string;
  onSearch(value: string): void;
  /** The debounced search term the matches were asked for. */
  term: string;
  matches: CustomerView[] | undefined;
  searching: boolean;
  onPick(id: string): void;
  found: CustomerView | null;
  customer: PhoneCustomer;
  delivery: boolean;
  fieldError(field: string): string | undefined;
  setCustomer(patch: Partial<PhoneCustomer>): void;
}

export function PhoneCustomerSection(props: PhoneCustomerSectionProps) {
  const { search, onSearch, term, matches, searching, onPick, found, customer, delivery, fieldError } = props;
  return (
    <section className="bo-phone-order__section" aria-labelledby="bo-phone-customer">
      <h3 id="bo-phone-customer" className="bo-phone-order__heading">
        Kunde
      </h3>
      <AutoComplete
        style={{ width: '100%' }}
        value={search}
        onChange={onSearch}
        onSelect={(id: string) => onPick(id)}
        options={(matches ?? []).map((c) => ({
          value: c.id,
          label: `${[c.firstName, c.lastName].filter(Boolean).join(' ') || c.companyName || '–'} · ${
            c.phone || c.email
          }`,
        }))}
        notFoundContent={searching ? <Spin size="small" /> : term.length >= 2 ? 'Kein Kunde gefunden' : null}
      >
        <Input.Search aria-label="Kunde suchen (Telefon oder Name)" placeholder="Telefon oder Name suchen" />
      </AutoComplete>
      {found && (found.allergies || found.notes) && (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          title={found.allergies ? `Allergien: ${found.allergies}` : 'Notiz'}
          description={found.notes || undefined}
        />
      )}
      <div className="bo-phone-order__fields">
        {CUSTOMER_FIELDS.filter((f) => !f.delivery || delivery).map((f) => (
          <label key={f.key} className="bo-phone-order__field">
            <span>{f.label}</span>
            <Input
              type={f.type}
              value={customer[f.key]}
              status={fieldError(f.key) ? 'error' : undefined}
              onChange={(e) => props.setCustomer({ [f.key]: e.target.value })}
            />
          </label>
        ))}
      </div>
    </section>
  );
}
