import { describe, expect, it } from '@jest/globals';
import { newerOrder, REALTIME_EVENTS } from './events.js';

describe('realtime event registry', () => {
  it('names every event once', () => {
    const names = Object.values(REALTIME_EVENTS);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the higher version and ignores equal or older pushes', () => {
    expect(newerOrder(null, { version: 1 })).toBe(true);
    expect(newerOrder({ version: 2 }, { version: 3 })).toBe(true);
    expect(newerOrder({ version: 3 }, { version: 3 })).toBe(false);
    expect(newerOrder({ version: 4 }, { version: 3 })).toBe(false);
  });
});
