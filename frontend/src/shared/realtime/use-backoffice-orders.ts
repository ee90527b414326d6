import type { StaffOrder } from '@bestell/domain';
import { apiRequest } from '../api/client.js';
import { useLiveFeed } from './use-live-feed.js';

const newestFirst = (a: StaffOrder, b: StaffOrder) => b.createdAt.localeCompare(a.createdAt);

/**
 * The back office's current orders (GET /api/orders/current) for the logged-in staff member; the
 * server limits both the REST list and the socket's rooms to the member's branches.
 */
export function useBackofficeOrders(): { orders: StaffOrder[]; error: string | null; reload: () => void } {
  const { items, error, reload } = useLiveFeed<StaffOrder>('backoffice', {}, () =>
    apiRequest<StaffOrder[]>('/orders/current'),
  );
  return { orders: [...items].sort(newestFirst), error, reload };
}
