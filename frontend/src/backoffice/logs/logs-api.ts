// GET /api/logs (paged, filters) and GET /api/logs/{id} (spec 7) as TanStack queries.
import type { AuditAction, AuditLogView } from '@bestell/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bo, boGetPage } from '../core/api';

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

export function logsQueryString(filter: LogFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const fetchLogs = (filter: LogFilter) => boGetPage<AuditLogView>(`/logs?${logsQueryString(filter)}`);
export const fetchLog = (id: string) => bo.get<AuditLogView>(`/logs/${encodeURIComponent(id)}`);

/** One page; the previous page stays on screen while the next one loads. */
export const useLogs = (filter: LogFilter) =>
  useQuery({ queryKey: ['logs', 'list', filter], queryFn: () => fetchLogs(filter), placeholderData: keepPreviousData });

export const useLog = (id: string | null) =>
  useQuery({ queryKey: ['logs', 'item', id], queryFn: () => fetchLog(id!), enabled: id !== null });
