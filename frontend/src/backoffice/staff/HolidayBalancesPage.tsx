// 'Urlaubskonten' (issue 18 item 6): GET /api/time-sheets/holiday-balances in days (half days allowed):
// entitlement, taken, planned, carried over, what of it expires when, what has expired, and what
// remains. A table on wider screens, one card per person on a phone.
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Grid, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import { resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { staffQueries, type HolidayBalanceView } from './staff-api';

/** Days in German notation: 2.5 -> '2,5'. */
export const daysDe = (n: number) => n.toLocaleString('de-AT', { maximumFractionDigits: 1 });

/** Carry-over still to use: '4 bis 31.03.2027', several joined; '–' when none. */
export const expiringText = (expiring: HolidayBalanceView['expiring']) =>
  expiring.length
    ? expiring.map((e) => `${daysDe(e.days)} bis ${dayjs(e.validUntil).format('DD.MM.YYYY')}`).join(', ')
    : '–';

type NumberKey = 'entitlement' | 'taken' | 'planned' | 'carriedOver' | 'expired' | 'remaining';
const FIELDS: { key: NumberKey | 'expiring'; title: string }[] = [
  { key: 'entitlement', title: 'Anspruch' },
  { key: 'taken', title: 'Genommen' },
  { key: 'planned', title: 'Geplant' },
  { key: 'carriedOver', title: 'Übertrag' },
  { key: 'expiring', title: 'Verfällt' },
  { key: 'expired', title: 'Verfallen' },
  { key: 'remaining', title: 'Resturlaub' },
];
const value = (r: HolidayBalanceView, key: NumberKey | 'expiring') =>
  key === 'expiring' ? expiringText(r.expiring) : daysDe(r[key]);

export default function HolidayBalancesPage() {
  const balances = useQuery(staffQueries.balances());
  const phone = Grid.useBreakpoint().md === false;
  const rows = balances.data ?? [];
  const asOf = rows[0]?.asOf;
  return (
    <Card
      title={<h1 className="bo-page-title">Urlaubskonten</h1>}
      extra={asOf ? <span>Stand {dayjs(asOf).format('DD.MM.YYYY')} · in Tagen</span> : null}
    >
      {balances.error ? (
        <LoadError
          message={resourceErrorMessage('holiday-balances', 'loadList', balances.error)}
          onRetry={() => void balances.refetch()}
        />
      ) : phone ? (
        balances.isPending ? (
          <Spin aria-label="Urlaubskonten werden geladen" />
        ) : (
          rows.map((r) => (
            <Descriptions
              key={r.user.id}
              title={<h2 className="staff-activity-name">{r.user.name}</h2>}
              size="small"
              column={2}
              style={{ marginBottom: 16 }}
              items={FIELDS.map((f) => ({ key: f.key, label: f.title, children: value(r, f.key) }))}
            />
          ))
        )
      ) : (
        <Table<HolidayBalanceView>
          rowKey={(r) => r.user.id}
          loading={balances.isPending}
          dataSource={rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Person', key: 'name', render: (_: unknown, r) => r.user.name },
            ...FIELDS.map((f) => ({
              title: f.title,
              key: f.key,
              align: 'right' as const,
              render: (_: unknown, r: HolidayBalanceView) => value(r, f.key),
              sorter:
                f.key === 'expiring'
                  ? undefined
                  : (a: HolidayBalanceView, b: HolidayBalanceView) => a[f.key as NumberKey] - b[f.key as NumberKey],
            })),
          ]}
        />
      )}
    </Card>
  );
}
