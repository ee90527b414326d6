// The statistics endpoints of spec 7 (issue 20) as the page reads them; one query per endpoint so a
// slow or failed figure does not hold the others.
import { useQuery } from '@tanstack/react-query';
import type { Grain } from '@bestell/domain';
import { bo } from '../core/api';
import type { Range } from './statistics-model';

export interface Revenue {
  labels: { revenue: string; refunds: string; net: string };
  series: { day: string; revenue: string; refunds: string; net: string; averageOrderValue: string }[];
  total: { revenue: string; refunds: string; net: string; averageOrderValue: string };
  previous: { from: string; to: string; series: Revenue['series']; total: Revenue['total'] };
}
export interface Orders {
  series: { day: string; orders: number; completed: number; canceled: number; averageOrderValue: string }[];
  total: { orders: number; completed: number; canceled: number; averageOrderValue: string };
  previous: { from: string; to: string; series: Orders['series']; total: Orders['total'] };
}
export interface Canceled {
  label: string;
  series: { day: string; orders: number; canceled: number; canceledGross: string }[];
  total: { orders: number; canceled: number; canceledGross: string };
}
export interface Item {
  id: string;
  name: string;
  orders: number;
  quantity: string;
  gross: string;
}
export interface HeatmapData {
  label: string;
  weekdays: string[];
  heatmap: number[][];
}
export interface Visitors {
  label: string;
  series: { day: string; visitors: number }[];
  total: { label: string; value: number };
}
export interface PageViews {
  labels: { visits: string; pageViews: string };
  series: { day: string; visits: number; pageViews: number }[];
  total: { visits: number; pageViews: number };
}
export interface Pages {
  pages: { path: string; pageViews: number }[];
  referrers: { host: string; visits: number }[];
}
export interface Events {
  valueLabel: string;
  /** value: the summed numeric values of the events (order_placed: revenue), null when none had one. */
  items: { category: string; action: string; count: number; value: string | null }[];
}
export interface DurationFigures {
  orders: number;
  /** Seconds; null without orders. */
  median: number | null;
  p90: number | null;
}
export interface DurationKindFigures {
  label: string;
  series: ({ day: string } & DurationFigures)[];
  byHour: ({ hour: number } & DurationFigures)[];
  total: DurationFigures;
}
export interface Durations {
  unit: 'seconds';
  acceptance: DurationKindFigures;
  preparation: DurationKindFigures;
}
export interface Category {
  id: string | null;
  name: string;
  products: number;
  quantity: string;
  gross: string;
}
export interface Categories {
  label: string;
  categories: Category[];
}

export interface StatisticsQuery extends Range {
  branch: string | null;
  grain: Grain;
}

function url(name: string, q: StatisticsQuery): string {
  const p = new URLSearchParams({ from: q.from, to: q.to, grain: q.grain });
  if (q.branch) p.set('branch', q.branch);
  return `/statistics/${name}?${p.toString()}`;
}

export function useStatistic<T>(name: string, q: StatisticsQuery, enabled = true) {
  return useQuery({
    queryKey: ['statistics', name, q.from, q.to, q.grain, q.branch],
    queryFn: () => bo.get<T>(url(name, q)),
    staleTime: 60_000,
    enabled,
  });
}
