import type { LegalKind } from '@bestell/domain';
import { remote, useRemote } from '../../shared/api/remote';
import { apiCall } from '../../shared/api/typed';

/**
 * A legal page's text as the server renders and sanitises it (GET /api/legal/:kind), so the storefront
 * ships no markdown parser or sanitiser (issue 17 item 2). Under the config key: a saved config refreshes it.
 */
export function useLegalPage(kind: LegalKind, enabled = true) {
  const page = remote(`config/legal/${kind}`, () => apiCall('get', '/api/legal/{kind}', { path: { kind } }));
  return useRemote(page, { enabled, maxAgeMs: 60_000 });
}
