import type { StaffOrder } from '@bestell/domain';
import { formatDateTime, formatMoney, TEST_ORDER_TEXTS } from '@bestell/domain';
import { Button, Card, Col, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { resourceErrorMessage } from '../core/errors';
import { hashHref } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { PlainTable } from '../core/PlainTable';
import { isAdmin, useSession } from '../auth/session';
import { TodayFigures } from '../statistics/TodayFigures';
import { useCurrentOrders } from './order-queries';
import { StatusTag } from './StatusTag';

/** The setup checklist (issue 37) is for admins of a shop being set up: its own chunk, loaded only for them. */
const SetupChecklist = lazy(async () => ({ default: (await import('../setup/SetupChecklist')).SetupChecklist }));

/** Today's figures with sparklines, live by order events (statistics/TodayFigures), and the open orders. */
export function DashboardPage() {
  const current = useCurrentOrders();
  const admin = isAdmin(useSession((s) => s.me));
  const loading = current.isPending;
  const title = <h1 className="bo-page-title">Dashboard</h1>;
  const error = current.error;
  if (error)
    return (
      <Card title={title}>
        <LoadError message={resourceErrorMessage('orders', 'loadList', error)} onRetry={() => void current.refetch()} />
      </Card>
    );
  return (
    <>
      <h1 className="bo-page-title" style={{ marginBottom: 16 }}>
        Dashboard
      </h1>
      <Row gutter={[16, 16]}>
        {admin && (
          <Col span={24}>
            <Suspense fallback={<Card loading />}>
              <SetupChecklist />
            </Suspense>
          </Col>
        )}
        <Col span={24}>
          <TodayFigures />
        </Col>
        <Col span={24}>
          <Card title={<h2 className="bo-section-title">Offene Bestellungen</h2>}>
            <PlainTable<StaffOrder>
              rowKey={(o) => o.id}
              loading={loading}
              rows={current.data ?? []}
              empty="Keine offenen Bestellungen"
              columns={[
                {
                  key: 'ticketNumber',
                  title: 'Nr.',
                  render: (o) => (o.isTest ? TEST_ORDER_TEXTS.marker : (o.ticketNumber ?? '–')),
                },
                { key: 'createdAt', title: 'Eingang', render: (o) => formatDateTime(o.createdAt) },
                {
                  key: 'appointment',
                  title: 'Termin',
                  render: (o) => (o.appointment ? formatDateTime(o.appointment) : '–'),
                },
                {
                  key: 'status',
                  title: 'Status',
                  render: (o) => <StatusTag status={o.status} isDineIn={o.isDineIn} />,
                },
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
