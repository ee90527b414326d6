// Staff order reads as queries (keys under ['orders']): the history page, one order, and the
// dashboard's figures. Action answers go into the cache by version (`reconcile`).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../shared/api/query-keys';
import type { StaffOrder } from '@bestell/domain';
import { fetchCurrent, fetchHistory, fetchOrder, reconcile, type HistoryFilter } from './orders-api';

/** One page of the history; the previous page stays on screen while the next one loads. */
export const useOrderHistory = (filter: HistoryFilter) =>
  useQuery({
    queryKey: queryKeys.orderHistory(filter),
    queryFn: () => fetchHistory(filter),
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: string) => useQuery({ queryKey: queryKeys.order(id), queryFn: () => fetchOrder(id) });

/** The open orders, once (the live screens use useBackofficeOrders on the same key). */
export const useCurrentOrders = () => useQuery({ queryKey: queryKeys.currentOrders, queryFn: fetchCurrent });

/** Stores an action's answer as the order's newest state, unless a newer version is already shown. */
export function useStoreOrder() {
  const client = useQueryClient();
  return useCallback(
    (order: StaffOrder) => {
      client.setQueryData<StaffOrder>(queryKeys.order(order.id), (current) => reconcile(current, order));
      void client.invalidateQueries({ queryKey: queryKeys.orderHistories });
    },
    [client],
  );
}
