// The statistics page as data (issue 20): each key figure and each card says which endpoint it reads
// and what it shows of it; StatisticsPage lays them out and StatisticPanel draws them. A new figure is a
// new entry here, not another copy of card markup.
import type { Grain } from '@bestell/domain';
import type { Column, PanelBody } from './StatisticPanel';
import { count } from './StatisticPanel';
import type { Category, Item, StatisticData, StatisticName } from './statistics-api';
import { bucketLabel, euro, formatDuration, minutes } from './statistics-model';

const BLUE = '#1677ff';
const GREY = '#bfbfbf';
const RED = '#ff4d4f';
const GREEN = '#52c41a';
const ORANGE = '#fa8c16';
const PURPLE = '#722ed1';

export interface PanelContext {
  grain: Grain;
}

/** The columns' widths on the page grid: half, a third or the whole row on wide screens. */
export type Span = 'half' | 'third' | 'full';

export interface PanelDef {
  id: string;
  title: string;
  span: Span;
  endpoint: StatisticName;
  /** A second endpoint the panel reads as well (its data is the body's second argument). */
  also?: StatisticName;
  /** Always per day, whatever the range's grain (daily figures such as daily unique visitors). */
  daily?: boolean;
  csvName?: string;
  body: (data: unknown, also: unknown, ctx: PanelContext) => PanelBody;
}

/**
 * Type-checks one panel against its endpoints' answers (by the OpenAPI document), then stores it
 * untyped in the list.
 */
function panel<E extends StatisticName, A extends StatisticName = never>(
  def: Omit<PanelDef, 'body' | 'endpoint' | 'also'> & {
    endpoint: E;
    also?: A;
    body: (data: StatisticData<E>, also: StatisticData<A> | undefined, ctx: PanelContext) => PanelBody;
  },
): PanelDef {
  return def as PanelDef;
}

function table<R>(rows: R[], rowKey: (r: R) => string, columns: Column<R>[]): PanelBody['table'] {
  return { rows, rowKey, columns } as unknown as PanelBody['table'];
}

const itemColumns: Column<Item>[] = [
  { title: 'Produkt', value: (r) => r.name, sortable: true },
  { title: 'Bestellungen', value: (r) => r.orders, format: 'count', sortable: true },
  { title: 'Menge', value: (r) => r.quantity, format: 'quantity', sortable: true },
  { title: 'Umsatz (EUR)', value: (r) => r.gross, format: 'euro', sortable: true },
];

export const PANELS: PanelDef[] = [
  panel({
    id: 'revenue',
    title: 'Umsatz im Vergleich zum Vorzeitraum',
    span: 'half',
    endpoint: 'revenue',
    body: (d, _, { grain }) => ({
      chart: {
        kind: 'line',
        format: (v) => `${v.toLocaleString('de-AT')} €`,
        rows: d.series.map((s, i) => ({
          label: bucketLabel(s.day, grain),
          Zeitraum: Number(s.net),
          Vorzeitraum: Number(d.previous.series[i]?.net ?? 0),
        })),
        series: [
          { key: 'Zeitraum', color: BLUE },
          { key: 'Vorzeitraum', color: GREY, dashed: true },
        ],
      },
    }),
  }),
  panel({
    id: 'orders',
    title: 'Bestellungen',
    span: 'half',
    endpoint: 'orders',
    body: (d, _, { grain }) => ({
      chart: {
        kind: 'bar',
        rows: d.series.map((s, i) => ({
          label: bucketLabel(s.day, grain),
          Abgeschlossen: s.completed,
          Storniert: s.canceled,
          'Vorzeitraum gesamt': d.previous.series[i]?.orders ?? 0,
        })),
        series: [
          { key: 'Abgeschlossen', color: GREEN, stack: 'a' },
          { key: 'Storniert', color: RED, stack: 'a' },
          { key: 'Vorzeitraum gesamt', color: GREY },
        ],
      },
    }),
  }),
  panel({
    id: 'popular',
    title: 'Beliebte Produkte',
    span: 'half',
    endpoint: 'popular-items',
    csvName: 'beliebte-produkte',
    body: (d) => ({ table: table(d.items, (r) => r.id, itemColumns) }),
  }),
  panel({
    id: 'categories',
    title: 'Kategorien',
    span: 'half',
    endpoint: 'categories',
    csvName: 'kategorien',
    body: (d) => ({
      chart: {
        kind: 'bar',
        height: 200,
        format: (v) => `${v.toLocaleString('de-AT')} €`,
        rows: d.categories.slice(0, 8).map((c) => ({ label: c.name, Umsatz: Number(c.gross) })),
        series: [{ key: 'Umsatz', color: PURPLE }],
      },
      table: table<Category>(d.categories, (r) => r.id ?? '-', [
        { title: 'Kategorie', value: (r) => r.name, sortable: true },
        { title: 'Produkte', value: (r) => r.products, format: 'count', sortable: true },
        { title: 'Menge', value: (r) => r.quantity, format: 'quantity', sortable: true },
        { title: 'Umsatz (EUR)', value: (r) => r.gross, format: 'euro', sortable: true },
      ]),
    }),
  }),
  panel({
    id: 'durations',
    title: 'Annahme- und Zubereitungszeit (Median und 90 %)',
    span: 'half',
    endpoint: 'order-durations',
    csvName: 'annahme-zubereitung',
    body: (d, _, { grain }) => ({
      summary: [
        { title: 'Annahme (Median)', value: formatDuration(d.acceptance.total.median) },
        { title: 'Zubereitung (Median)', value: formatDuration(d.preparation.total.median) },
      ],
      note: `${d.acceptance.label}; ${d.preparation.label}.`,
      chart: {
        kind: 'line',
        format: (v) => `${v.toLocaleString('de-AT')} min`,
        rows: d.acceptance.series.map((a, i) => ({
          label: bucketLabel(a.day, grain),
          'Annahme (Median)': minutes(a.median),
          'Annahme (90 %)': minutes(a.p90),
          'Zubereitung (Median)': minutes(d.preparation.series[i]!.median),
          'Zubereitung (90 %)': minutes(d.preparation.series[i]!.p90),
        })),
        series: [
          { key: 'Annahme (Median)', color: BLUE },
          { key: 'Annahme (90 %)', color: BLUE, dashed: true },
          { key: 'Zubereitung (Median)', color: ORANGE },
          { key: 'Zubereitung (90 %)', color: ORANGE, dashed: true },
        ],
      },
      table: table(
        d.acceptance.series.map((a, i) => ({ a, p: d.preparation.series[i]! })),
        (r) => r.a.day,
        [
          { title: 'Zeitraum ab', value: (r) => r.a.day, format: 'date' },
          { title: 'Annahme: Bestellungen', value: (r) => r.a.orders, format: 'count', csvOnly: true },
          {
            title: 'Annahme Median',
            csvTitle: 'Annahme Median (s)',
            value: (r) => r.a.median ?? '',
            format: 'duration',
          },
          { title: 'Annahme 90 %', csvTitle: 'Annahme 90 % (s)', value: (r) => r.a.p90 ?? '', format: 'duration' },
          { title: 'Zubereitung: Bestellungen', value: (r) => r.p.orders, format: 'count', csvOnly: true },
          {
            title: 'Zubereitung Median',
            csvTitle: 'Zubereitung Median (s)',
            value: (r) => r.p.median ?? '',
            format: 'duration',
          },
          {
            title: 'Zubereitung 90 %',
            csvTitle: 'Zubereitung 90 % (s)',
            value: (r) => r.p.p90 ?? '',
            format: 'duration',
          },
        ],
      ),
    }),
  }),
  panel({
    id: 'durations-by-hour',
    title: 'Zeiten nach Uhrzeit der Bestellung (Median)',
    span: 'half',
    endpoint: 'order-durations',
    csvName: 'zeiten-nach-uhrzeit',
    body: (d) => {
      const hours = d.acceptance.byHour.filter((h, i) => h.orders + d.preparation.byHour[i]!.orders > 0);
      return {
        chart: {
          kind: 'bar',
          format: (v) => `${v.toLocaleString('de-AT')} min`,
          rows: hours.map((h) => ({
            label: `${h.hour} Uhr`,
            Annahme: minutes(h.median),
            Zubereitung: minutes(d.preparation.byHour[h.hour]!.median),
          })),
          series: [
            { key: 'Annahme', color: BLUE },
            { key: 'Zubereitung', color: ORANGE },
          ],
        },
        table: table(
          hours.map((a) => ({ a, p: d.preparation.byHour[a.hour]! })),
          (r) => String(r.a.hour),
          [
            { title: 'Stunde', value: (r) => `${r.a.hour}–${r.a.hour + 1} Uhr` },
            {
              title: 'Annahme Median',
              csvTitle: 'Annahme Median (s)',
              value: (r) => r.a.median ?? '',
              format: 'duration',
            },
            { title: 'Annahme 90 %', csvTitle: 'Annahme 90 % (s)', value: (r) => r.a.p90 ?? '', format: 'duration' },
            {
              title: 'Zubereitung Median',
              csvTitle: 'Zubereitung Median (s)',
              value: (r) => r.p.median ?? '',
              format: 'duration',
            },
            {
              title: 'Zubereitung 90 %',
              csvTitle: 'Zubereitung 90 % (s)',
              value: (r) => r.p.p90 ?? '',
              format: 'duration',
            },
          ],
        ),
      };
    },
  }),
  panel({
    id: 'order-times',
    title: 'Bestellzeiten (Wochentag × Uhrzeit)',
    span: 'half',
    endpoint: 'order-times',
    body: (d) => ({ heatmap: { ...d, label: 'Bestellungen nach Wochentag und Stunde' } }),
  }),
  panel({
    id: 'visitor-times',
    title: 'Besuchszeiten (Seitenaufrufe, Wochentag × Uhrzeit)',
    span: 'half',
    endpoint: 'visitor-times',
    body: (d) => ({ heatmap: { ...d, label: 'Seitenaufrufe nach Wochentag und Stunde' } }),
  }),
  panel({
    id: 'canceled',
    title: 'Stornierungen',
    span: 'full',
    endpoint: 'canceled-orders',
    daily: true,
    csvName: 'stornierungen',
    body: (d) => ({
      summary: [
        { title: d.label, value: count(d.total.canceled) },
        {
          title: 'Anteil an allen Bestellungen',
          value: `${(d.total.orders ? Math.round((d.total.canceled / d.total.orders) * 1000) / 10 : 0).toLocaleString('de-AT')} %`,
        },
        { title: 'Betrag', value: euro(d.total.canceledGross) },
      ],
      table: table(d.series.filter((s) => s.canceled > 0).reverse(), (r) => r.day, [
        { title: 'Tag', value: (r) => r.day, format: 'date' },
        { title: 'Bestellungen', value: (r) => r.orders, format: 'count' },
        { title: 'Storniert oder abgelehnt', value: (r) => r.canceled, format: 'count' },
        { title: 'Betrag (EUR)', value: (r) => r.canceledGross, format: 'euro' },
      ]),
    }),
  }),
  panel({
    id: 'visitors',
    title: 'Besucher und Seitenaufrufe',
    span: 'full',
    endpoint: 'page-views',
    also: 'unique-visitors',
    daily: true,
    csvName: 'besucher',
    body: (d, visitors) => {
      const perDay = new Map((visitors?.series ?? []).map((s) => [s.day, s.visitors]));
      const visitorLabel = visitors?.label ?? 'Besucher (täglich eindeutig)';
      return {
        summary: [
          ...(visitors ? [{ title: visitors.total.label, value: count(visitors.total.value) }] : []),
          { title: d.labels.visits, value: count(d.total.visits) },
          { title: d.labels.pageViews, value: count(d.total.pageViews) },
        ],
        chart: {
          kind: 'line',
          height: 240,
          rows: d.series.map((s) => ({
            label: bucketLabel(s.day, 'day'),
            [visitorLabel]: perDay.get(s.day) ?? 0,
            [d.labels.visits]: s.visits,
            [d.labels.pageViews]: s.pageViews,
          })),
          series: [
            { key: visitorLabel, color: BLUE },
            { key: d.labels.visits, color: GREEN },
            { key: d.labels.pageViews, color: ORANGE },
          ],
        },
        table: table([...d.series].reverse(), (r) => r.day, [
          { title: 'Tag', value: (r) => r.day, format: 'date' },
          { title: visitorLabel, value: (r) => perDay.get(r.day) ?? 0, format: 'count' },
          { title: d.labels.visits, value: (r) => r.visits, format: 'count' },
          { title: d.labels.pageViews, value: (r) => r.pageViews, format: 'count' },
        ]),
      };
    },
  }),
  panel({
    id: 'pages',
    title: 'Top-Seiten',
    span: 'third',
    endpoint: 'pages',
    csvName: 'seiten',
    body: (d) => ({
      table: table(d.pages, (r) => r.path, [
        { title: 'Seite', value: (r) => r.path, ellipsis: true },
        { title: 'Seitenaufrufe', value: (r) => r.pageViews, format: 'count' },
      ]),
    }),
  }),
  panel({
    id: 'referrers',
    title: 'Herkunft (Referrer)',
    span: 'third',
    endpoint: 'pages',
    csvName: 'referrer',
    body: (d) => ({
      table: table(d.referrers, (r) => r.host, [
        { title: 'Herkunft', value: (r) => r.host, ellipsis: true },
        { title: 'Besuche', value: (r) => r.visits, format: 'count' },
      ]),
    }),
  }),
  panel({
    id: 'events',
    title: 'Ereignisse',
    span: 'third',
    endpoint: 'events',
    csvName: 'ereignisse',
    body: (d) => ({
      table: table(d.items, (r) => `${r.category}/${r.action}`, [
        { title: 'Aktion', value: (r) => r.action },
        { title: 'Kategorie', value: (r) => r.category },
        { title: 'Anzahl', value: (r) => r.count, format: 'count' },
        { title: `${d.valueLabel} (EUR)`, value: (r) => r.value ?? '', format: 'euro' },
      ]),
    }),
  }),
  panel({
    id: 'items',
    title: 'Alle Produkte (abgeschlossene Bestellungen)',
    span: 'full',
    endpoint: 'items',
    csvName: 'produkte',
    body: (d) => ({ table: table(d.items, (r) => r.id, itemColumns) }),
  }),
];
