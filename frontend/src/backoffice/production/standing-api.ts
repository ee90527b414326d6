// Standing orders and par levels (issue 42 item 3) for the back office (the customer's page calls its own).
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import type { ApiBody, ApiData } from '../../shared/api/typed';
import { bo, boGetFiltered } from '../core/api';

export type StandingRow = ApiData<'/api/standing-orders', 'get'>[number];
export type ParLevelRow = ApiData<'/api/par-levels', 'get'>[number];
/** A standing order as saved; the branch is added on create only. */
export type StandingBody = Omit<ApiBody<'/api/standing-orders', 'post'>, 'branch'>;
export type ParLevelBody = Omit<ApiBody<'/api/par-levels', 'post'>, 'branch'>;

/** The customer's link of a standing order (the back office's own hash route, no login). */
export const customerLink = (token: string, origin = window.location.origin) =>
  `${origin}/backend#/serienbestellung/${encodeURIComponent(token)}`;

export const standingApi = {
  list: (branchId: string): Promise<StandingRow[]> => boGetFiltered('/api/standing-orders', { branch: branchId }),
  save: (id: string | null, body: StandingBody, branchId: string): Promise<StandingRow> =>
    id
      ? bo.put('/api/standing-orders/{id}', { path: { id }, body })
      : bo.post('/api/standing-orders', { body: { ...body, branch: { id: branchId } } }),
  remove: (id: string) => bo.delete('/api/standing-orders/{id}', { path: { id } }),
  parLevels: (branchId: string): Promise<ParLevelRow[]> => boGetFiltered('/api/par-levels', { branch: branchId }),
  saveParLevel: (id: string | null, body: ParLevelBody, branchId: string): Promise<ParLevelRow> =>
    id
      ? bo.put('/api/par-levels/{id}', { path: { id }, body })
      : bo.post('/api/par-levels', { body: { ...body, branch: { id: branchId } } }),
  removeParLevel: (id: string) => bo.delete('/api/par-levels/{id}', { path: { id } }),
};

export const standingQueries = {
  list: (branchId: string) =>
    queryOptions({ queryKey: queryKeys.production.standing(branchId), queryFn: () => standingApi.list(branchId) }),
  parLevels: (branchId: string) =>
    queryOptions({
      queryKey: queryKeys.production.parLevels(branchId),
      queryFn: () => standingApi.parLevels(branchId),
    }),
};
