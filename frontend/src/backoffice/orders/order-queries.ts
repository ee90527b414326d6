// Staff order reads as queries (keys under ['orders']): the history page, one order, and the
// dashboard's figures. Action answers go into the cache by version (`reconcile`).
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../shared/api/query-keys';
import type { StaffOrder } from '@bestell/domain';
import { fetchCurrent, fetchHistory, fetchOrder, reconcile, type HistoryFilter } from './orders-api';

export const orderQueries = {
  /** One page of the history; the previous page stays on screen while the next one loads. */
  history: (filter: HistoryFilter) =>
    queryOptions({
      queryKey: queryKeys.orderHistory(filter),
      queryFn: () => fetchHistory(filter),
      placeholderData: keepPreviousData,
    }),
  one: (id: string) => queryOptions({ queryKey: queryKeys.order(id), queryFn: () => fetchOrder(id) }),
  /** The open orders once, through `bo` (a lost session goes to the login page, as before). */
  current: () => queryOptions({ queryKey: queryKeys.currentOrders, queryFn: fetchCurrent }),
};

export const useOrderHistory = (filter: HistoryFilter) => useQuery(orderQueries.history(filter));

export const useOrder = (id: string) => useQuery(orderQueries.one(id));

/** The open orders, once; the live screens (useBackofficeOrders) keep the same key's cache current. */
export const useCurrentOrders = () => useQuery(orderQueries.current());

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
