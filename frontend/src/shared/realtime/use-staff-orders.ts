import type { StaffOrder } from '@bestell/domain';
import { apiRequest } from '../api/client.js';
import { queryKeys } from '../api/query-keys.js';
import { useLiveQuery } from './use-live-query.js';

export interface LiveOrders {
  orders: StaffOrder[];
  error: string | null;
  reload: () => void;
}

const newestFirst = (a: StaffOrder, b: StaffOrder) => b.createdAt.localeCompare(a.createdAt);

/**
 * The back office's current orders (GET /api/orders/current) for the logged-in staff member; the
 * server limits both the REST list and the socket's rooms to the member's branches.
 */
export function useBackofficeOrders(): LiveOrders {
  const { items, error, reload } = useLiveQuery<StaffOrder>({
    queryKey: queryKeys.currentOrders,
    auth: {},
    load: () => apiRequest<StaffOrder[]>('/orders/current'),
  });
  return { orders: [...items].sort(newestFirst), error, reload };
}

/** A branch frontdesk (branchId + apiKey): its open orders, live, with the polling fallback. */
export function useFrontdeskOrders(branchId: string, apiKey: string): LiveOrders {
  const { items, error, reload } = useLiveQuery<StaffOrder>({
    queryKey: queryKeys.frontdeskOrders(branchId, apiKey),
    auth: branchId && apiKey ? { branchId, apiKey } : null,
    load: () =>
      apiRequest<StaffOrder[]>(`/orders/frontdesk/${encodeURIComponent(branchId)}/${encodeURIComponent(apiKey)}`),
  });
  return { orders: [...items].sort(newestFirst), error, reload };
}
