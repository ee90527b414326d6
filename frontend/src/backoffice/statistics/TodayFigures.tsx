// Today's figures on the dashboard (issue 20) with a sparkline of the last 14 days, from the same
// statistics endpoints and rules as 'Statistik'. The open orders come live from the back-office room
// (backoffice:{branch}); every order event (placed, changed, closed) re-reads the figures, so they
// follow the shop without a reload. Kept free of the chart library: the dashboard loads this at once.
import { addDays, formatMoney } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { queryKeys } from '../../shared/api/query-keys';
import { useBackofficeOrders } from '../../shared/realtime';
import { Sparkline } from './Sparkline';
import { type StatisticsQuery, useStatistic } from './statistics-api';
import { presetRange } from './statistics-model';
import './statistics.css';

export const SPARK_DAYS = 14;
/** Order events in a burst are read back once. */
const REFETCH_DELAY_MS = 500;

const trend = (values: number[], what: string) =>
  `${what}, letzte ${SPARK_DAYS} Tage: ${values.map((v) => v.toLocaleString('de-AT')).join(', ')}`;

export function TodayFigures() {
  const today = presetRange('today').to;
  const q: StatisticsQuery = useMemo(
    () => ({ from: addDays(today, -(SPARK_DAYS - 1)), to: today, grain: 'day', branch: null }),
    [today],
  );
  const orders = useStatistic('orders', q);
  const revenue = useStatistic('revenue', q);
  const live = useBackofficeOrders();
  const client = useQueryClient();

  // The live list changes with every order event of the staff member's branches: read the figures again.
  const signature = live.orders.map((o) => `${o.id}:${o.version}`).join(',');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: queryKeys.statistics.all }),
      REFETCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [signature, client]);

  const o = orders.data?.series ?? [];
  const r = revenue.data?.series ?? [];
  const placed = o.map((d) => d.orders);
  const net = r.map((d) => Number(d.net));
  const todayOrders = o[o.length - 1];
  const todayRevenue = r[r.length - 1];
  const cards = [
    {
      title: 'Bestellungen heute',
      value: String(todayOrders?.orders ?? 0),
      loading: orders.isPending,
      spark: <Sparkline values={placed} label={trend(placed, 'Bestellungen')} />,
    },
    {
      title: 'Umsatz heute (abgeschlossen)',
      value: formatMoney(todayRevenue?.net ?? '0'),
      loading: revenue.isPending,
      spark: <Sparkline values={net} label={trend(net, 'Umsatz in Euro')} color="#52c41a" />,
    },
    {
      title: 'Bestellwert heute (Durchschnitt)',
      value: formatMoney(todayRevenue?.averageOrderValue ?? '0'),
      loading: revenue.isPending,
      spark: null,
    },
    { title: 'Offene Bestellungen', value: String(live.orders.length), loading: false, spark: null },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.title} xs={24} sm={12} xl={6}>
          <Card loading={c.loading} className="st-today">
            <Statistic title={c.title} value={c.value} />
            {c.spark && (
              <div className="st-today__trend">
                {c.spark}
                <span aria-hidden="true">{SPARK_DAYS} Tage</span>
              </div>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
