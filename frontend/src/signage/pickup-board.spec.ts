import { announcement, emptyBoard, isHighlighted, newlyReady, pickupReducer } from './pickup-board';

const iso = (ms: number) => new Date(ms).toISOString();
const readyNumbers = (state: { ready: { number: string }[] }) => state.ready.map((t) => t.number);

describe('pickupReducer', () => {
  it('takes a snapshot, sorted by number, a number never in both columns', () => {
    const state = pickupReducer(emptyBoard, {
      type: 'snapshot',
      now: 0,
      snapshot: {
        preparing: [
          { number: '12', readyAt: null },
          { number: '5', readyAt: null },
          { number: '7', readyAt: null },
        ],
        ready: [{ number: '7', readyAt: iso(1_000) }],
      },
    });
    expect(state.preparing).toEqual(['5', '12']);
    expect(state.ready).toEqual([{ number: '7', readyAt: 1_000 }]);
  });

  it('moves a number to ready, highlights it for a while, removes it when gone', () => {
    let state = pickupReducer(emptyBoard, { type: 'event', event: { number: '12', state: 'preparing', at: iso(0) } });
    const before = state;
    state = pickupReducer(state, { type: 'event', event: { number: '12', state: 'ready', at: iso(1_000) } });
    expect(state.preparing).toEqual([]);
    expect(readyNumbers(state)).toEqual(['12']);
    expect(newlyReady(before, state)).toEqual(['12']);
    expect(isHighlighted(state.ready[0]!, 2_000)).toBe(true);
    expect(isHighlighted(state.ready[0]!, 60_000)).toBe(false);
    state = pickupReducer(state, { type: 'event', event: { number: '12', state: 'gone', at: iso(5_000) } });
    expect(state.ready).toEqual([]);
  });

  it('ignores an older event arriving late', () => {
    let state = pickupReducer(emptyBoard, { type: 'event', event: { number: '3', state: 'gone', at: iso(9_000) } });
    state = pickupReducer(state, { type: 'event', event: { number: '3', state: 'ready', at: iso(8_000) } });
    expect(state.ready).toEqual([]);
  });

  it('keeps the first ready time when ready is sent again', () => {
    let state = pickupReducer(emptyBoard, { type: 'event', event: { number: '3', state: 'ready', at: iso(1_000) } });
    state = pickupReducer(state, { type: 'event', event: { number: '3', state: 'ready', at: iso(4_000) } });
    expect(state.ready).toEqual([{ number: '3', readyAt: 1_000 }]);
  });

  it('drops ready numbers after the zone time', () => {
    let state = pickupReducer(emptyBoard, { type: 'event', event: { number: '1', state: 'ready', at: iso(0) } });
    state = pickupReducer(state, { type: 'event', event: { number: '2', state: 'ready', at: iso(50_000) } });
    const same = pickupReducer(state, { type: 'tick', now: 59_999, readyTtlMs: 60_000 });
    expect(same).toBe(state);
    state = pickupReducer(state, { type: 'tick', now: 60_000, readyTtlMs: 60_000 });
    expect(readyNumbers(state)).toEqual(['2']);
  });

  it('announces in German', () => {
    expect(announcement(['12'])).toBe('Bestellung Nummer 12 ist abholbereit.');
    expect(announcement(['3', '4', '5'])).toBe('Bestellungen 3, 4 und 5 sind abholbereit.');
  });
});
