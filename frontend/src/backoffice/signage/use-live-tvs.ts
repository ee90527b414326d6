// TVs as the back office sees them, live: the REST list (or one TV), then every `signage:device-updated`
// push (online/offline, current item, command state, screenshot) replaces the TV in the list and item
// caches. TVs carry no version: the last push wins. While the socket is down the query polls.
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { SIGNAGE_EVENTS, STATUS_POLL_INTERVAL_MS, type SignageDeviceView } from '@bestell/domain';
import { queryKeys } from '../../shared/api/query-keys';
import { lastWins, useLiveList } from '../../shared/realtime/use-live-list';
import { useSocketFeed } from '../../shared/realtime/use-socket-feed';
import { resourceItemQuery, resourceListQuery } from '../resources/resource-queries';

export const TVS = 'digital-signage-devices';
const EVENTS = [SIGNAGE_EVENTS.deviceUpdated];
const tvMerge = lastWins<SignageDeviceView>();

/** Replaces one TV in the caches (spec 4: the returned device replaces the stored one). */
export function storeTv(client: QueryClient, tv: SignageDeviceView): void {
  client.setQueryData<SignageDeviceView[]>(queryKeys.resourceList(TVS), (list) => tvMerge.pushed(list, tv));
  client.setQueryData(queryKeys.resourceItem(TVS, tv.id), tv);
}

export function useLiveTvs() {
  const client = useQueryClient();
  return useLiveList<SignageDeviceView>({
    query: resourceListQuery(TVS),
    merge: tvMerge,
    auth: {},
    events: EVENTS,
    onPush: (tv) => client.setQueryData(queryKeys.resourceItem(TVS, tv.id), tv),
  });
}

export function useLiveTv(id: string) {
  const client = useQueryClient();
  const query = resourceItemQuery(TVS, id);
  const { socketDown } = useSocketFeed<SignageDeviceView>({
    auth: {},
    events: EVENTS,
    identity: id,
    push: (tv) => storeTv(client, tv),
    missed: () => void client.refetchQueries({ queryKey: query.queryKey, exact: true }),
  });
  return useQuery({ ...query, refetchInterval: socketDown ? STATUS_POLL_INTERVAL_MS : false });
}
