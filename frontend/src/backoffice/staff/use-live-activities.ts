// Recorded time of a branch in a window, live: the REST list (GET /api/working-activities) is the
// truth; the back office's socket pushes every change as WORKING_ACTIVITY_EVENT and the list takes the
// higher version. While the socket is down the list polls every 10 s; a reconnect that did not recover
// the missed events reloads once (the realtime contract of ARCHITECTURE.md).
import { WORKING_ACTIVITY_EVENT, type WorkingActivityListItem } from '@bestell/domain';
import { byVersion, useLiveList } from '../../shared/realtime/use-live-list';
import { activitiesQuery, type ActivityWindow } from './staff-api';

export type { ActivityWindow } from './staff-api';

/** Whether a pushed activity belongs on a screen showing `w` (branch, person and overlapping time). */
export function inWindow(a: WorkingActivityListItem, w: ActivityWindow): boolean {
  if (a.branch.id !== w.branchId || (w.userId && a.user.id !== w.userId)) return false;
  return a.start < w.to && (a.end === null || a.end > w.from);
}

const EVENTS = [WORKING_ACTIVITY_EVENT];
const activityMerge = byVersion<WorkingActivityListItem>();

export function useLiveActivities(w: ActivityWindow) {
  return useLiveList<WorkingActivityListItem>({
    query: activitiesQuery(w),
    merge: activityMerge,
    // No credentials: the session cookie goes with the handshake and the server picks the rooms.
    auth: w.branchId ? {} : null,
    events: EVENTS,
    accepts: (item) => inWindow(item, w),
  });
}
