// TVs as the back office sees them, live: the REST list, then every `signage:device-updated` push
// (online/offline, current item, command state, screenshot) replaces the TV in the list and item caches.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SIGNAGE_EVENTS, type SignageDeviceView } from '@bestell/domain';
import { queryKeys } from '../../shared/api/query-keys';
import { openSocket } from '../../shared/realtime/socket';
import { useResourceItem, useResourceList } from '../resources/resource-queries';

export const TVS = 'digital-signage-devices';

/** Replaces one TV in the caches (spec 4: the returned device replaces the stored one). */
export function storeTv(client: QueryClient, tv: SignageDeviceView): void {
  client.setQueryData<SignageDeviceView[]>(queryKeys.resourceList(TVS), (list) =>
    list ? (list.some((t) => t.id === tv.id) ? list.map((t) => (t.id === tv.id ? tv : t)) : [...list, tv]) : list,
  );
  client.setQueryData(queryKeys.resourceItem(TVS, tv.id), tv);
}

function useTvPushes() {
  const client = useQueryClient();
  useEffect(() => {
    const socket = openSocket({});
    socket.on(SIGNAGE_EVENTS.deviceUpdated, ((tv: SignageDeviceView) => storeTv(client, tv)) as never);
    // After a reconnect pushes may have been missed: read the list again.
    socket.on('connect', (() => void client.invalidateQueries({ queryKey: queryKeys.resourceList(TVS) })) as never);
    return () => void socket.disconnect();
  }, [client]);
}

export function useLiveTvs() {
  useTvPushes();
  return useResourceList(TVS);
}

export function useLiveTv(id: string) {
  useTvPushes();
  return useResourceItem(TVS, id);
}
