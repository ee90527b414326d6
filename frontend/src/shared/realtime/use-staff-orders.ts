import type { StaffOrder } from '@bestell/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../api/typed.js';
import { queryKeys } from '../api/query-keys.js';
import { byVersion, useLiveList } from './use-live-list.js';

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

/** GET /api/orders/current: the signed-in member's open orders (the server limits them to the member's branches). */
export const currentOrdersQuery = () =>
  queryOptions({
    queryKey: queryKeys.currentOrders,
    queryFn: (): Promise<StaffOrder[]> => apiCall('get', '/api/orders/current', {}),
  });

/** GET /api/orders/frontdesk/{branchId}/{apiKey}: a branch frontdesk's open orders. */
export const frontdeskOrdersQuery = (branchId: string, apiKey: string) =>
  queryOptions({
    queryKey: queryKeys.frontdeskOrders(branchId, apiKey),
    queryFn: (): Promise<StaffOrder[]> =>
      apiCall('get', '/api/orders/frontdesk/{branchId}/{apiKey}', { path: { branchId, apiKey } }),
  });

const orderMerge = byVersion<StaffOrder>();

function liveOrders(live: ReturnType<typeof useLiveList<StaffOrder>>): LiveOrders {
  return {
    orders: [...live.items].sort(newestFirst),
    error: live.error ? live.error.message : null,
    reload: () => void live.refetch(),
    merge: live.merge,
  };
}

/**
 * The back office's current orders for the logged-in staff member; the server limits both the REST
 * list and the socket's rooms to the member's branches (session cookie, no socket credentials).
 */
export function useBackofficeOrders(): LiveOrders {
  return liveOrders(useLiveList({ query: currentOrdersQuery(), merge: orderMerge, auth: {} }));
}

/** A branch frontdesk (branchId + apiKey): its open orders, live, with the polling fallback. */
export function useFrontdeskOrders(branchId: string, apiKey: string): LiveOrders {
  return liveOrders(
    useLiveList({
      query: frontdeskOrdersQuery(branchId, apiKey),
      merge: orderMerge,
      auth: branchId && apiKey ? { branchId, apiKey } : null,
    }),
  );
}
