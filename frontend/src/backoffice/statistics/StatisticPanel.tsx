// One card of the statistics page, drawn from its definition (panels.tsx): summary figures, a line or
// bar chart, a heatmap and a table whose columns also make its CSV. Every panel of the page goes
// through here, so a card looks and behaves the same everywhere (error, retry, loading, CSV).
import { Button, Card, Space, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
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
import { Heatmap } from './Heatmap';
import { type CsvColumn, downloadCsv, euro, formatDuration, toCsv } from './statistics-model';

/** How a table cell shows its value; the CSV always gets the raw value. */
export type CellFormat = 'text' | 'count' | 'quantity' | 'euro' | 'date' | 'duration';

export interface Column<R> extends CsvColumn<R> {
  format?: CellFormat;
  sortable?: boolean;
  ellipsis?: boolean;
  /** In the CSV only (keeps a half-width card's table readable). */
  csvOnly?: boolean;
  /** The CSV's header when it differs (the unit of a raw value, e.g. seconds). */
  csvTitle?: string;
}

export interface ChartSeries {
  key: string;
  color: string;
  dashed?: boolean;
  /** Bars with the same stack id are stacked. */
  stack?: string;
}

export interface ChartSpec {
  kind: 'line' | 'bar';
  rows: Record<string, string | number | null>[];
  series: ChartSeries[];
  /** Axis and tooltip text of a value (default: German number). */
  format?: (value: number) => string;
  height?: number;
}

export interface TableSpec<R> {
  rows: R[];
  rowKey: (row: R) => string;
  columns: Column<R>[];
}

/** What a panel shows of its loaded data; every part is optional. */
export interface PanelBody {
  summary?: { title: string; value: string }[];
  /** A line of small print under the figures (what a figure measures). */
  note?: string;
  chart?: ChartSpec;
  heatmap?: { weekdays: string[]; heatmap: number[][]; label: string };
  table?: TableSpec<never>;
}

export const count = (v: unknown) => Number(v).toLocaleString('de-AT');

const show: Record<CellFormat, (v: string | number) => ReactNode> = {
  text: (v) => v,
  count,
  quantity: count,
  euro: (v) => euro(v),
  date: (v) => dayjs(String(v)).format('DD.MM.YYYY'),
  duration: (v) => formatDuration(Number(v)),
};

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' || /^-?\d+(\.\d+)?$/.test(String(a))
    ? Number(a) - Number(b)
    : String(a).localeCompare(String(b), 'de');

function DataTable<R extends object>({ rows, rowKey, columns }: TableSpec<R>) {
  const antColumns: ColumnsType<R> = columns
    .filter((c) => !c.csvOnly)
    .map((c) => {
      const numeric = c.format && c.format !== 'text' && c.format !== 'date';
      return {
        key: c.title,
        title: c.title,
        align: numeric ? 'right' : undefined,
        ellipsis: c.ellipsis,
        render: (_: unknown, row: R) => {
          const v = c.value(row);
          // '' is "no figure" (no orders measured, no event value).
          return v === '' ? '–' : show[c.format ?? 'text'](v);
        },
        sorter: c.sortable ? (a: R, b: R) => compare(c.value(a), c.value(b)) : undefined,
      };
    });
  return (
    <Table<R>
      size="small"
      rowKey={rowKey}
      dataSource={rows}
      columns={antColumns}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      locale={{ emptyText: 'Keine Daten im Zeitraum' }}
      scroll={{ x: 'max-content' }}
    />
  );
}

function Chart({ kind, rows, series, format = count, height = 260 }: ChartSpec) {
  const axis = { tickFormatter: (v: number) => format(v), width: 88 };
  const tooltip = <Tooltip formatter={(v) => (v === null || v === undefined ? '–' : format(Number(v)))} />;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === 'line' ? (
        <LineChart data={rows} margin={{ left: 8, right: 16, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" minTickGap={16} />
          <YAxis {...axis} />
          {tooltip}
          <Legend />
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              stroke={s.color}
              strokeWidth={s.dashed ? 1.5 : 2}
              strokeDasharray={s.dashed ? '5 5' : undefined}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart data={rows} margin={{ left: 8, right: 16, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" minTickGap={8} />
          <YAxis {...axis} allowDecimals={false} />
          {tooltip}
          <Legend />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} stackId={s.stack} fill={s.color} isAnimationActive={false} />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: T;
}

export interface StatisticPanelProps<T> {
  title: string;
  query: QueryState<T>;
  body: (data: T) => PanelBody;
  /** The table's CSV under this name (without the range suffix). */
  csvName?: string;
  suffix: string;
}

export function StatisticPanel<T>({ title, query, body, csvName, suffix }: StatisticPanelProps<T>) {
  const content = query.data === undefined ? null : body(query.data);
  const table = content?.table as TableSpec<object> | undefined;
  const extra =
    csvName && table ? (
      <Button
        size="small"
        onClick={() =>
          downloadCsv(
            `${csvName}_${suffix}.csv`,
            toCsv(
              table.columns.map((c) => ({ ...c, title: c.csvTitle ?? c.title })),
              table.rows,
            ),
          )
        }
      >
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
      ) : content ? (
        <>
          {content.summary && (
            <Space size="large" wrap className="st-summary">
              {content.summary.map((s) => (
                <Statistic key={s.title} title={s.title} value={s.value} />
              ))}
            </Space>
          )}
          {content.note && <p className="st-note">{content.note}</p>}
          {content.chart && <Chart {...content.chart} />}
          {content.heatmap && <Heatmap {...content.heatmap} />}
          {table && <DataTable {...table} />}
        </>
      ) : null}
    </Card>
  );
}
