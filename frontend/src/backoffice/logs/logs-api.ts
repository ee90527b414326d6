// GET /api/logs (paged, filters) and GET /api/logs/{id} (spec 7) as TanStack queries.
import type { AuditAction, AuditLogView } from '@bestell/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { buildPath } from '../../shared/api/typed';
import { bo, boGetPage, withoutEmpty, type Page } from '../core/api';

export interface LogFilter {
  resource?: string;
  user?: string;
  action?: AuditAction;
  /** ISO instants; `to` is exclusive. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** The query string of a filter (empty fields left out), as GET /api/logs receives it. */
export const logsQueryString = (filter: LogFilter): string => buildPath('', undefined, withoutEmpty(filter)).slice(1);

export const fetchLogs = (filter: LogFilter): Promise<Page<AuditLogView>> =>
  boGetPage('/api/logs', { query: withoutEmpty(filter) });
export const fetchLog = (id: string): Promise<AuditLogView> => bo.get('/api/logs/{id}', { path: { id } });

/** One page; the previous page stays on screen while the next one loads. */
export const logsQuery = (filter: LogFilter) =>
  queryOptions({
    queryKey: queryKeys.logs.list(filter),
    queryFn: () => fetchLogs(filter),
    placeholderData: keepPreviousData,
  });

export const logQuery = (id: string | null) =>
  queryOptions({ queryKey: queryKeys.logs.item(id), queryFn: () => fetchLog(id!), enabled: id !== null });

export const useLogs = (filter: LogFilter) => useQuery(logsQuery(filter));
export const useLog = (id: string | null) => useQuery(logQuery(id));
