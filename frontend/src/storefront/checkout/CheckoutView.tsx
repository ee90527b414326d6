import {
  availableDates,
  CHECKOUT_TEXTS,
  closedNotice,
  contactRequirements,
  COUNTRIES,
  DONATION_AMOUNT,
  earliestAppointment,
  enabledPaymentMethods,
  formatMoney,
  hoursFor,
  isContactShown,
  isOrderableNow,
  minimumOrderMessage,
  noDeliveryNotice,
  normalisePhoneOnChange,
  normalisePhoneWhileTyping,
  OWN_TEXTS,
  phoneFormatHint,
  preorderNotice,
  STOREFRONT_TEXTS,
  submitLabel,
  timeSlots,
  timeWindows,
  totalsNotes,
  validateStep1,
  validateStep2,
  validateStep3,
  ORDER_LABELS,
  VOUCHER_PAYMENT_METHOD,
  zonedInstant,
  zonedParts,
  type FieldError,
  type OrderType,
  type PaymentMethod,
} from '@bestell/domain';
import { Alert, Button, Checkbox, DatePicker, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, type ApiErrorEntry } from '../../shared/api/client';
import type { PlacedOrder } from '@bestell/domain';
import type { UploadedFile } from '../../shared/api/orders';
import type { ApiBranch, ApiProduct, DiningTable, Donatee, ShopConfig } from '../../shared/api/types';
import { renderMarkdown } from '../../shared/ui/sanitize';
import { LineText } from '../cart/CartPanel';
import { CartTotals } from '../cart/CartTotals';
import { cartTotals, deliveryAreaOf, orderTypeOf, orderTypesOf } from '../cart/selectors';
import { cartStore, useCart } from '../cart/store';
import { checkoutForm, initialFields, orderPayload, type CheckoutFields } from './checkout-form';
import { DonationChooser } from './DonationChooser';
import { resolveUploads, UploadFailedError, type Uploader } from './resolve-uploads';
import { TimeStepper } from './TimeStepper';
import './checkout.css';

const FIELD_LABELS: Record<string, string> = {
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

export interface CheckoutApi {
  placeOrder(form: object, idempotencyKey: string): Promise<PlacedOrder>;
  upload: Uploader;
}

export interface CheckoutViewProps {
  branch: ApiBranch;
  config: ShopConfig;
  tables: DiningTable[];
  donatees: Donatee[];
  products: ReadonlyMap<string, ApiProduct>;
  now: Date;
  backPath: string;
  paymentFailed?: boolean;
  api: CheckoutApi;
  onPlaced(order: PlacedOrder): void;
}

const newKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function Section({ title, id, children, note }: { title: string; id: string; children: ReactNode; note?: string }) {
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

/**
 * Checkout (spec 2, 4, 5): order type, notices, table, contact, address, appointment, comment, cart,
 * totals, donation, payment, notification and acceptances, submit. Every rule comes from the domain.
 */
export function CheckoutView(props: CheckoutViewProps) {
  const { branch, config, tables, donatees, products, now, backPath, paymentFailed, api, onPlaced } = props;
  const tz = config.timezone;
  const currency = config.currency;
  const cart = useCart((state) => state.cart);
  const [fields, setFields] = useState<CheckoutFields>(() => initialFields(branch));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<ApiErrorEntry[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [overlay, setOverlay] = useState<'terms' | 'privacy' | 'donation' | null>(null);
  const uploadCache = useRef(new Map<string, UploadedFile>());
  const topRef = useRef<HTMLDivElement>(null);

  const orderType = orderTypeOf(cart);
  const types = orderTypesOf(branch);
  const area = orderType === 'delivery' ? deliveryAreaOf(cart, branch) : null;
  const requirements = contactRequirements(branch, orderType);
  const contactShown = isContactShown(branch, orderType);
  const branchTables = tables.filter((table) => !table.branch || table.branch.id === branch.id);
  const rules = useMemo(() => hoursFor(branch, orderType), [branch, orderType]);
  const minute = Math.floor(now.getTime() / 60_000);
  const earliest = useMemo(
    () =>
      earliestAppointment(
        cart.items.flatMap((line) => products.get(String(line.product.id)) ?? []),
        new Date(minute * 60_000),
        tz,
      ),
    [cart.items, products, minute, tz],
  );
  const slotOptions = useMemo(() => ({ now: new Date(minute * 60_000), tz, earliest }), [minute, tz, earliest]);
  const dates = useMemo(() => new Set(availableDates(rules, slotOptions)), [rules, slotOptions]);
  const appointment = cart.order.appointment ? zonedParts(cart.order.appointment, tz) : null;
  const [pickedDay, setPickedDay] = useState<string | null>(appointment?.date ?? null);
  const day = appointment?.date ?? pickedDay;
  const slots = useMemo(() => (day ? timeSlots(rules, day, slotOptions) : []), [rules, day, slotOptions]);
  const windows = useMemo(() => (day ? timeWindows(rules, day, slotOptions) : []), [rules, day, slotOptions]);

  const form = checkoutForm(fields, cart, area?.area ?? null);
  const context = slotOptions;
  const step1 = validateStep1(form, branch, context);
  const step2 = validateStep2(form, branch, context);
  const step3 = validateStep3(form, branch, context);
  const domainErrors = new Map<string, string>();
  for (const error of [...step2, ...step3])
    if (!domainErrors.has(error.field)) domainErrors.set(error.field, error.message);
  const serverFields = new Map(serverErrors.filter((e) => e.field).map((e) => [e.field!, e.message]));

  const totals = useMemo(() => cartTotals(cart, branch, products), [cart, branch, products]);
  const minimum = minimumOrderMessage(totals.minimumOrder, currency);
  const orderableNow = isOrderableNow(branch, orderType, now, tz);
  const isEmpty = cart.items.length === 0;
  const label = submitLabel({
    isQuotationRequired: branch.isQuotationRequired,
    isPreorderEnabled: branch.isPreorderEnabled,
    isOrderableNow: orderableNow,
    isCartEmpty: isEmpty,
    isSubmitting: submitting,
  });
  const closed = closedNotice(branch, now, tz);
  const noDelivery = orderType === 'delivery' ? noDeliveryNotice(branch, now, tz) : null;
  const preorder = preorderNotice(branch, orderType, now, tz);
  const allErrors: FieldError[] = [...step2, ...step3];
  const canSubmit = allErrors.length === 0 && totals.minimumOrder.reached && !!label && !submitting;
  const donationsEnabled = !!config.enablePluginDonations && donatees.length > 0;

  const set = <K extends keyof CheckoutFields>(key: K, value: CheckoutFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const touch = (name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  /** The message shown under a field: the server's for that field, else the domain's once touched. */
  const errorOf = (name: string) => serverFields.get(name) ?? (touched.has(name) ? domainErrors.get(name) : undefined);

  const textField = (
    name: keyof CheckoutFields & string,
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => {
    const error = errorOf(name);
    const id = `co-${name}`;
    return (
      <div className={`sf-field sf-co-field${error ? ' sf-co-field--error' : ''}`} key={name}>
        <label className="sf-field__label" htmlFor={id}>
          {FIELD_LABELS[name]}
          {options.required ? ' *' : ''}
        </label>
        <Input
          id={id}
          name={name}
          type={options.type}
          autoComplete={options.autoComplete}
          value={String(fields[name] ?? '')}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => set(name, event.target.value as never)}
          onBlur={() => touch(name)}
        />
        {error && (
          <p id={`${id}-error`} className="sf-co-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  const addressFields = (prefix: '' | 'delivery') => {
    const key = (name: string) => (prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name) as never;
    const countryKey = key('country') as keyof CheckoutFields & string;
    const countryError = errorOf(countryKey);
    return (
      <div className="sf-co-grid">
        {textField(key('street'), { required: true })}
        {textField(key('floor'))}
        {textField(key('stairway'))}
        {textField(key('door'))}
        {textField(key('zipCode'), { required: true })}
        {textField(key('city'), { required: true })}
        <div className="sf-field sf-co-field">
          <label className="sf-field__label" htmlFor={`co-${countryKey}`}>
            Land *
          </label>
          <Select
            id={`co-${countryKey}`}
            value={fields[countryKey] as string}
            status={countryError ? 'error' : undefined}
            options={COUNTRIES.map((country) => ({ value: country, label: country }))}
            onChange={(value: string) => set(countryKey, value as never)}
          />
        </div>
      </div>
    );
  };

  const setDay = (value: Dayjs | null) => {
    const date = value ? value.format('YYYY-MM-DD') : null;
    setPickedDay(date);
    touch('appointmentDate');
    if (!date) return cartStore.getState().setOrder({ appointment: null });
    const keep = appointment && timeSlots(rules, date, slotOptions).includes(appointment.time);
    cartStore
      .getState()
      .setOrder({ appointment: keep ? zonedInstant(date, appointment.time, tz).toISOString() : null });
  };
  const setTime = (time: string) => {
    touch('appointmentDate');
    if (!day) return cartStore.getState().setOrder({ appointment: null });
    cartStore.getState().setOrder({ appointment: zonedInstant(day, time, tz).toISOString() });
  };

  const submit = async () => {
    if (!canSubmit) return;
    setSubmitting(true);
    setServerErrors([]);
    // One key per submit attempt: a network retry of this request replays, a new click is a new attempt.
    const key = newKey();
    try {
      const items = [];
      for (const line of cart.items) {
        items.push({
          product: { id: line.product.id },
          amount: line.amount,
          unit: line.unit,
          parts: await resolveUploads(line.parts, api.upload, uploadCache.current),
        });
      }
      const placed = await api.placeOrder(orderPayload(fields, cart, branch.id, area?.area ?? null, items), key);
      onPlaced(placed);
    } catch (error) {
      const entries: ApiErrorEntry[] =
        error instanceof ApiError
          ? error.errors
          : [{ message: error instanceof UploadFailedError ? error.message : STOREFRONT_TEXTS.unknownError }];
      setServerErrors(entries);
      for (const entry of entries) if (entry.field) touch(entry.field);
      // Spec 4: failure shows the errors at the top and scrolls up.
      topRef.current?.focus();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } finally {
      setSubmitting(false);
    }
  };

  const legalLink = (kind: 'terms' | 'privacy', text: string) => {
    const markdown = kind === 'terms' ? config.termsAndConditionsText : config.privacyPolicyText;
    const url = kind === 'terms' ? config.termsAndConditions : config.privacyPolicy;
    if (markdown?.trim()) {
      return (
        <button type="button" className="sf-link-button" onClick={() => setOverlay(kind)}>
          {text}
        </button>
      );
    }
    const href = url?.trim() || (kind === 'terms' ? '/agb' : '/datenschutz');
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  };

  const checkbox = (name: 'legalInstructions' | 'privacyPolicy', children: ReactNode) => {
    const error = errorOf(name);
    return (
      <div className={`sf-co-check${error ? ' sf-co-field--error' : ''}`}>
        <Checkbox
          id={`co-${name}`}
          checked={fields[name]}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            set(name, event.target.checked);
            touch(name);
          }}
        >
          {children}
        </Checkbox>
        {error && <p className="sf-co-field__error">{error}</p>}
      </div>
    );
  };

  const phoneError = errorOf('phone');
  const phoneHint = phoneError ? null : phoneFormatHint(fields.phone);
  const step1Note = step1.length > 0 ? OWN_TEXTS.step1Invalid : undefined;
  const donatee = donatees.find((entry) => entry.id === fields.donatee) ?? null;

  return (
    <div className="sf-page sf-checkout">
      <div ref={topRef} tabIndex={-1} className="sf-co-top">
        <h1 className="sf-intro__title">{STOREFRONT_TEXTS.checkoutTitle}</h1>
        <p className="sf-store__meta">{branch.name}</p>
      </div>
      {paymentFailed && <Alert type="error" showIcon title={STOREFRONT_TEXTS.paymentFailed} className="sf-co-alert" />}
      {serverErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="sf-co-alert sf-co-server-errors"
          title={
            <ul>
              {serverErrors.map((entry, index) => (
                <li key={index}>{entry.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {isEmpty ? (
        <div className="sf-co-empty">
          <p>{CHECKOUT_TEXTS.emptyCart}</p>
          <Link to={backPath} className="sf-button">
            Zurück zum Shop
          </Link>
        </div>
      ) : (
        <>
          {(closed || noDelivery) && (
            <Alert
              className="sf-closed"
              type="warning"
              showIcon
              title={(closed ?? noDelivery)![0]}
              description={[...(closed ?? noDelivery)!.slice(1), ...(preorder ?? [])].join(' ') || undefined}
            />
          )}
          {!closed && !noDelivery && preorder && (
            <Alert className="sf-closed" type="info" showIcon title={preorder.join(' ')} />
          )}

          <Section title={STOREFRONT_TEXTS.deliveryType} id="co-type-title">
            <div className="sf-co-grid">
              {types.length > 0 && (
                <div className="sf-field">
                  <label className="sf-field__label" htmlFor="co-orderType">
                    {STOREFRONT_TEXTS.deliveryType}
                  </label>
                  <Select
                    id="co-orderType"
                    value={types.includes(orderType) ? orderType : types[0]}
                    options={types.map((type) => ({ value: type, label: ORDER_LABELS.orderTypeCustomer[type] }))}
                    onChange={(type: OrderType) => cartStore.getState().setOrderType(type)}
                  />
                </div>
              )}
              {orderType === 'delivery' && (branch.deliveryAreas?.length ?? 0) > 0 && (
                <div className="sf-field">
                  <label className="sf-field__label" htmlFor="co-deliveryArea">
                    {STOREFRONT_TEXTS.deliveryArea}
                  </label>
                  <Select
                    id="co-deliveryArea"
                    value={area?.area}
                    status={errorOf('deliveryArea') ? 'error' : undefined}
                    options={(branch.deliveryAreas ?? []).map((entry) => ({ value: entry.area, label: entry.area }))}
                    onChange={(value: string) => cartStore.getState().setDeliveryArea(value)}
                  />
                </div>
              )}
              {orderType === 'dineIn' && branch.isTableSelectionEnabled && (
                <div className={`sf-field${errorOf('table') ? ' sf-co-field--error' : ''}`}>
                  <label className="sf-field__label" htmlFor="co-table">
                    Tisch *
                  </label>
                  <Select
                    id="co-table"
                    value={fields.table ?? undefined}
                    placeholder="Tisch wählen"
                    status={errorOf('table') ? 'error' : undefined}
                    options={branchTables.map((table) => ({
                      value: table.identifier,
                      label: table.name || table.identifier,
                    }))}
                    onChange={(value: string) => {
                      set('table', value);
                      touch('table');
                    }}
                  />
                  {errorOf('table') && <p className="sf-co-field__error">{errorOf('table')}</p>}
                </div>
              )}
            </div>
          </Section>

          {contactShown && (
            <Section title="1. Kontaktdaten" id="co-contact-title">
              <Checkbox checked={fields.isCompany} onChange={(event) => set('isCompany', event.target.checked)}>
                Bestellung als Firma
              </Checkbox>
              <div className="sf-co-grid">
                {fields.isCompany && textField('companyName')}
                {textField('firstName', { required: true })}
                {textField('lastName', { required: true })}
                {textField('email', { required: requirements.email, type: 'email' })}
                <div className={`sf-field sf-co-field${phoneError ? ' sf-co-field--error' : ''}`}>
                  <label className="sf-field__label" htmlFor="co-phone">
                    Telefon{requirements.phone ? ' *' : ''}
                  </label>
                  <Input
                    id="co-phone"
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    value={fields.phone}
                    status={phoneError ? 'error' : phoneHint ? 'warning' : undefined}
                    aria-invalid={phoneError ? true : undefined}
                    aria-describedby="co-phone-message"
                    onChange={(event) => set('phone', normalisePhoneWhileTyping(event.target.value))}
                    onBlur={() => {
                      set('phone', normalisePhoneOnChange(fields.phone));
                      touch('phone');
                    }}
                  />
                  <p id="co-phone-message" className={phoneError ? 'sf-co-field__error' : 'sf-co-field__hint'}>
                    {phoneError ?? phoneHint ?? (config.enablePluginSMS ? 'Wir informieren Sie per SMS.' : '')}
                  </p>
                </div>
              </div>
            </Section>
          )}

          {requirements.address && (
            <Section title="Adresse" id="co-address-title">
              {addressFields('')}
              {orderType === 'delivery' && (
                <>
                  <Checkbox
                    checked={fields.isDeliveryAddressDifferent}
                    onChange={(event) => set('isDeliveryAddressDifferent', event.target.checked)}
                  >
                    Abweichende Lieferadresse
                  </Checkbox>
                  {fields.isDeliveryAddressDifferent && (
                    <div className="sf-co-grid">
                      {textField('deliveryFirstName')}
                      {textField('deliveryLastName')}
                      {addressFields('delivery')}
                    </div>
                  )}
                </>
              )}
            </Section>
          )}

          <Section title="Termin" id="co-appointment-title">
            <div className={`sf-co-grid${errorOf('appointmentDate') ? ' sf-co-field--error' : ''}`}>
              <div className="sf-field">
                <label className="sf-field__label" htmlFor="co-appointment-day">
                  Datum{branch.isAppointmentRequired ? ' *' : ''}
                </label>
                <DatePicker
                  id="co-appointment-day"
                  format="DD.MM.YYYY"
                  showWeek
                  value={day ? dayjs(day) : null}
                  status={errorOf('appointmentDate') ? 'error' : undefined}
                  disabledDate={(value) => !dates.has(value.format('YYYY-MM-DD'))}
                  onChange={setDay}
                  placeholder="Datum wählen"
                />
              </div>
              <div className="sf-field">
                <span className="sf-field__label" id="co-appointment-time-label">
                  Uhrzeit{branch.isAppointmentRequired ? ' *' : ''}
                </span>
                <TimeStepper
                  id="co-appointment-time"
                  labelledBy="co-appointment-time-label"
                  slots={slots}
                  windows={windows}
                  value={appointment && appointment.date === day ? appointment.time : null}
                  disabled={!day}
                  invalid={!!errorOf('appointmentDate')}
                  onChange={setTime}
                />
              </div>
            </div>
            {errorOf('appointmentDate') && <p className="sf-co-field__error">{errorOf('appointmentDate')}</p>}
          </Section>

          <Section title="Anmerkungen" id="co-comment-title">
            <label className="sf-field__label" htmlFor="co-comment">
              Anmerkungen und Allergien
            </label>
            <Input.TextArea
              id="co-comment"
              rows={3}
              maxLength={2000}
              value={cart.order.comment}
              onChange={(event) => cartStore.getState().setOrder({ comment: event.target.value })}
            />
          </Section>

          <Section title="Warenkorb" id="co-cart-title">
            <ul className="sf-cart__items sf-co-items">
              {cart.items.map((line) => (
                <li key={line.product.uid} className="sf-cart-line">
                  <LineText line={line} product={products.get(String(line.product.id))} currency={currency} />
                  <Button
                    size="small"
                    danger
                    type="text"
                    aria-label={`${line.product.name} entfernen`}
                    onClick={() => cartStore.getState().removeItem(line.product.uid)}
                  >
                    Entfernen
                  </Button>
                </li>
              ))}
            </ul>
            <CartTotals totals={totals} currency={currency} orderType={orderType} className="sf-co-totals">
              <div>
                <dt>Netto</dt>
                <dd>{formatMoney(totals.totalNet, currency)}</dd>
              </div>
              {Object.entries(totals.taxes).map(([rate, amount]) => (
                <div key={rate}>
                  <dt>USt. {rate} %</dt>
                  <dd>{formatMoney(amount, currency)}</dd>
                </div>
              ))}
            </CartTotals>
            {minimum && <Alert type="warning" showIcon title={minimum} className="sf-co-minimum" />}
            {totalsNotes(totals).map((note) => (
              <p key={note} className="sf-note">
                {note}
              </p>
            ))}
          </Section>

          {donationsEnabled && (
            <Section title="Spende" id="co-donation-title">
              <p className="sf-note">
                {donatee
                  ? `Wir spenden ${formatMoney(DONATION_AMOUNT, currency)} Ihrer Bestellung an: ${donatee.name}`
                  : `Wählen Sie eine Organisation, an die wir ${formatMoney(DONATION_AMOUNT, currency)} spenden.`}
              </p>
              <Button onClick={() => setOverlay('donation')}>Organisation wählen</Button>
            </Section>
          )}

          <Section title="2. Zahlungsart" id="co-payment-title" note={step1Note}>
            <Radio.Group
              aria-labelledby="co-payment-title"
              className="sf-co-radios"
              value={fields.paymentMethod}
              onChange={(event) => set('paymentMethod', event.target.value as PaymentMethod)}
              options={enabledPaymentMethods(branch).map((method) => ({
                value: method,
                label: ORDER_LABELS.paymentMethodCheckout[method],
              }))}
            />
            {fields.paymentMethod === VOUCHER_PAYMENT_METHOD && (
              <div className="sf-co-grid">{textField('voucherCode', { required: true, autoComplete: 'off' })}</div>
            )}
          </Section>

          <Section title="3. Abschluss" id="co-finish-title" note={step1Note}>
            <p className="sf-field__label" id="co-notification-label">
              Benachrichtigung
            </p>
            <Radio.Group
              aria-labelledby="co-notification-label"
              className="sf-co-radios"
              value={fields.notificationType}
              onChange={(event) => set('notificationType', event.target.value)}
              options={[
                { value: 'sms', label: 'SMS' },
                { value: 'email', label: 'E-Mail' },
              ]}
            />
            {checkbox('legalInstructions', <>Ich akzeptiere die {legalLink('terms', 'AGB')}.</>)}
            {checkbox(
              'privacyPolicy',
              <>Ich habe die {legalLink('privacy', 'Datenschutzerklärung')} gelesen und akzeptiere sie.</>,
            )}
          </Section>
        </>
      )}

      <div className="sf-co-actions">
        <Link to={backPath} className="sf-button sf-button--ghost">
          {STOREFRONT_TEXTS.back}
        </Link>
        {label && (
          <Button type="primary" size="large" disabled={!canSubmit} loading={submitting} onClick={() => void submit()}>
            {label}
          </Button>
        )}
      </div>
      {!isEmpty && minimum && <p className="sf-co-field__error sf-co-actions__note">{minimum}</p>}

      <Modal
        open={overlay === 'terms' || overlay === 'privacy'}
        title={overlay === 'terms' ? 'AGB' : 'Datenschutzerklärung'}
        onCancel={() => setOverlay(null)}
        footer={null}
        width={720}
      >
        <div
          className="sf-rich-text"
          dangerouslySetInnerHTML={{
            __html: renderMarkdown(overlay === 'terms' ? config.termsAndConditionsText : config.privacyPolicyText),
          }}
        />
      </Modal>
      {donationsEnabled && (
        <DonationChooser
          open={overlay === 'donation'}
          donatees={donatees}
          value={fields.donatee}
          onClose={() => setOverlay(null)}
          onChange={(id) => {
            set('donatee', id);
            setOverlay(null);
          }}
        />
      )}
    </div>
  );
}
