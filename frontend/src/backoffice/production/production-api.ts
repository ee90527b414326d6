// GET /api/production-lists (issue 42 item 1) as a TanStack query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { bo } from '../core/api';

export const productionListQuery = (date: string, branch: string | null) =>
  queryOptions({
    queryKey: queryKeys.production.list(date, branch),
    queryFn: () => bo.get('/api/production-lists', { query: { date, ...(branch ? { branch } : {}) } }),
  });

export const useProductionList = (date: string, branch: string | null) => useQuery(productionListQuery(date, branch));
