// The statistics page's key figures (issue 20) as data, like the cards in panels.tsx: which endpoint each
// reads and what it shows of it.
import { count } from './StatisticPanel';
import type { StatisticName, StatisticData } from './statistics-api';
import { euro } from './statistics-model';

/** The key figures above the cards, each with its change to the previous period where there is one. */
export interface KpiDef {
  id: string;
  endpoint: StatisticName;
  daily?: boolean;
  figure: (data: unknown) => { title: string; value: string; now?: number; before?: number };
}

function kpi<E extends StatisticName>(
  def: Omit<KpiDef, 'figure' | 'endpoint'> & {
    endpoint: E;
    figure: (data: StatisticData<E>) => ReturnType<KpiDef['figure']>;
  },
): KpiDef {
  return def as KpiDef;
}

export const KPIS: KpiDef[] = [
  kpi({
    id: 'net',
    endpoint: 'revenue',
    figure: (d) => ({
      title: d.labels.net,
      value: euro(d.total.net),
      now: Number(d.total.net),
      before: Number(d.previous.total.net),
    }),
  }),
  kpi({
    id: 'completed',
    endpoint: 'orders',
    figure: (d) => ({
      title: 'Abgeschlossene Bestellungen',
      value: count(d.total.completed),
      now: d.total.completed,
      before: d.previous.total.completed,
    }),
  }),
  kpi({
    id: 'aov',
    endpoint: 'orders',
    figure: (d) => ({
      title: 'Durchschnittlicher Bestellwert',
      value: euro(d.total.averageOrderValue),
      now: Number(d.total.averageOrderValue),
      before: Number(d.previous.total.averageOrderValue),
    }),
  }),
  kpi({
    id: 'visitors',
    endpoint: 'unique-visitors',
    daily: true,
    figure: (d) => ({ title: d.total.label, value: count(d.total.value) }),
  }),
];
