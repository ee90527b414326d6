import type { StaffOrder } from '@bestell/domain';
import { apiRequest } from '../api/client.js';
import { useLiveFeed } from './use-live-feed.js';

const newestFirst = (a: StaffOrder, b: StaffOrder) => b.createdAt.localeCompare(a.createdAt);

/** A branch frontdesk (branchId + apiKey): its open orders, live, with the polling fallback. */
export function useFrontdeskOrders(
  branchId: string,
  apiKey: string,
): { orders: StaffOrder[]; error: string | null; reload: () => void } {
  const { items, error, reload } = useLiveFeed<StaffOrder>(
    branchId && apiKey ? `${branchId}/${apiKey}` : null,
    { branchId, apiKey },
    () => apiRequest<StaffOrder[]>(`/orders/frontdesk/${encodeURIComponent(branchId)}/${encodeURIComponent(apiKey)}`),
  );
  return { orders: [...items].sort(newestFirst), error, reload };
}
