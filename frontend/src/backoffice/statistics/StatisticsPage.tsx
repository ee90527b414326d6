// 'Statistik' (issue 20): key figures with the change to the previous period, then the cards of
// panels.tsx (revenue and orders over time, popular items, categories, acceptance and preparation times,
// cancellations, heatmaps, visitors, pages, referrers, events, all products); presets Heute/Woche/Monat/
// Jahr, a branch filter and a CSV export of every table. The page and recharts load only when opened.
import { Card, Col, DatePicker, Row, Segmented, Select, Space, Statistic, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import { useMemo, useState } from 'react';
import { useOptions } from '../resources/resource-queries';
import { type KpiDef, KPIS } from './kpis';
import { type PanelContext, type PanelDef, PANELS, type Span } from './panels';
import { StatisticPanel } from './StatisticPanel';
import { type StatisticsQuery, useStatistic } from './statistics-api';
import { changePercent, grainOf, type Preset, PRESETS, presetRange, type Range } from './statistics-model';
import './statistics.css';

// Halves only from 1600 px: below, the side menu leaves a half too narrow for the tables' columns.
const SPAN: Record<Span, { xs: number; xl?: number; xxl?: number }> = {
  half: { xs: 24, xxl: 12 },
  third: { xs: 24, xl: 8 },
  full: { xs: 24, xl: 24 },
};

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

function Kpi({ def, q }: { def: KpiDef; q: StatisticsQuery }) {
  const query = useStatistic(def.endpoint, def.daily ? { ...q, grain: 'day' } : q);
  const f = query.data === undefined ? null : def.figure(query.data);
  return (
    <Card size="small" loading={query.isPending}>
      {f && (
        <>
          <Statistic title={f.title} value={f.value} />
          {f.now !== undefined && f.before !== undefined && <Change now={f.now} before={f.before} />}
        </>
      )}
    </Card>
  );
}

function Panel({ def, q, suffix }: { def: PanelDef; q: StatisticsQuery; suffix: string }) {
  const asked = def.daily ? { ...q, grain: 'day' as const } : q;
  const query = useStatistic(def.endpoint, asked);
  // Always called (hooks keep their order); a panel without a second endpoint asks nothing.
  const also = useStatistic(def.also ?? null, asked);
  const ctx: PanelContext = { grain: asked.grain };
  return (
    <StatisticPanel
      title={def.title}
      query={query}
      body={(data) => def.body(data, also.data, ctx)}
      csvName={def.csvName}
      suffix={suffix}
    />
  );
}

export default function StatisticsPage() {
  const [preset, setPreset] = useState<Preset | null>('month');
  const [range, setRange] = useState<Range>(() => presetRange('month'));
  const [branch, setBranch] = useState<string | null>(null);
  const branches = useOptions('branches');
  const q: StatisticsQuery = useMemo(() => ({ ...range, branch, grain: grainOf(range) }), [range, branch]);
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
        {KPIS.map((def) => (
          <Col key={def.id} xs={24} sm={12} xl={6}>
            <Kpi def={def} q={q} />
          </Col>
        ))}
      </Row>

      <Row gutter={[16, 16]}>
        {PANELS.map((def) => (
          <Col key={def.id} {...SPAN[def.span]}>
            <Panel def={def} q={q} suffix={suffix} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
