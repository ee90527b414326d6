// Where pickup boards get their numbers: the branch's public snapshot, then `pickup:updated` events of
// the player's one socket (the server puts a TV into its branch's pickup room). The player page feeds
// events in; a board subscribes. Tests replace `fetchSnapshot`.
import type { PickupBoardEvent, PickupBoardSnapshot } from '@bestell/domain';
import type { ApiData } from '../shared/api/typed';

type Listener = {
  branchId: string;
  snapshot: (snapshot: PickupBoardSnapshot) => void;
  event: (event: PickupBoardEvent) => void;
};

const listeners = new Set<Listener>();

export const pickupHub = {
  fetchSnapshot: async (branchId: string): Promise<PickupBoardSnapshot> => {
    const response = await fetch(`/api/signage/pickup-board/${encodeURIComponent(branchId)}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(String(response.status));
    // Typed by the OpenAPI document (issue 22): the answer must fit the domain's snapshot.
    return ((await response.json()) as { data: ApiData<'/api/signage/pickup-board/{branchId}', 'get'> }).data;
  },

  /** Snapshot now (and again on `refresh`), events as they come; returns the unsubscribe. */
  subscribe(branchId: string, handlers: Pick<Listener, 'snapshot' | 'event'>): () => void {
    const listener = { branchId, ...handlers };
    listeners.add(listener);
    void this.load(listener);
    return () => listeners.delete(listener);
  },

  async load(listener: Listener) {
    try {
      const snapshot = await this.fetchSnapshot(listener.branchId);
      if (listeners.has(listener)) listener.snapshot(snapshot);
    } catch {
      // Offline: the board keeps what it shows; the next reconnect loads again.
    }
  },

  /** An event from the socket. */
  publish(event: PickupBoardEvent) {
    for (const l of listeners) if (l.branchId === event.branchId) l.event(event);
  },

  /** After a reconnect events may have been missed: load the snapshots again. */
  refresh() {
    for (const l of listeners) void this.load(l);
  },
};
