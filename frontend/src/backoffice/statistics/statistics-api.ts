// The statistics endpoints of spec 7 (issue 20) as the page reads them; one query per endpoint so a
// slow or failed figure does not hold the others.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import type { Grain } from '@bestell/domain';
import type { ApiData, PathsWith } from '../../shared/api/typed';
import { bo } from '../core/api';
import type { Range } from './statistics-model';

/** The statistics endpoints of the OpenAPI document: GET /api/statistics/{name}. */
export type StatisticName = {
  [P in PathsWith<'get'>]: P extends `/api/statistics/${infer N}` ? N : never;
}[PathsWith<'get'>];

/** The answer of GET /api/statistics/{name}, by the document. */
export type StatisticData<N extends StatisticName> = N extends StatisticName
  ? `/api/statistics/${N}` extends infer P extends PathsWith<'get'>
    ? ApiData<P, 'get'>
    : never
  : never;

/** Rows of the item and category tables. */
export type Item = StatisticData<'items'>['items'][number];
export type Category = StatisticData<'categories'>['categories'][number];

export interface StatisticsQuery extends Range {
  branch: string | null;
  grain: Grain;
}

/** One endpoint's figures; `null` asks nothing (a panel without a second endpoint). */
export function statisticQuery<N extends StatisticName>(name: N | null, q: StatisticsQuery, enabled = true) {
  const path = `/api/statistics/${name}` as `/api/statistics/${StatisticName}`;
  const query = { from: q.from, to: q.to, grain: q.grain, branch: q.branch || undefined };
  return queryOptions({
    queryKey: queryKeys.statistics.one(name, q.from, q.to, q.grain, q.branch),
    queryFn: () => bo.get(path, { query }) as Promise<StatisticData<N>>,
    staleTime: 60_000,
    enabled: enabled && name !== null,
  });
}

export function useStatistic<N extends StatisticName>(name: N | null, q: StatisticsQuery, enabled = true) {
  return useQuery(statisticQuery(name, q, enabled));
}
