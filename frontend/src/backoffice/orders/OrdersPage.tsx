import type { StaffOrder } from '@bestell/domain';
import { formatDateTime, formatMoney, OWN_TEXTS, type OrderStatus, TEST_ORDER_TEXTS } from '@bestell/domain';
import { Button, Card, DatePicker, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { resourceErrorMessage } from '../core/errors';
import { hashHref } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { useOptions } from '../resources/resource-queries';
import { useOrderHistory } from './order-queries';
import { StatusTag } from './StatusTag';
import type { HistoryFilter } from './orders-api';
import { CARDS_CLASS, cardColumns } from '../core/card-columns';

const STATUS_OPTIONS = (Object.keys(OWN_TEXTS.orderStatus) as OrderStatus[]).map((value) => ({
  value,
  label: OWN_TEXTS.orderStatus[value],
}));

/** Orders history (GET /api/orders) with date range, branch and status filters and server paging. */
export function OrdersPage() {
  const branches = useOptions('branches');
  const [filter, setFilter] = useState<HistoryFilter>({ page: 1, limit: 25 });
  const page = useOrderHistory(filter);
  const branchName = (id: string) => branches.find((b) => b.value === id)?.label ?? '';
  const change = (patch: Partial<HistoryFilter>) => setFilter((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));

  return (
    <Card title={<h1 className="bo-page-title">Bestellungen</h1>}>
      <Space wrap style={{ marginBottom: 16 }}>
        {/* antd's pickers in German (TT.MM.JJJJ); a native date field follows the browser's UI language. */}
        <DatePicker
          aria-label="Von Datum"
          placeholder="Von"
          format="DD.MM.YYYY"
          onChange={(date) => change({ from: date ? date.format('YYYY-MM-DD') : undefined })}
          style={{ width: 160 }}
        />
        <DatePicker
          aria-label="Bis Datum"
          placeholder="Bis"
          format="DD.MM.YYYY"
          onChange={(date) => change({ to: date ? date.format('YYYY-MM-DD') : undefined })}
          style={{ width: 160 }}
        />
        <Select
          allowClear
          placeholder="Alle Filialen"
          aria-label="Filiale"
          options={branches}
          style={{ width: 200 }}
          onChange={(branch: string | undefined) => change({ branch })}
        />
        <Select
          allowClear
          placeholder="Alle Status"
          aria-label="Status"
          options={STATUS_OPTIONS}
          style={{ width: 220 }}
          onChange={(status: OrderStatus | undefined) => change({ status })}
        />
      </Space>
      {page.error ? (
        <LoadError
          message={resourceErrorMessage('orders', 'loadList', page.error)}
          onRetry={() => void page.refetch()}
        />
      ) : (
        <Table<StaffOrder>
          className={CARDS_CLASS}
          rowKey="id"
          loading={page.isFetching}
          dataSource={page.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: filter.page,
            pageSize: filter.limit,
            total: page.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [25, 50, 100],
            onChange: (p, limit) => setFilter((f) => ({ ...f, page: p, limit })),
          }}
          columns={cardColumns<StaffOrder>([
            {
              title: 'Nr.',
              dataIndex: 'ticketNumber',
              render: (n, o) => (o.isTest ? TEST_ORDER_TEXTS.marker : (n ?? '–')),
            },
            { title: 'Eingang', dataIndex: 'createdAt', render: (d: string) => formatDateTime(d) },
            { title: 'Filiale', key: 'branch', render: (_: unknown, o) => branchName(o.branch.id) },
            {
              title: 'Kunde',
              key: 'customer',
              render: (_: unknown, o) => [o.companyName, o.firstName, o.lastName].filter(Boolean).join(' '),
            },
            { title: 'Status', dataIndex: 'status', render: (s: OrderStatus) => <StatusTag status={s} /> },
            {
              title: 'Summe',
              dataIndex: 'totalGross',
              align: 'right',
              render: (t: string, o) => formatMoney(t, 'EUR', o.isApproximate ? 'ca.' : ''),
            },
            {
              title: '',
              key: 'open',
              render: (_: unknown, o) => (
                <Button size="small" href={hashHref(`/orders/${o.id}`)}>
                  Öffnen
                </Button>
              ),
            },
          ])}
        />
      )}
    </Card>
  );
}
