// 'Angebote' (issue 21 item 4): quotation requests of the staff member's branches, newest first; a row
// opens the quote editor. A table on wider screens, a list of cards on a phone.
import type { QuoteListRow } from '@bestell/domain';
import { formatMoney } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Grid, List, Table } from 'antd';
import dayjs from 'dayjs';
import { commandErrorMessage } from '../core/errors';
import { useGo } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { QuoteStateTag } from './QuoteStateTag';
import { quoteQueries } from './quotes-api';
import { CARDS_CLASS, cardColumns } from '../core/card-columns';

const LOAD_ERROR = 'Die Angebote konnten nicht geladen werden.';
const when = (iso: string | null) => (iso ? dayjs(iso).format('DD.MM.YYYY HH:mm') : '–');

export default function QuotesPage() {
  const quotes = useQuery(quoteQueries.list());
  const go = useGo();
  const phone = Grid.useBreakpoint().md === false;
  const rows = quotes.data ?? [];
  const open = (r: QuoteListRow) => go(`/quotes/${r.orderId}`);

  return (
    <Card title={<h1 className="bo-page-title">Angebote</h1>}>
      {quotes.error ? (
        <LoadError message={commandErrorMessage(quotes.error, LOAD_ERROR)} onRetry={() => void quotes.refetch()} />
      ) : phone ? (
        <List<QuoteListRow>
          loading={quotes.isPending}
          dataSource={rows}
          locale={{ emptyText: 'Keine Angebotsanfragen' }}
          renderItem={(r) => (
            <List.Item onClick={() => open(r)} style={{ cursor: 'pointer' }} extra={<QuoteStateTag state={r.state} />}>
              <List.Item.Meta
                title={
                  <a href={`/backend#/quotes/${r.orderId}`}>
                    Nr. {r.ticketNumber} · {r.customerName}
                  </a>
                }
                description={`${r.branchName} · ${when(r.eventDate)}${r.guests ? ` · ${r.guests} Gäste` : ''} · ${formatMoney(r.totalGross)}`}
              />
            </List.Item>
          )}
        />
      ) : (
        <Table<QuoteListRow>
          className={CARDS_CLASS}
          rowKey="orderId"
          loading={quotes.isPending}
          dataSource={rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: 'Keine Angebotsanfragen' }}
          onRow={(r) => ({ onClick: () => open(r), style: { cursor: 'pointer' } })}
          columns={cardColumns<QuoteListRow>([
            {
              title: 'Nr.',
              key: 'ticket',
              render: (_: unknown, r) => <a href={`/backend#/quotes/${r.orderId}`}>{r.ticketNumber}</a>,
            },
            { title: 'Kunde', dataIndex: 'customerName' },
            { title: 'Filiale', dataIndex: 'branchName' },
            { title: 'Termin', key: 'event', render: (_: unknown, r) => when(r.eventDate) },
            { title: 'Gäste', dataIndex: 'guests', align: 'right', render: (g: number | null) => g ?? '–' },
            { title: 'Summe', key: 'total', align: 'right', render: (_: unknown, r) => formatMoney(r.totalGross) },
            {
              title: 'Gültig bis',
              key: 'valid',
              render: (_: unknown, r) => (r.validUntil ? dayjs(r.validUntil).format('DD.MM.YYYY') : '–'),
            },
            { title: 'Status', key: 'state', render: (_: unknown, r) => <QuoteStateTag state={r.state} /> },
            { title: 'Angefragt', key: 'created', render: (_: unknown, r) => when(r.createdAt) },
          ])}
        />
      )}
    </Card>
  );
}
