import type { StaffOrder } from '@bestell/domain';
import { formatDateTime, formatMoney, sumMoney } from '@bestell/domain';
import { Button, Card, Col, Row, Statistic } from 'antd';
import { resourceErrorMessage } from '../core/errors';
import { hashHref } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { PlainTable } from '../core/PlainTable';
import { useCurrentOrders, useOrderHistory } from './order-queries';
import { StatusTag } from './StatusTag';

const UNPAID_OR_FAILED = new Set(['rejected', 'cancelled', 'failed', 'refunded', 'waitingForPayment']);

function todayIso(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today's orders, today's revenue (orders not rejected, cancelled or failed) and open orders. */
export function DashboardPage() {
  const today = todayIso();
  const history = useOrderHistory({ from: today, to: today, page: 1, limit: 200 });
  const current = useCurrentOrders();
  const loading = history.isPending || current.isPending;
  const title = <h1 className="bo-page-title">Dashboard</h1>;
  const error = history.error ?? current.error;
  if (error)
    return (
      <Card title={title}>
        <LoadError
          message={resourceErrorMessage('orders', 'loadList', error)}
          onRetry={() => {
            if (history.error) void history.refetch();
            if (current.error) void current.refetch();
          }}
        />
      </Card>
    );
  const todays = history.data?.items ?? [];
  const revenue = sumMoney(todays.filter((o) => !UNPAID_OR_FAILED.has(o.status)).map((o) => o.totalGross));
  return (
    <>
      <h1 className="bo-page-title" style={{ marginBottom: 16 }}>
        Dashboard
      </h1>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card loading={loading}>
            <Statistic title="Bestellungen heute" value={history.data?.total ?? 0} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card loading={loading}>
            <Statistic title="Umsatz heute" value={formatMoney(revenue)} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card loading={loading}>
            <Statistic title="Offene Bestellungen" value={current.data?.length ?? 0} />
          </Card>
        </Col>
        <Col span={24}>
          <Card title={<h2 className="bo-section-title">Offene Bestellungen</h2>}>
            <PlainTable<StaffOrder>
              rowKey={(o) => o.id}
              loading={loading}
              rows={current.data ?? []}
              empty="Keine offenen Bestellungen"
              columns={[
                { key: 'ticketNumber', title: 'Nr.', render: (o) => o.ticketNumber ?? '–' },
                { key: 'createdAt', title: 'Eingang', render: (o) => formatDateTime(o.createdAt) },
                {
                  key: 'appointment',
                  title: 'Termin',
                  render: (o) => (o.appointment ? formatDateTime(o.appointment) : '–'),
                },
                { key: 'status', title: 'Status', render: (o) => <StatusTag status={o.status} /> },
                { key: 'totalGross', title: 'Summe', align: 'right', render: (o) => formatMoney(o.totalGross) },
                {
                  key: 'open',
                  title: <span className="visually-hidden">Aktion</span>,
                  render: (o) => (
                    <Button size="small" href={hashHref(`/orders/${o.id}`)}>
                      Öffnen
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
