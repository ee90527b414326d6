// One day's slots of a branch as customers and the frontdesk see them (issue 21; full slots in red).
import { CAPACITY_TEXTS, DEFAULT_TIMEZONE, type OrderType, type SlotView, zonedParts } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Segmented, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useInit } from '../../shared/api/init';
import { capacityQueries } from './capacity-api';
import { NoWrap, TYPE_OPTIONS } from './capacity-parts';

export function PreviewCard({ branchId }: { branchId: string }) {
  const [orderType, setOrderType] = useState<OrderType>('takeaway');
  const [date, setDate] = useState<Dayjs>(() => dayjs());
  const day = date.format('YYYY-MM-DD');
  const slots = useQuery(capacityQueries.slots(branchId, orderType, day));
  const tz = useInit().data?.config.timezone ?? DEFAULT_TIMEZONE;
  const time = (iso: string) => zonedParts(iso, tz).time;
  const left = (v: number | null) => (v === null ? '–' : v);

  return (
    <Card
      title="Auslastung"
      extra={
        <Space wrap>
          <Segmented<OrderType> options={TYPE_OPTIONS} value={orderType} onChange={setOrderType} />
          <DatePicker value={date} onChange={(d) => d && setDate(d)} format="DD.MM.YYYY" allowClear={false} />
        </Space>
      }
    >
      {slots.data?.notice && <p className="bo-capacity-notice">{slots.data.notice}</p>}
      {slots.data && (
        <p>
          Vorlaufzeit jetzt: {slots.data.leadMinutes} Min.{slots.data.paused ? ' · Online-Bestellungen pausiert' : ''}
        </p>
      )}
      <Table<SlotView>
        rowKey="start"
        size="small"
        scroll={{ x: true }}
        loading={slots.isPending}
        dataSource={slots.data?.slots ?? []}
        pagination={false}
        locale={{ emptyText: 'An diesem Tag gilt keine Regel.' }}
        rowClassName={(s) => (s.full ? 'bo-capacity-full' : '')}
        columns={[
          {
            title: 'Zeitfenster',
            key: 'slot',
            render: (_: unknown, s) => <NoWrap>{`${time(s.start)} – ${time(s.end)}`}</NoWrap>,
          },
          { title: 'Bestellungen frei', key: 'orders', render: (_: unknown, s) => left(s.remaining.orders) },
          { title: 'Artikel frei', key: 'items', render: (_: unknown, s) => left(s.remaining.items) },
          { title: 'Minuten frei', key: 'minutes', render: (_: unknown, s) => left(s.remaining.minutes) },
          {
            title: 'Status',
            key: 'full',
            render: (_: unknown, s) =>
              s.full ? <Tag color="red">{CAPACITY_TEXTS.full}</Tag> : <Tag color="green">frei</Tag>,
          },
        ]}
      />
    </Card>
  );
}
