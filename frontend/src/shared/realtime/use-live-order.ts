import { type PublicOrder, shouldStopPolling } from '@bestell/domain';
import { fetchPublicOrder } from '../api/orders.js';
import { useLiveQuery } from './use-live-query.js';

export type { PublicOrder } from '@bestell/domain';

const finished = (orders: PublicOrder[]) => orders.length > 0 && orders.every((o) => shouldStopPolling(o));

/**
 * The status page's order (uid + hash): REST, then pushes of the status room; polls every 10 s while
 * the socket is not connected, whatever the reason; stops once the order is completed, rejected,
 * cancelled or failed (spec 4).
 */
export function useLiveOrder(
  uid: string,
  hash: string,
): { order: PublicOrder | null; error: string | null; reload: () => void } {
  const { items, error, reload } = useLiveQuery<PublicOrder>({
    // A Remote's key, not TanStack's: named here so the status page does not load the keys file.
    queryKey: ['orders', 'public', uid, hash],
    auth: uid && hash ? { uid, hash } : null,
    // Typed by the generated OpenAPI client (issue 22).
    load: async (signal) => [await fetchPublicOrder(uid, hash, signal)],
    isFinished: finished,
  });
  return { order: items[0] ?? null, error, reload };
}
