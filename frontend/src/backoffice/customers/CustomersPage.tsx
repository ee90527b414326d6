// 'Kunden' (issue 21): customers built from orders (one per phone number / e-mail address), searchable
// by name, phone or e-mail. A customer opens in a drawer: contact, notes and allergies to edit, the
// order history, and for admins the GDPR export (JSON) and erase.
import { COUNTER_TEXTS, type CustomerView, formatDateTime, formatMoney, type OrderStatus } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Drawer, Grid, Input, Modal, Space, Spin, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { commandErrorMessage, resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { StatusTag } from '../orders/StatusTag';
import './customers.css';
import {
  type CustomerEdit,
  customerKeys,
  customerQueries,
  customersApi,
  downloadJson,
  PAGE_SIZE,
} from './customers-api';
import { CARDS_CLASS, cardColumns } from '../core/card-columns';

const name = (c: Pick<CustomerView, 'firstName' | 'lastName' | 'companyName'>) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || c.companyName || '–';

const EDIT_FIELDS: { key: keyof CustomerEdit; label: string; area?: boolean }[] = [
  { key: 'firstName', label: 'Vorname' },
  { key: 'lastName', label: 'Nachname' },
  { key: 'companyName', label: 'Firma' },
  { key: 'phone', label: 'Telefon' },
  { key: 'email', label: 'E-Mail' },
  { key: 'street', label: 'Straße' },
  { key: 'zipCode', label: 'PLZ' },
  { key: 'city', label: 'Ort' },
  { key: 'allergies', label: 'Allergien', area: true },
  { key: 'notes', label: 'Notizen', area: true },
];

const editOf = (c: CustomerView): CustomerEdit => ({
  firstName: c.firstName,
  lastName: c.lastName,
  companyName: c.companyName,
  phone: c.phone,
  email: c.email,
  street: c.street,
  zipCode: c.zipCode,
  city: c.city,
  notes: c.notes,
  allergies: c.allergies,
});

export function CustomersPage({ admin }: { admin: boolean }) {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<CustomerView | null>(null);
  const phone = Grid.useBreakpoint().md === false;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setTerm(search.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    document.title = 'Kunden - Backoffice';
  }, []);
  const list = useQuery(customerQueries.list(term, page));
  const rows = list.data?.items ?? [];

  return (
    <Card title={<h1 className="bo-page-title">Kunden</h1>}>
      <Input.Search
        aria-label="Kunden suchen"
        placeholder="Name, Telefon oder E-Mail"
        allowClear
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      {list.error ? (
        <LoadError
          message={resourceErrorMessage('customers', 'loadList', list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<CustomerView>
          className={CARDS_CLASS}
          rowKey="id"
          loading={list.isFetching}
          dataSource={rows}
          locale={{ emptyText: 'Keine Kunden' }}
          onRow={(c) => ({ onClick: () => setOpen(c), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={cardColumns<CustomerView>([
            {
              title: 'Name',
              key: 'name',
              render: (_: unknown, c) => (
                <button type="button" className="bo-link-button" onClick={() => setOpen(c)}>
                  {name(c)}
                </button>
              ),
            },
            { title: 'Telefon', dataIndex: 'phone' },
            // A phone shows name, number and count; the rest is in the drawer.
            ...(phone
              ? []
              : [
                  { title: 'E-Mail', dataIndex: 'email' },
                  {
                    title: 'Allergien',
                    key: 'allergies',
                    render: (_: unknown, c: CustomerView) =>
                      c.allergies ? <Tag color="orange">{c.allergies}</Tag> : null,
                  },
                ]),
            { title: 'Bestellungen', dataIndex: 'orderCount', align: 'right' as const },
            ...(phone
              ? []
              : [
                  {
                    title: 'Letzte Bestellung',
                    key: 'lastOrderAt',
                    render: (_: unknown, c: CustomerView) => (c.lastOrderAt ? formatDateTime(c.lastOrderAt) : '–'),
                  },
                ]),
          ])}
        />
      )}
      {open && (
        <CustomerDrawer
          key={open.id}
          customer={open}
          admin={admin}
          onClose={() => setOpen(null)}
          onChanged={(c) => setOpen(c)}
        />
      )}
    </Card>
  );
}

function CustomerDrawer({
  customer,
  admin,
  onClose,
  onChanged,
}: {
  customer: CustomerView;
  admin: boolean;
  onClose(): void;
  onChanged(customer: CustomerView): void;
}) {
  const client = useQueryClient();
  const { message } = App.useApp();
  // A phone gets the whole width; antd's 'large' (736 px) would hang off its left edge.
  const narrow = Grid.useBreakpoint().md === false;
  const [edit, setEdit] = useState(() => editOf(customer));
  const orders = useQuery(customerQueries.orders(customer.id));
  const save = useMutation({
    mutationFn: () => customersApi.update(customer.id, edit),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: customerKeys.all });
      onChanged(saved);
      void message.success('Kunde gespeichert.');
    },
  });
  const erase = useMutation({
    mutationFn: () => customersApi.erase(customer.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: customerKeys.all });
      void message.success(COUNTER_TEXTS.customerErased);
      onClose();
    },
  });
  const exportJson = useMutation({
    mutationFn: () => customersApi.export(customer.id),
    onSuccess: (data) => downloadJson(data, `kunde-${customer.id}.json`),
  });
  const actions = admin && (
    <Space wrap>
      <Button loading={exportJson.isPending} onClick={() => exportJson.mutate()}>
        Export (JSON)
      </Button>
      <Button danger loading={erase.isPending} onClick={confirmErase}>
        Daten löschen
      </Button>
    </Space>
  );
  function confirmErase() {
    Modal.confirm({
      title: 'Kunden löschen?',
      content: COUNTER_TEXTS.eraseConfirm,
      okText: 'Löschen',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      onOk: () => erase.mutateAsync(),
    });
  }
  return (
    <Drawer
      open
      title={name(customer)}
      onClose={onClose}
      size={narrow ? '100%' : 'large'}
      rootClassName="bo-customer-drawer"
      // On a phone the title needs the header's width: the admin actions move into the body.
      extra={!narrow && actions}
    >
      {narrow && actions && <div style={{ marginBottom: 16 }}>{actions}</div>}
      {(save.error || erase.error || exportJson.error) && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={commandErrorMessage(save.error ?? erase.error ?? exportJson.error, 'Aktion fehlgeschlagen.')}
        />
      )}
      <form
        className="bo-customer-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {EDIT_FIELDS.map((f) => (
          <label key={f.key} className={`bo-customer-field${f.area ? ' is-wide' : ''}`}>
            <span>{f.label}</span>
            {f.area ? (
              <Input.TextArea
                rows={3}
                value={edit[f.key]}
                onChange={(e) => setEdit({ ...edit, [f.key]: e.target.value })}
              />
            ) : (
              <Input value={edit[f.key]} onChange={(e) => setEdit({ ...edit, [f.key]: e.target.value })} />
            )}
          </label>
        ))}
        <div className="bo-customer-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Speichern
          </Button>
        </div>
      </form>
      <h2 className="bo-section-title" style={{ marginTop: 24 }}>
        Bestellungen ({customer.orderCount})
      </h2>
      {orders.error ? (
        <LoadError
          message={resourceErrorMessage('orders', 'loadList', orders.error)}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <Spin spinning={orders.isPending}>
          {orders.data?.length === 0 ? (
            <p>Noch keine Bestellungen</p>
          ) : (
            <ul className="bo-customer-orders" aria-label="Bestellungen des Kunden">
              {(orders.data ?? []).map((o) => (
                <li key={o.id}>
                  <div>
                    <a href={`#/orders/${o.id}`}>
                      #{o.ticketNumber} · {formatDateTime(o.createdAt)}
                    </a>
                    <div className="bo-customer-orders__items">
                      {o.items.map((i) => `${i.amount.toLocaleString('de-AT')} × ${i.name}`).join(', ')}
                    </div>
                  </div>
                  <Space orientation="vertical" align="end" size={2}>
                    <span>{formatMoney(o.totalGross)}</span>
                    <span>
                      <StatusTag status={o.status as OrderStatus} />
                      {o.channel === 'phone' && <Tag color="blue">{COUNTER_TEXTS.phoneOrder}</Tag>}
                    </span>
                  </Space>
                </li>
              ))}
            </ul>
          )}
        </Spin>
      )}
      <p className="bo-customer-hint">Alle Bestellungen mit dieser Telefonnummer oder E-Mail-Adresse.</p>
    </Drawer>
  );
}
