import type { StaffOrder } from '@bestell/domain';
import { apiCall } from '../api/typed.js';
import { queryKeys } from '../api/query-keys.js';
import { useLiveQuery } from './use-live-query.js';

export interface LiveOrders {
  orders: StaffOrder[];
  error: string | null;
  reload: () => void;
  /** Puts an action's answer into the list, by version like a push. */
  merge: (order: StaffOrder) => void;
}

const newestFirst = (a: StaffOrder, b: StaffOrder) => b.createdAt.localeCompare(a.createdAt);

// The loads are typed by the generated OpenAPI client (issue 22): the answers must fit the domain's
// StaffOrder, so a changed server shape fails the frontend typecheck here.

/**
 * The back office's current orders (GET /api/orders/current) for the logged-in staff member; the
 * server limits both the REST list and the socket's rooms to the member's branches.
 */
export function useBackofficeOrders(): LiveOrders {
  const { items, error, reload, merge } = useLiveQuery<StaffOrder>({
    queryKey: queryKeys.currentOrders,
    auth: {},
    load: (): Promise<StaffOrder[]> => apiCall('get', '/api/orders/current', {}),
  });
  return { orders: [...items].sort(newestFirst), error, reload, merge };
}

/** A branch frontdesk (branchId + apiKey): its open orders, live, with the polling fallback. */
export function useFrontdeskOrders(branchId: string, apiKey: string): LiveOrders {
  const { items, error, reload, merge } = useLiveQuery<StaffOrder>({
    queryKey: queryKeys.frontdeskOrders(branchId, apiKey),
    auth: branchId && apiKey ? { branchId, apiKey } : null,
    load: (): Promise<StaffOrder[]> =>
      apiCall('get', '/api/orders/frontdesk/{branchId}/{apiKey}', { path: { branchId, apiKey } }),
  });
  return { orders: [...items].sort(newestFirst), error, reload, merge };
}
