// 'Neue Bestellung' at the frontdesk (issue 21): a phone order entered by staff. Customer found by phone
// or name (customers built from earlier orders) or typed in, order type and slot (a full slot in red,
// bookable by staff), items through the storefront's own item dialog, payment and confirmation. The
// order goes through POST /api/counter/orders: the web order's command, outbox and tickets.
import {
  COUNTER_TEXTS,
  type CustomerView,
  formatMoney,
  formatTime,
  ORDER_LABELS,
  type OrderType,
  PHONE_CONFIRMATION_LABELS,
  PHONE_CONFIRMATIONS,
  PHONE_PAYMENT_LABELS,
  type PhoneConfirmation,
  type PhonePayment,
  phonePaymentsOf,
  type SlotAvailability,
  type StaffOrder,
  zonedInstant,
  zonedParts,
} from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Col, Input, Modal, Radio, Row, Select, Space, Spin, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { apiCall } from '../../shared/api/typed';
import { useInit } from '../../shared/api/init';
import type { ApiBranch, ApiProduct } from '../../shared/api/types';
import { cartTotals, orderTypesOf, productSnapshot } from '../../storefront/cart/selectors';
import type { CartLine } from '../../storefront/cart/store';
import { ItemDialog, type ItemDialogResult } from '../../storefront/store/ItemDialog';
import { menuGroups } from '../../storefront/store/menu-groups';
// The item dialog's look (scoped .sf-* classes only; no global rules in this file).
import '../../storefront/storefront.css';
import { LOGIN_PATH } from '../core/api';
import './phone-order.css';
import {
  chooseSlot,
  customerFromView,
  draftCart,
  emptyCustomer,
  type CounterOrderBody,
  type PhoneCustomer,
  phoneOrderBody,
  type PhoneOrderDraft,
} from './phone-order';

const newKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setCurrent(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return current;
}

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

export interface PhoneOrderDialogProps {
  /** The frontdesk's branch; without it (back office) staff choose one of their branches. */
  branchId?: string;
  onClose(): void;
  onPlaced(order: StaffOrder): void;
}

/** Rendered only while open: every opening starts empty with a fresh Idempotency-Key. */
export function PhoneOrderDialog({ branchId: fixedBranch, onClose, onPlaced }: PhoneOrderDialogProps) {
  const init = useInit();
  const data = init.data;
  // Who is signed in, asked fresh: the init data may date from before the login (same page, 4 h cache).
  const session = useQuery({
    queryKey: ['counter', 'me'],
    queryFn: () =>
      apiCall('get', '/api/users/me', {}).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }),
    staleTime: 0,
    retry: false,
  });
  const me = session.data ?? null;
  const tz = data?.config.timezone ?? 'Europe/Vienna';
  const currency = data?.config.currency ?? 'EUR';
  const branches = useMemo(() => {
    const all = (data?.branches ?? []) as ApiBranch[];
    if (fixedBranch) return all.filter((b) => b.id === fixedBranch);
    const mine = me?.roles.includes('ROLE_ADMIN') ? null : new Set(me?.branches.map((b) => b.id) ?? []);
    return all.filter((b) => !mine || mine.has(b.id));
  }, [data, fixedBranch, me]);
  const [branchId, setBranchId] = useState<string | undefined>(fixedBranch);
  const branch = branches.find((b) => b.id === (branchId ?? branches[0]?.id)) ?? null;

  const [now] = useState(() => new Date());
  const products = useMemo(() => new Map((data?.products ?? []).map((p) => [p.id, p])), [data]);
  const groups = useMemo(
    () => (branch && data ? menuGroups(branch, data.menus, data.categories, products, now, tz) : []),
    [branch, data, products, now, tz],
  );
  const types = branch ? orderTypesOf(branch) : [];
  const payments = branch ? phonePaymentsOf(branch) : [];

  const [draft, setDraft] = useState<PhoneOrderDraft>(() => ({
    customer: emptyCustomer(),
    orderType: 'takeaway',
    appointment: null,
    overrideCapacity: false,
    lines: [],
    payment: 'cash',
    confirmation: 'none',
    comment: '',
    deliveryArea: null,
    table: null,
  }));
  const patch = (p: Partial<PhoneOrderDraft>) => setDraft((d) => ({ ...d, ...p }));
  const setCustomer = (p: Partial<PhoneCustomer>) => setDraft((d) => ({ ...d, customer: { ...d.customer, ...p } }));
  const [found, setFound] = useState<CustomerView | null>(null);
  const [item, setItem] = useState<{ product: ApiProduct; available: boolean } | null>(null);
  const [errors, setErrors] = useState<{ message: string; field?: string }[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const key = useRef(newKey());

  // The first offered type and payment of the branch once it is known.
  useEffect(() => {
    if (!branch) return;
    setDraft((d) => ({
      ...d,
      orderType: types.includes(d.orderType) ? d.orderType : (types[0] ?? 'takeaway'),
      payment: payments.includes(d.payment) ? d.payment : (payments[0] ?? 'cash'),
    }));
    // types and payments derive from the branch: its id stands for them.
  }, [branch?.id]);

  // --- customer search ---------------------------------------------------------------------------
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 250);
  const customers = useQuery({
    queryKey: ['customers', 'search', term],
    queryFn: ({ signal }): Promise<CustomerView[]> =>
      apiCall('get', '/api/customers', { query: { search: term, limit: 8 }, signal }),
    enabled: term.length >= 2 && !!me,
    retry: false,
  });
  const pick = (id: string) => {
    const customer = customers.data?.find((c) => c.id === id);
    if (!customer) return;
    setFound(customer);
    setCustomer(customerFromView(customer));
    setSearch('');
  };

  // --- slots -------------------------------------------------------------------------------------
  const [day, setDay] = useState(() => zonedParts(now, tz).date);
  const [time, setTime] = useState('');
  const slots = useQuery({
    queryKey: ['slots', branch?.id, draft.orderType, day],
    queryFn: ({ signal }): Promise<SlotAvailability> =>
      apiCall('get', '/api/branches/{branchId}/slots', {
        path: { branchId: branch!.id },
        query: { orderType: draft.orderType, date: day },
        signal,
      }),
    enabled: !!branch,
    retry: false,
  });
  // Without the capacity module's answer, or a branch without capacity rules (no slots), the time is typed in.
  const plainTime = slots.isError || (slots.isSuccess && slots.data.slots.length === 0);
  const setPlainTime = (date: string, value: string) => {
    setTime(value);
    patch({ appointment: value ? zonedInstant(date, value, tz).toISOString() : null, overrideCapacity: false });
  };

  // --- items -------------------------------------------------------------------------------------
  const productOptions = groups.map((group) => ({
    label: group.category.name,
    options: group.products.map(({ product, available }) => ({
      value: product.id,
      label: `${product.name}${product.isPriceHidden ? '' : ` · ${formatMoney(product.price, currency)}`}`,
      disabled: !available,
    })),
  }));
  const addItem = ({ amount, unit, parts }: ItemDialogResult) => {
    if (!item) return;
    const line: CartLine = { product: { ...productSnapshot(item.product), uid: newKey() }, amount, unit, parts };
    patch({ lines: [...draft.lines, line] });
    setItem(null);
  };
  const totals = branch && draft.lines.length ? cartTotals(draftCart(draft), branch, products) : null;

  const submit = async () => {
    if (!branch) return;
    setSubmitting(true);
    setErrors([]);
    try {
      const order: StaffOrder = await apiCall('post', '/api/counter/orders', {
        body: phoneOrderBody(draft, branch.id) as CounterOrderBody,
        headers: { 'Idempotency-Key': key.current },
      });
      onPlaced(order);
    } catch (error) {
      // A refused order stores nothing: the same key may be sent again after a correction.
      setErrors(error instanceof ApiError ? error.errors : [{ message: String(error) }]);
    } finally {
      setSubmitting(false);
    }
  };
  const fieldError = (field: string) => errors.find((e) => e.field === field)?.message;

  const loginNeeded = session.isSuccess && !me;
  return (
    <Modal
      open
      title={<h2 className="bo-section-title">{COUNTER_TEXTS.newOrder}</h2>}
      onCancel={onClose}
      width={980}
      // Near the top on a tablet: the 768 px screen keeps room for the slots and the footer.
      style={{ top: 24 }}
      className="bo-phone-order"
      // The item dialog (a native <dialog>) opens above; antd must not pull the focus back into the modal.
      focusable={{ trap: false }}
      footer={
        <Space wrap>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button
            type="primary"
            size="large"
            loading={submitting}
            disabled={!branch || draft.lines.length === 0 || loginNeeded}
            onClick={() => void submit()}
          >
            Bestellung anlegen
          </Button>
        </Space>
      }
    >
      {init.status === 'pending' || session.isPending ? (
        <Spin aria-label="Wird geladen" />
      ) : loginNeeded ? (
        <Alert
          type="warning"
          showIcon
          title={COUNTER_TEXTS.loginRequired}
          action={<Button href={LOGIN_PATH}>Anmelden</Button>}
        />
      ) : (
        <Row gutter={[24, 16]}>
          <Col xs={24} md={12}>
            {!fixedBranch && branches.length > 1 && (
              <section className="bo-phone-order__section">
                <label className="bo-phone-order__label" htmlFor="bo-phone-branch">
                  Filiale
                </label>
                <Select
                  id="bo-phone-branch"
                  style={{ width: '100%' }}
                  value={branch?.id}
                  options={branches.map((b) => ({ value: b.id, label: b.name }))}
                  onChange={(id: string) => {
                    setBranchId(id);
                    patch({ lines: [], appointment: null, overrideCapacity: false });
                  }}
                />
              </section>
            )}
            <section className="bo-phone-order__section" aria-labelledby="bo-phone-customer">
              <h3 id="bo-phone-customer" className="bo-phone-order__heading">
                Kunde
              </h3>
              <AutoComplete
                style={{ width: '100%' }}
                value={search}
                onChange={setSearch}
                onSelect={(id: string) => pick(id)}
                options={(customers.data ?? []).map((c) => ({
                  value: c.id,
                  label: `${[c.firstName, c.lastName].filter(Boolean).join(' ') || c.companyName || '–'} · ${
                    c.phone || c.email
                  }`,
                }))}
                notFoundContent={
                  customers.isFetching ? <Spin size="small" /> : term.length >= 2 ? 'Kein Kunde gefunden' : null
                }
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
                {CUSTOMER_FIELDS.filter((f) => !f.delivery || draft.orderType === 'delivery').map((f) => (
                  <label key={f.key} className="bo-phone-order__field">
                    <span>{f.label}</span>
                    <Input
                      type={f.type}
                      value={draft.customer[f.key]}
                      status={fieldError(f.key) ? 'error' : undefined}
                      onChange={(e) => setCustomer({ [f.key]: e.target.value })}
                    />
                  </label>
                ))}
              </div>
            </section>
            <section className="bo-phone-order__section" aria-labelledby="bo-phone-type">
              <h3 id="bo-phone-type" className="bo-phone-order__heading">
                Bestellart
              </h3>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                value={draft.orderType}
                onChange={(e) =>
                  patch({ orderType: e.target.value as OrderType, appointment: null, overrideCapacity: false })
                }
                options={types.map((t) => ({ value: t, label: ORDER_LABELS.orderTypeStaff[t] }))}
              />
              {draft.orderType === 'delivery' && (branch?.deliveryAreas ?? []).length > 0 && (
                <Select
                  aria-label="Liefergebiet"
                  placeholder="Liefergebiet"
                  style={{ width: '100%', marginTop: 8 }}
                  value={draft.deliveryArea ?? undefined}
                  status={fieldError('deliveryArea') ? 'error' : undefined}
                  options={(branch?.deliveryAreas ?? []).map((a) => ({ value: a.area, label: a.area }))}
                  onChange={(area: string) => patch({ deliveryArea: area })}
                />
              )}
              {draft.orderType === 'dineIn' && (
                <label className="bo-phone-order__field" style={{ marginTop: 8 }}>
                  <span>Tisch</span>
                  <Input value={draft.table ?? ''} onChange={(e) => patch({ table: e.target.value || null })} />
                </label>
              )}
            </section>
            <section className="bo-phone-order__section" aria-labelledby="bo-phone-time">
              <h3 id="bo-phone-time" className="bo-phone-order__heading">
                Zeit
              </h3>
              <Space wrap>
                <Input
                  type="date"
                  aria-label="Tag"
                  value={day}
                  onChange={(e) => {
                    setDay(e.target.value);
                    if (plainTime) setPlainTime(e.target.value, time);
                    else patch({ appointment: null, overrideCapacity: false });
                  }}
                />
                {plainTime && (
                  <Input
                    type="time"
                    aria-label="Uhrzeit"
                    value={time}
                    onChange={(e) => setPlainTime(day, e.target.value)}
                  />
                )}
              </Space>
              {plainTime ? (
                <p className="bo-phone-order__hint">
                  {slots.isError ? `${COUNTER_TEXTS.slotsUnavailable} ` : ''}Ohne Uhrzeit: so bald wie möglich.
                </p>
              ) : slots.isPending ? (
                <Spin size="small" aria-label="Zeitfenster werden geladen" />
              ) : (
                <div className="bo-phone-order__slots" role="group" aria-label="Zeitfenster">
                  <Button
                    type={draft.appointment === null ? 'primary' : 'default'}
                    onClick={() => patch({ appointment: null, overrideCapacity: false })}
                  >
                    Sofort
                  </Button>
                  {slots.data?.slots.map((slot) => {
                    const chosen = draft.appointment === slot.start;
                    return (
                      <Button
                        key={slot.start}
                        danger={slot.full}
                        type={chosen ? 'primary' : 'default'}
                        aria-pressed={chosen}
                        className={slot.full ? 'bo-slot is-full' : 'bo-slot'}
                        title={slot.full ? 'Voll: wird trotzdem angenommen' : undefined}
                        onClick={() => patch(chooseSlot(slot))}
                      >
                        {formatTime(slot.start, tz)}
                        {slot.full ? ` · ${COUNTER_TEXTS.slotFull}` : ''}
                      </Button>
                    );
                  })}
                  {slots.data?.notice && <p className="bo-phone-order__hint">{slots.data.notice}</p>}
                </div>
              )}
              {fieldError('appointmentDate') && (
                <p className="bo-phone-order__error">{fieldError('appointmentDate')}</p>
              )}
            </section>
          </Col>
          <Col xs={24} md={12}>
            <section className="bo-phone-order__section" aria-labelledby="bo-phone-items">
              <h3 id="bo-phone-items" className="bo-phone-order__heading">
                Artikel
              </h3>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                aria-label="Artikel hinzufügen"
                placeholder="Artikel hinzufügen"
                style={{ width: '100%' }}
                value={null}
                options={productOptions}
                onChange={(id: string) => {
                  const entry = groups.flatMap((g) => g.products).find((p) => p.product.id === id);
                  if (entry) setItem(entry);
                }}
              />
              {draft.lines.length > 0 && (
                <ul className="bo-phone-order__lines" aria-label="Artikel der Bestellung">
                  {draft.lines.map((line) => (
                    <li key={line.product.uid}>
                      <span>
                        {line.amount.toLocaleString('de-AT')} × {line.product.name}
                      </span>
                      <Button
                        size="small"
                        aria-label={`${line.product.name} entfernen`}
                        onClick={() => patch({ lines: draft.lines.filter((l) => l.product.uid !== line.product.uid) })}
                      >
                        Entfernen
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {totals && (
                <p className="bo-phone-order__total">
                  Summe <strong>{formatMoney(totals.totalGross, currency, totals.isApproximate ? 'ca.' : '')}</strong>
                </p>
              )}
            </section>
            <section className="bo-phone-order__section" aria-labelledby="bo-phone-payment">
              <h3 id="bo-phone-payment" className="bo-phone-order__heading">
                Zahlung
              </h3>
              <Radio.Group
                value={draft.payment}
                onChange={(e) => patch({ payment: e.target.value as PhonePayment })}
                options={payments.map((p) => ({ value: p, label: PHONE_PAYMENT_LABELS[p] }))}
              />
            </section>
            <section className="bo-phone-order__section" aria-labelledby="bo-phone-confirmation">
              <h3 id="bo-phone-confirmation" className="bo-phone-order__heading">
                Bestätigung an den Kunden
              </h3>
              <Radio.Group
                value={draft.confirmation}
                onChange={(e) => patch({ confirmation: e.target.value as PhoneConfirmation })}
                options={PHONE_CONFIRMATIONS.map((c) => ({ value: c, label: PHONE_CONFIRMATION_LABELS[c] }))}
              />
            </section>
            <section className="bo-phone-order__section">
              <label className="bo-phone-order__field">
                <span>Kommentar</span>
                <Input.TextArea
                  rows={2}
                  maxLength={2000}
                  value={draft.comment}
                  onChange={(e) => patch({ comment: e.target.value })}
                />
              </label>
            </section>
            {draft.overrideCapacity && (
              <Tag color="red" className="bo-phone-order__override">
                Zeitfenster voll: wird trotzdem angenommen
              </Tag>
            )}
          </Col>
        </Row>
      )}
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 16 }}
          title="Die Bestellung wurde nicht angelegt."
          description={
            <ul className="bo-phone-order__errors">
              {errors.map((e, i) => (
                <li key={i}>{e.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {item && (
        <ItemDialog
          product={item.product}
          available={item.available}
          currency={currency}
          onAdd={addItem}
          onClose={() => setItem(null)}
        />
      )}
    </Modal>
  );
}
