import type { OrderViewItem, StaffOrder } from '@bestell/domain';
import {
  formatDateTime,
  formatMoney,
  hasImagePreview,
  type PartOption,
  type PartSelection,
  paymentMethodLabel,
  orderStatusText,
  paymentStatusLabel,
  staffOrderTypeLabel,
  type UnitId,
  UNITS,
  type UploadRef,
  uploadUrl,
  VOUCHER_PAYMENT_METHOD,
  TEST_ORDER_TEXTS,
} from '@bestell/domain';
import { Button, Card, Descriptions, Space, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { resourceErrorMessage } from '../core/errors';
import { hashHref } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { PlainTable } from '../core/PlainTable';
import { OrderActions } from './OrderActions';
import { useOrder, useStoreOrder } from './order-queries';
import { ReceiptPreview } from './ReceiptPreview';
import { UploadThumb } from './UploadThumb';

export const isUpload = (v: unknown): v is UploadRef => typeof v === 'object' && v !== null && 'publicHash' in v;

function PartValue({ value }: { value: PartSelection }) {
  if (value === null || value === undefined || value === '') return <>–</>;
  if (typeof value === 'string') return <>{value}</>;
  const list = Array.isArray(value) ? value : [value];
  return (
    <Space wrap size={4}>
      {list.map((entry, i) => {
        if (isUpload(entry)) {
          const ref = {
            id: entry.id,
            version: entry.version ?? 0,
            extension: entry.extension ?? 'bin',
            publicHash: entry.publicHash!,
          };
          return hasImagePreview(entry.mimeType) ? (
            <UploadThumb key={i} upload={ref} label={`Bild ${i + 1}`} />
          ) : (
            <a key={i} href={uploadUrl(ref)} target="_blank" rel="noreferrer">
              Datei {i + 1}
            </a>
          );
        }
        const option = entry as PartOption;
        return <Tag key={i}>{option.name}</Tag>;
      })}
    </Space>
  );
}

export function OrderItems({ items }: { items: OrderViewItem[] }) {
  return (
    <PlainTable<OrderViewItem>
      rowKey={(i) => i.index}
      rows={items}
      columns={[
        {
          key: 'amount',
          title: 'Menge',
          render: (i) => `${Number(i.amount).toLocaleString('de-AT')} ${UNITS[i.unit as UnitId]?.label ?? i.unit}`,
        },
        {
          key: 'product',
          title: 'Produkt',
          render: (i) => (
            <>
              <strong>{i.product.name}</strong>
              {i.parts.map((part, index) =>
                part === null || part === undefined || part === '' ? null : (
                  <div key={index} className="bo-item-part">
                    {i.partNames?.[index] || `Schritt ${index + 1}`}: <PartValue value={part} />
                  </div>
                ),
              )}
            </>
          ),
        },
        { key: 'taxRate', title: 'Steuer', render: (i) => `${i.taxRate} %` },
        {
          key: 'total',
          title: 'Summe',
          align: 'right',
          render: (i) => (i.total === null ? '–' : formatMoney(i.total)),
        },
      ]}
    />
  );
}

export function OrderSummary({ order }: { order: StaffOrder }) {
  const name = [order.companyName, order.firstName, order.lastName].filter(Boolean).join(' ');
  const address = [order.street, [order.zipCode, order.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const payment = [
    order.paymentMethod ? paymentMethodLabel(order.paymentMethod, 'staff') : '–',
    order.isPaid ? 'bezahlt' : 'nicht bezahlt',
    // 'bezahlt · Status: bezahlt' would say the same thing twice.
    order.paymentStatus && !(order.isPaid && order.paymentStatus === 'paid')
      ? `Status: ${paymentStatusLabel(order.paymentStatus)}`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const rows: [string, ReactNode, boolean?][] = [
    ['Status', orderStatusText(order)],
    ['Bestellart', staffOrderTypeLabel(order)],
    ['Eingang', formatDateTime(order.createdAt)],
    ['Termin', order.appointment ? formatDateTime(order.appointment) : 'so bald wie möglich'],
    ['Terminvorschlag', order.counterAppointment ? formatDateTime(order.counterAppointment) : null],
    ['Tisch', order.tableIdentifier],
    ['Kunde', name || '–'],
    ['Kontakt', [order.phone, order.email].filter(Boolean).join(', ') || '–'],
    ['Adresse', order.isDelivery ? `${address}${order.deliveryArea ? ` (${order.deliveryArea})` : ''}` : null],
    ['Zahlung', payment],
    // Staff check the code on the customer's voucher against this one before redeeming it.
    ['Gutscheincode', order.paymentMethod === VOUCHER_PAYMENT_METHOD ? (order.paymentReference ?? '–') : null],
    ['Summe', formatMoney(order.totalGross, 'EUR', order.isApproximate ? 'ca.' : '')],
    ['Anmerkung', order.comment],
    ['Ablehnungsgrund', order.rejectionMessage],
  ];
  return (
    <Descriptions
      size="small"
      bordered
      // One column where the frontdesk's detail pane is narrow (lg), or labels and values break mid-word.
      column={{ xs: 1, sm: 1, md: 2, lg: 1, xl: 2, xxl: 2 }}
      items={rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, children]) => ({ key: label, label, children }))}
    />
  );
}

export function OrderDetailPage({ id }: { id: string }) {
  const order = useOrder(id);
  const store = useStoreOrder();
  const title = (
    <h1 className="bo-page-title">
      Bestellung{' '}
      {order.data?.isTest
        ? `#${TEST_ORDER_TEXTS.marker}`
        : order.data?.ticketNumber
          ? `#${order.data.ticketNumber}`
          : ''}
    </h1>
  );
  if (order.error)
    return (
      <Card title={title}>
        <LoadError
          message={resourceErrorMessage('orders', 'loadItem', order.error)}
          onRetry={() => void order.refetch()}
        />
      </Card>
    );
  if (!order.data) return <Spin />;
  const current = order.data;
  return (
    <Card title={title} extra={<Button href={hashHref('/orders')}>Zur Bestellliste</Button>}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <OrderActions order={current} onResult={store} />
        <OrderSummary order={current} />
        <OrderItems items={current.items} />
        <ReceiptPreview order={current} />
      </Space>
    </Card>
  );
}
