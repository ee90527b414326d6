import type { LegalKind } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../shared/api/typed';

/**
 * A legal page's text as the server renders and sanitises it (GET /api/legal/:kind), so the storefront
 * ships no markdown parser or sanitiser (issue 17 item 2). Under the config key: a saved config refreshes it.
 */
export function useLegalPage(kind: LegalKind, enabled = true) {
  return useQuery({
    queryKey: ['config', 'legal', kind],
    queryFn: ({ signal }) => apiCall('get', '/api/legal/{kind}', { path: { kind }, signal }),
    enabled,
    staleTime: 60_000,
  });
}
