// Recorded time of a branch in a window, live: the REST list (GET /api/working-activities) is the
// truth; the back office's socket pushes every change as WORKING_ACTIVITY_EVENT and the list takes the
// higher version. While the socket is down the list polls every 10 s; a reconnect that did not recover
// the missed events reloads once (the realtime contract of ARCHITECTURE.md).
import { STATUS_POLL_INTERVAL_MS, WORKING_ACTIVITY_EVENT, type WorkingActivityListItem } from '@bestell/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { mergeLoaded, mergePushed } from '../../shared/realtime';
import { openSocket } from '../../shared/realtime/socket';
import { staffApi, staffKeys } from './staff-api';

export interface ActivityWindow {
  branchId: string;
  /** ISO instants [from, to) */
  from: string;
  to: string;
  userId?: string;
}

/** Whether a pushed activity belongs on a screen showing `w` (branch, person and overlapping time). */
export function inWindow(a: WorkingActivityListItem, w: ActivityWindow): boolean {
  if (a.branch.id !== w.branchId || (w.userId && a.user.id !== w.userId)) return false;
  return a.start < w.to && (a.end === null || a.end > w.from);
}

export function useLiveActivities(w: ActivityWindow) {
  const client = useQueryClient();
  const key = [...staffKeys.activities(w.branchId, w.from, w.to), w.userId ?? ''];
  const [socketDown, setSocketDown] = useState(true);
  const latest = useRef({ w, key });
  latest.current = { w, key };
  const query = useQuery({
    queryKey: key,
    enabled: !!w.branchId,
    // A push that arrived while the request ran may be newer than the answer.
    queryFn: async () =>
      mergeLoaded(
        client.getQueryData<WorkingActivityListItem[]>(latest.current.key),
        await staffApi.activities(w.branchId, w.from, w.to, w.userId),
      ),
    refetchInterval: socketDown ? STATUS_POLL_INTERVAL_MS : false,
  });
  const keyHash = JSON.stringify(key);

  useEffect(() => {
    if (!w.branchId) return;
    let open = true;
    setSocketDown(true);
    // No credentials: the session cookie goes with the handshake and the server picks the rooms.
    const socket = openSocket({});
    socket.on(WORKING_ACTIVITY_EVENT, (item: WorkingActivityListItem) => {
      if (!open || !inWindow(item, latest.current.w)) return;
      client.setQueryData<WorkingActivityListItem[]>(latest.current.key, (list) => mergePushed(list, item));
    });
    socket.on('connect', () => {
      if (!open) return;
      setSocketDown(false);
      if (!socket.recovered) void client.refetchQueries({ queryKey: latest.current.key, exact: true });
    });
    const lost = () => open && setSocketDown(true);
    socket.on('disconnect', lost);
    socket.on('connect_error', lost);
    return () => {
      open = false;
      socket.disconnect();
    };
  }, [client, keyHash, w.branchId]);

  return { ...query, items: query.data ?? [], socketDown };
}
