// 'Statistik' (issue 20): revenue and orders over time against the previous period, average order
// value, cancellations, popular items, order-time and visitor-time heatmaps, visitors and page views,
// top pages, referrers and events; presets Heute/Woche/Monat/Jahr, a branch filter and a CSV export of
// every table. The page and its chart library (recharts) load only when it is opened.
import { Button, Card, Col, DatePicker, Row, Segmented, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import { type ReactNode, useMemo, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { useOptions } from '../resources/resource-queries';
import { Heatmap } from './Heatmap';
import {
  type Canceled,
  type Events,
  type HeatmapData,
  type Item,
  type Orders,
  type PageViews,
  type Pages,
  type Revenue,
  type StatisticsQuery,
  useStatistic,
  type Visitors,
} from './statistics-api';
import {
  bucketLabel,
  changePercent,
  type CsvColumn,
  downloadCsv,
  euro,
  grainOf,
  type Preset,
  PRESETS,
  presetRange,
  type Range,
  toCsv,
} from './statistics-model';
import './statistics.css';

const BLUE = '#1677ff';
const count = (v: unknown) => Number(v).toLocaleString('de-AT');
const GREY = '#bfbfbf';
const RED = '#ff4d4f';
const GREEN = '#52c41a';
const ORANGE = '#fa8c16';

function Change({ now, before }: { now: number; before: number }) {
  const pct = changePercent(now, before);
  if (pct === null) return <span className="st-change">kein Vergleich</span>;
  return (
    <Tag color={pct >= 0 ? 'green' : 'red'} className="st-change">
      {pct >= 0 ? '+' : ''}
      {pct.toLocaleString('de-AT')} % zum Vorzeitraum
    </Tag>
  );
}

interface PanelProps<T> {
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: T };
  children: (data: T) => ReactNode;
  csv?: { filename: string; make: (data: T) => string };
}

function Panel<T>({ title, query, children, csv }: PanelProps<T>) {
  const extra =
    csv && query.data ? (
      <Button size="small" onClick={() => downloadCsv(csv.filename, csv.make(query.data!))}>
        CSV
      </Button>
    ) : null;
  return (
    <Card title={title} extra={extra} size="small" className="st-panel" loading={query.isPending}>
      {query.isError ? (
        <LoadError
          message={resourceErrorMessage('statistics', 'loadItem', query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        children(query.data)
      ) : null}
    </Card>
  );
}

function TableWithCsv<T extends object>({
  rows,
  columns,
  rowKey,
}: {
  rows: T[];
  columns: ColumnsType<T>;
  rowKey: keyof T;
}) {
  return (
    <Table<T>
      size="small"
      rowKey={(r) => String(r[rowKey])}
      dataSource={rows}
      columns={columns}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      locale={{ emptyText: 'Keine Daten im Zeitraum' }}
      scroll={{ x: 'max-content' }}
    />
  );
}

const itemCsv: CsvColumn<Item>[] = [
  { title: 'Produkt', value: (r) => r.name },
  { title: 'Bestellungen', value: (r) => r.orders },
  { title: 'Menge', value: (r) => r.quantity },
  { title: 'Umsatz (EUR)', value: (r) => r.gross },
];

export default function StatisticsPage() {
  const [preset, setPreset] = useState<Preset | null>('month');
  const [range, setRange] = useState<Range>(() => presetRange('month'));
  const [branch, setBranch] = useState<string | null>(null);
  const branches = useOptions('branches');
  const q: StatisticsQuery = useMemo(() => ({ ...range, branch, grain: grainOf(range) }), [range, branch]);
  const daily: StatisticsQuery = useMemo(() => ({ ...q, grain: 'day' }), [q]);

  const revenue = useStatistic<Revenue>('revenue', q);
  const orders = useStatistic<Orders>('orders', q);
  const canceled = useStatistic<Canceled>('canceled-orders', daily);
  const popular = useStatistic<{ items: Item[] }>('popular-items', q);
  const items = useStatistic<{ items: Item[] }>('items', q);
  const orderTimes = useStatistic<HeatmapData>('order-times', q);
  const visitorTimes = useStatistic<HeatmapData>('visitor-times', q);
  const visitors = useStatistic<Visitors>('unique-visitors', daily);
  const pageViews = useStatistic<PageViews>('page-views', daily);
  const pages = useStatistic<Pages>('pages', q);
  const events = useStatistic<Events>('events', q);

  const suffix = `${range.from}_${range.to}`;
  const rangeValue: [Dayjs, Dayjs] = [dayjs(range.from), dayjs(range.to)];

  return (
    <div className="st-page">
      <Space wrap className="st-toolbar" size="middle">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          Statistik
        </Typography.Title>
        <Segmented<Preset>
          aria-label="Zeitraum"
          options={PRESETS}
          value={preset ?? undefined}
          onChange={(v) => {
            setPreset(v);
            setRange(presetRange(v));
          }}
        />
        <DatePicker.RangePicker
          aria-label="Von bis"
          format="DD.MM.YYYY"
          allowClear={false}
          value={rangeValue}
          onChange={(v) => {
            if (!v?.[0] || !v[1]) return;
            setPreset(null);
            setRange({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') });
          }}
        />
        <Select
          aria-label="Filiale"
          style={{ minWidth: 200 }}
          allowClear
          placeholder="Alle Filialen"
          options={branches}
          value={branch ?? undefined}
          onChange={(v) => setBranch(v ?? null)}
        />
      </Space>

      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" loading={revenue.isPending}>
            {revenue.data && (
              <>
                <Statistic title={revenue.data.labels.net} value={euro(revenue.data.total.net)} />
                <Change now={Number(revenue.data.total.net)} before={Number(revenue.data.previous.total.net)} />
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" loading={orders.isPending}>
            {orders.data && (
              <>
                <Statistic title="Abgeschlossene Bestellungen" value={orders.data.total.completed} formatter={count} />
                <Change now={orders.data.total.completed} before={orders.data.previous.total.completed} />
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" loading={orders.isPending}>
            {orders.data && (
              <>
                <Statistic title="Durchschnittlicher Bestellwert" value={euro(orders.data.total.averageOrderValue)} />
                <Change
                  now={Number(orders.data.total.averageOrderValue)}
                  before={Number(orders.data.previous.total.averageOrderValue)}
                />
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card size="small" loading={visitors.isPending}>
            {visitors.data && (
              <Statistic title={visitors.data.total.label} value={visitors.data.total.value} formatter={count} />
            )}
          </Card>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Panel title="Umsatz im Vergleich zum Vorzeitraum" query={revenue}>
            {(d) => {
              const rows = d.series.map((s, i) => ({
                label: bucketLabel(s.day, q.grain),
                Zeitraum: Number(s.net),
                Vorzeitraum: Number(d.previous.series[i]?.net ?? 0),
              }));
              return (
                <ResponsiveContainer width="100%" height={260}>
                  <LineChart data={rows} margin={{ left: 8, right: 16, top: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="label" />
                    <YAxis tickFormatter={(v: number) => `${v.toLocaleString('de-AT')} €`} width={80} />
                    <Tooltip formatter={(v) => euro(Number(v))} />
                    <Legend />
                    <Line
                      type="monotone"
                      dataKey="Zeitraum"
                      stroke={BLUE}
                      strokeWidth={2}
                      dot={false}
                      isAnimationActive={false}
                    />
                    <Line
                      type="monotone"
                      dataKey="Vorzeitraum"
                      stroke={GREY}
                      strokeDasharray="5 5"
                      dot={false}
                      isAnimationActive={false}
                    />
                  </LineChart>
                </ResponsiveContainer>
              );
            }}
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title="Bestellungen" query={orders}>
            {(d) => (
              <ResponsiveContainer width="100%" height={260}>
                <BarChart
                  data={d.series.map((s, i) => ({
                    label: bucketLabel(s.day, q.grain),
                    Abgeschlossen: s.completed,
                    Storniert: s.canceled,
                    'Vorzeitraum gesamt': d.previous.series[i]?.orders ?? 0,
                  }))}
                  margin={{ left: 8, right: 16, top: 8 }}
                >
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="label" />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  <Bar dataKey="Abgeschlossen" stackId="a" fill={GREEN} isAnimationActive={false} />
                  <Bar dataKey="Storniert" stackId="a" fill={RED} isAnimationActive={false} />
                  <Bar dataKey="Vorzeitraum gesamt" fill={GREY} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            )}
          </Panel>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Panel
            title="Beliebte Produkte"
            query={popular}
            csv={{ filename: `beliebte-produkte_${suffix}.csv`, make: (d) => toCsv(itemCsv, d.items) }}
          >
            {(d) => (
              <TableWithCsv<Item>
                rows={d.items}
                rowKey="id"
                columns={[
                  { title: 'Produkt', dataIndex: 'name' },
                  { title: 'Bestellungen', dataIndex: 'orders', align: 'right' },
                  {
                    title: 'Menge',
                    dataIndex: 'quantity',
                    align: 'right',
                    render: (v: string) => Number(v).toLocaleString('de-AT'),
                  },
                  { title: 'Umsatz', dataIndex: 'gross', align: 'right', render: (v: string) => euro(v) },
                ]}
              />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel
            title="Stornierungen"
            query={canceled}
            csv={{
              filename: `stornierungen_${suffix}.csv`,
              make: (d) =>
                toCsv(
                  [
                    { title: 'Tag', value: (r: Canceled['series'][number]) => r.day },
                    { title: 'Bestellungen', value: (r) => r.orders },
                    { title: 'Storniert oder abgelehnt', value: (r) => r.canceled },
                    { title: 'Betrag (EUR)', value: (r) => r.canceledGross },
                  ],
                  d.series,
                ),
            }}
          >
            {(d) => (
              <>
                <Space size="large" className="st-summary">
                  <Statistic title={d.label} value={d.total.canceled} formatter={count} />
                  <Statistic
                    title="Anteil an allen Bestellungen"
                    value={d.total.orders ? Math.round((d.total.canceled / d.total.orders) * 1000) / 10 : 0}
                    suffix="%"
                  />
                  <Statistic title="Betrag" value={euro(d.total.canceledGross)} />
                </Space>
                <TableWithCsv<Canceled['series'][number]>
                  rows={d.series.filter((s) => s.canceled > 0).reverse()}
                  rowKey="day"
                  columns={[
                    { title: 'Tag', dataIndex: 'day', render: (v: string) => dayjs(v).format('DD.MM.YYYY') },
                    { title: 'Storniert', dataIndex: 'canceled', align: 'right' },
                    { title: 'Betrag', dataIndex: 'canceledGross', align: 'right', render: (v: string) => euro(v) },
                  ]}
                />
              </>
            )}
          </Panel>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Panel title="Bestellzeiten (Wochentag × Uhrzeit)" query={orderTimes}>
            {(d) => (
              <Heatmap weekdays={d.weekdays} heatmap={d.heatmap} label="Bestellungen nach Wochentag und Stunde" />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title="Besuchszeiten (Seitenaufrufe, Wochentag × Uhrzeit)" query={visitorTimes}>
            {(d) => (
              <Heatmap weekdays={d.weekdays} heatmap={d.heatmap} label="Seitenaufrufe nach Wochentag und Stunde" />
            )}
          </Panel>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Panel
            title="Besucher und Seitenaufrufe"
            query={pageViews}
            csv={{
              filename: `besucher_${suffix}.csv`,
              make: (d) => {
                const perDay = new Map((visitors.data?.series ?? []).map((s) => [s.day, s.visitors]));
                return toCsv(
                  [
                    { title: 'Tag', value: (r: PageViews['series'][number]) => r.day },
                    {
                      title: visitors.data?.label ?? 'Besucher (täglich eindeutig)',
                      value: (r) => perDay.get(r.day) ?? 0,
                    },
                    { title: d.labels.visits, value: (r) => r.visits },
                    { title: d.labels.pageViews, value: (r) => r.pageViews },
                  ],
                  d.series,
                );
              },
            }}
          >
            {(d) => {
              const perDay = new Map((visitors.data?.series ?? []).map((s) => [s.day, s.visitors]));
              const visitorLabel = visitors.data?.label ?? 'Besucher (täglich eindeutig)';
              const rows = d.series.map((s) => ({
                label: bucketLabel(s.day, 'day'),
                [visitorLabel]: perDay.get(s.day) ?? 0,
                [d.labels.visits]: s.visits,
                [d.labels.pageViews]: s.pageViews,
              }));
              return (
                <>
                  <Space size="large" className="st-summary">
                    {visitors.data && (
                      <Statistic
                        title={visitors.data.total.label}
                        value={visitors.data.total.value}
                        formatter={count}
                      />
                    )}
                    <Statistic title={d.labels.visits} value={d.total.visits} formatter={count} />
                    <Statistic title={d.labels.pageViews} value={d.total.pageViews} formatter={count} />
                  </Space>
                  <ResponsiveContainer width="100%" height={240}>
                    <LineChart data={rows} margin={{ left: 8, right: 16, top: 8 }}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="label" minTickGap={16} />
                      <YAxis allowDecimals={false} />
                      <Tooltip />
                      <Legend />
                      <Line dataKey={visitorLabel} stroke={BLUE} dot={false} isAnimationActive={false} />
                      <Line dataKey={d.labels.visits} stroke={GREEN} dot={false} isAnimationActive={false} />
                      <Line dataKey={d.labels.pageViews} stroke={ORANGE} dot={false} isAnimationActive={false} />
                    </LineChart>
                  </ResponsiveContainer>
                </>
              );
            }}
          </Panel>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <Panel
            title="Top-Seiten"
            query={pages}
            csv={{
              filename: `seiten_${suffix}.csv`,
              make: (d) =>
                toCsv(
                  [
                    { title: 'Seite', value: (r: Pages['pages'][number]) => r.path },
                    { title: 'Seitenaufrufe', value: (r) => r.pageViews },
                  ],
                  d.pages,
                ),
            }}
          >
            {(d) => (
              <TableWithCsv<Pages['pages'][number]>
                rows={d.pages}
                rowKey="path"
                columns={[
                  { title: 'Seite', dataIndex: 'path', ellipsis: true },
                  { title: 'Seitenaufrufe', dataIndex: 'pageViews', align: 'right', render: count },
                ]}
              />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel
            title="Herkunft (Referrer)"
            query={pages}
            csv={{
              filename: `referrer_${suffix}.csv`,
              make: (d) =>
                toCsv(
                  [
                    { title: 'Herkunft', value: (r: Pages['referrers'][number]) => r.host },
                    { title: 'Besuche', value: (r) => r.visits },
                  ],
                  d.referrers,
                ),
            }}
          >
            {(d) => (
              <TableWithCsv<Pages['referrers'][number]>
                rows={d.referrers}
                rowKey="host"
                columns={[
                  { title: 'Herkunft', dataIndex: 'host', ellipsis: true },
                  { title: 'Besuche', dataIndex: 'visits', align: 'right', render: count },
                ]}
              />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <Panel
            title="Ereignisse"
            query={events}
            csv={{
              filename: `ereignisse_${suffix}.csv`,
              make: (d) =>
                toCsv(
                  [
                    { title: 'Kategorie', value: (r: Events['items'][number]) => r.category },
                    { title: 'Aktion', value: (r) => r.action },
                    { title: 'Anzahl', value: (r) => r.count },
                  ],
                  d.items,
                ),
            }}
          >
            {(d) => (
              <TableWithCsv<Events['items'][number] & { key: string }>
                rows={d.items.map((i) => ({ ...i, key: `${i.category}/${i.action}` }))}
                rowKey="key"
                columns={[
                  { title: 'Aktion', dataIndex: 'action' },
                  { title: 'Kategorie', dataIndex: 'category' },
                  { title: 'Anzahl', dataIndex: 'count', align: 'right', render: count },
                ]}
              />
            )}
          </Panel>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Panel
            title="Alle Produkte (abgeschlossene Bestellungen)"
            query={items}
            csv={{ filename: `produkte_${suffix}.csv`, make: (d) => toCsv(itemCsv, d.items) }}
          >
            {(d) => (
              <TableWithCsv<Item>
                rows={d.items}
                rowKey="id"
                columns={[
                  { title: 'Produkt', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, 'de') },
                  { title: 'Bestellungen', dataIndex: 'orders', align: 'right', sorter: (a, b) => a.orders - b.orders },
                  {
                    title: 'Menge',
                    dataIndex: 'quantity',
                    align: 'right',
                    render: (v: string) => Number(v).toLocaleString('de-AT'),
                  },
                  {
                    title: 'Umsatz',
                    dataIndex: 'gross',
                    align: 'right',
                    render: (v: string) => euro(v),
                    sorter: (a, b) => Number(a.gross) - Number(b.gross),
                  },
                ]}
              />
            )}
          </Panel>
        </Col>
      </Row>
    </div>
  );
}
