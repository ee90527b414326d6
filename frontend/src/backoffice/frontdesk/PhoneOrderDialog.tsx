// 'Neue Bestellung' at the frontdesk (issue 21): a phone order entered by staff. Customer found by phone
// or name (customers built from earlier orders) or typed in, order type and slot (a full slot in red,
// bookable by staff), items through the storefront's own item dialog, payment and confirmation. The
// order goes through POST /api/counter/orders: the web order's command, outbox and tickets.
import {
  COUNTER_TEXTS,
  type CustomerView,
  DEFAULT_TIMEZONE,
  deliveryAreaForZip,
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
import { Alert, Button, Col, Input, Modal, Radio, Row, Select, Space, Spin, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { apiCall } from '../../shared/api/typed';
import { useInit } from '../../shared/api/init';
import type { ApiBranch, ApiProduct } from '../../shared/api/types';
import { cartTotals, orderTypesOf, productSnapshot } from '../../shared/cart/selectors';
import type { CartLine } from '../../shared/cart/store';
import { ItemDialog, type ItemDialogResult } from '../../shared/menu/ItemDialog';
import { menuGroups } from '../../shared/menu/menu-groups';
// The item dialog's look (scoped .sf-* classes only; no global rules in this file).
import '../../shared/shop-ui/storefront.css';
import { LOGIN_PATH } from '../core/api';
import './phone-order.css';
import { PhoneCustomerSection } from './PhoneCustomerSection';
import { PhoneItemsSection } from './PhoneItemsSection';
import { PhoneTimeSection } from './PhoneTimeSection';
import {
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
  const tz = data?.config.timezone ?? DEFAULT_TIMEZONE;
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
  const addItem = ({ amount, unit, parts }: ItemDialogResult) => {
    if (!item) return;
    const line: CartLine = { product: { ...productSnapshot(item.product), uid: newKey() }, amount, unit, parts };
    patch({ lines: [...draft.lines, line] });
    setItem(null);
  };
  // The customer's zip code picks the area, as the server prices it (issue 40); the select is a fallback.
  const zipArea = branch && draft.orderType === 'delivery' ? deliveryAreaForZip(branch, draft.customer.zipCode) : null;
  const priced = zipArea ? { ...draft, deliveryArea: zipArea.area } : draft;
  const totals = branch && draft.lines.length ? cartTotals(draftCart(priced), branch, products) : null;

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
            <PhoneCustomerSection
              search={search}
              onSearch={setSearch}
              term={term}
              matches={customers.data}
              searching={customers.isFetching}
              onPick={pick}
              found={found}
              customer={draft.customer}
              delivery={draft.orderType === 'delivery'}
              fieldError={fieldError}
              setCustomer={setCustomer}
            />
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
                  value={priced.deliveryArea ?? undefined}
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
            <PhoneTimeSection
              day={day}
              time={time}
              plainTime={plainTime}
              slots={slots}
              appointment={draft.appointment}
              tz={tz}
              onDay={setDay}
              setPlainTime={setPlainTime}
              patch={patch}
              fieldError={fieldError}
            />
          </Col>
          <Col xs={24} md={12}>
            <PhoneItemsSection
              groups={groups}
              currency={currency}
              lines={draft.lines}
              totals={totals}
              onChoose={setItem}
              onRemove={(uid) => patch({ lines: draft.lines.filter((l) => l.product.uid !== uid) })}
            />
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
