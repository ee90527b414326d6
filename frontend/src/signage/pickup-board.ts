// The pickup board's state (issue 19 item 6): ticket numbers only, never names. A snapshot of the
// branch (PickupBoardSnapshot), then PickupBoardEvents; a number under 'Abholbereit' is highlighted for a
// while and leaves when the order is completed ('gone') or after `readyTtlMs`.
import type { PickupBoardEvent, PickupBoardSnapshot } from '@bestell/domain';

export interface ReadyNumber {
  number: string;
  readyAt: number;
}

export interface PickupBoardState {
  preparing: string[];
  ready: ReadyNumber[];
  /** Epoch ms of the last event applied per number: a late, older event must not undo a newer one. */
  seen: Record<string, number>;
}

export type PickupAction =
  | { type: 'snapshot'; snapshot: Pick<PickupBoardSnapshot, 'preparing' | 'ready'>; now: number }
  | { type: 'event'; event: Pick<PickupBoardEvent, 'number' | 'state' | 'at'> }
  | { type: 'tick'; now: number; readyTtlMs: number };

export const HIGHLIGHT_MS = 20_000;

export const emptyBoard: PickupBoardState = { preparing: [], ready: [], seen: {} };

const numeric = (a: string, b: string) => a.localeCompare(b, 'de', { numeric: true });
const time = (iso: string | null | undefined, fallback: number) => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? fallback : ms;
};

function expired(ticket: ReadyNumber, now: number, ttl: number) {
  return now - ticket.readyAt >= ttl;
}

export function pickupReducer(state: PickupBoardState, action: PickupAction): PickupBoardState {
  switch (action.type) {
    case 'snapshot': {
      const ready = action.snapshot.ready
        .map((t) => ({ number: t.number, readyAt: time(t.readyAt, action.now) }))
        .sort((a, b) => numeric(a.number, b.number));
      const readyNumbers = new Set(ready.map((t) => t.number));
      const preparing = action.snapshot.preparing
        .map((t) => t.number)
        .filter((n) => !readyNumbers.has(n))
        .sort(numeric);
      return { preparing, ready, seen: state.seen };
    }
    case 'event': {
      const { number, state: where } = action.event;
      const at = time(action.event.at, Date.now());
      if ((state.seen[number] ?? -Infinity) > at) return state;
      const seen = { ...state.seen, [number]: at };
      const preparing = state.preparing.filter((n) => n !== number);
      const wasReady = state.ready.find((t) => t.number === number);
      const ready = state.ready.filter((t) => t.number !== number);
      if (where === 'preparing') return { preparing: [...preparing, number].sort(numeric), ready, seen };
      if (where === 'ready') {
        const ticket = { number, readyAt: wasReady?.readyAt ?? at };
        return { preparing, ready: [...ready, ticket].sort((a, b) => numeric(a.number, b.number)), seen };
      }
      return { preparing, ready, seen };
    }
    case 'tick': {
      if (!state.ready.some((t) => expired(t, action.now, action.readyTtlMs))) return state;
      return { ...state, ready: state.ready.filter((t) => !expired(t, action.now, action.readyTtlMs)) };
    }
  }
}

/** Ready numbers still shown, for a zone with its own (shorter) time. */
export function isHighlighted(ticket: ReadyNumber, now: number): boolean {
  return now - ticket.readyAt < HIGHLIGHT_MS;
}

/** Numbers that became ready since the previous state: the ones to announce. */
export function newlyReady(before: PickupBoardState, after: PickupBoardState): string[] {
  const had = new Set(before.ready.map((t) => t.number));
  return after.ready.filter((t) => !had.has(t.number)).map((t) => t.number);
}

/** German announcement for the speech synthesis. */
export function announcement(numbers: readonly string[]): string {
  if (numbers.length === 1) return `Bestellung Nummer ${numbers[0]} ist abholbereit.`;
  return `Bestellungen ${numbers.slice(0, -1).join(', ')} und ${numbers[numbers.length - 1]} sind abholbereit.`;
}
