// GET /api/config as queries: staff read it through `bo` (a lost session goes to the login page); the
// frontdesk tablet has no session and reads the public answer without that redirect.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { apiCall } from '../../shared/api/typed';
import { bo } from '../core/api';

export const configQuery = () => queryOptions({ queryKey: queryKeys.config, queryFn: () => bo.get('/api/config') });

export const publicConfigQuery = () =>
  queryOptions({ queryKey: queryKeys.publicConfig, queryFn: () => apiCall('get', '/api/config', {}) });
